//===- Parallelize.cpp - parallelize on a schedule tree -------------------===//

#include "passes/locality/Parallelize.h"

#include "passes/OptionOverride.h"
#include "passes/locality/DependenceViolation.h"
#include "passes/locality/ReductionSlots.h"
#include "pragma/vocabulary/StepClauses.h"

#include "polly/CodeGen/IslAst.h"
#include "polly/CodeGen/LoopGenerators.h"
#include "polly/DependenceInfo.h"
#include "polly/ScopInfo.h"
#include "polly/Support/ISLTools.h"
#include "polly/Support/ScopHelper.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

#include <cassert>

namespace {

/// Whether no dependence of \p Deps runs between two iterations of the
/// band whose schedule, with the bands around it, is \p Prefix.
bool carriesNone(const polly::Dependences &D, const isl::union_map &Prefix,
                 const isl::union_map &Deps) {
  return D.isParallel(Prefix.get(), Deps.copy());
}

/// Where the sum \p Access updates is written: "at line 9 (s += b[i])",
/// from the value its statement's reduction stores.
std::string sumWhere(const polly::MemoryAccess &Access) {
  for (const polly::MemoryAccess *MA : *Access.getStatement()) {
    if (!MA->isReductionLike() || !MA->isWrite())
      continue;
    auto *Store =
        llvm::dyn_cast_or_null<llvm::StoreInst>(MA->getAccessInstruction());
    auto *Update =
        Store ? llvm::dyn_cast<llvm::Instruction>(Store->getValueOperand())
              : nullptr;
    if (!Update)
      continue;
    if (std::string Where = loopcc::updateWhere(*Update); !Where.empty())
      return Where.substr(1);
  }
  return loopcc::statementAt(*Access.getStatement());
}

/// Whether every reduction the loop of \p Payload breaks is one of the
/// sums \p P gives each thread a copy of (its step judged the nest before
/// later steps; the final nest is what runs).
bool onlyOwnSums(const polly::IslAstInfo::IslAstUserPayload &Payload,
                 const loopcc::ParallelLoop &P) {
  return llvm::all_of(
      Payload.BrokenReductions, [&](const polly::MemoryAccess *MA) {
        const llvm::Value *Base = MA->getScopArrayInfo()->getBasePtr();
        return llvm::any_of(P.Sums, [&](const loopcc::ParallelSum &S) {
          return S.Slot == Base;
        });
      });
}

/// libomp's sched_type for \p P (kmp.h): kmp_sch_static_chunked,
/// kmp_sch_static, kmp_sch_dynamic_chunked. Without a schedule clause,
/// OpenMP's default and libomp's: static, one block of iterations per
/// thread.
int scheduleType(const loopcc::ParallelLoop &P) {
  if (P.Schedule == loopcc::ParallelSchedule::Dynamic)
    return 35;
  return P.Chunk ? 33 : 34;
}

/// The call in \p F of the runtime function \p Name; none if none.
llvm::CallInst *callOf(llvm::Function &F, llvm::StringRef Name) {
  for (llvm::BasicBlock &BB : F)
    for (llvm::Instruction &I : BB)
      if (auto *Call = llvm::dyn_cast<llvm::CallInst>(&I))
        if (llvm::Function *Callee = Call->getCalledFunction())
          if (Callee->getName() == Name)
            return Call;
  return nullptr;
}

/// Asks the runtime for \p Threads threads for the region \p Fork starts,
/// right before it, as clang-22 does for num_threads(N).
void pushThreads(llvm::Module &M, llvm::CallInst &Fork, uint32_t Threads) {
  llvm::LLVMContext &Ctx = M.getContext();
  llvm::Type *I32 = llvm::Type::getInt32Ty(Ctx);
  llvm::Type *Ptr = llvm::PointerType::getUnqual(Ctx);
  llvm::IRBuilder<> B(&Fork);
  llvm::Value *Ident = Fork.getArgOperand(0);
  llvm::FunctionCallee ThreadNum = M.getOrInsertFunction(
      "__kmpc_global_thread_num", llvm::FunctionType::get(I32, {Ptr}, false));
  llvm::FunctionCallee Push =
      M.getOrInsertFunction("__kmpc_push_num_threads",
                            llvm::FunctionType::get(llvm::Type::getVoidTy(Ctx),
                                                    {Ptr, I32, I32}, false));
  llvm::Value *Thread = B.CreateCall(ThreadNum, {Ident});
  B.CreateCall(Push, {Ident, Thread, llvm::ConstantInt::get(I32, Threads)});
}

/// The call of the runtime that runs \p Outlined on the threads.
llvm::CallInst *forkCallOf(llvm::Function &Outlined) {
  for (llvm::User *U : Outlined.users())
    if (auto *Call = llvm::dyn_cast<llvm::CallInst>(U))
      if (llvm::Function *Callee = Call->getCalledFunction())
        if (Callee->getName() == "__kmpc_fork_call" &&
            Call->getNumOperands() > 2 && Call->getArgOperand(2) == &Outlined)
          return Call;
  return nullptr;
}

constexpr const char *NotParallelInFinalNest =
    "the generated nest runs the loop sequentially: Polly's parallelism "
    "test of the final nest finds a dependence it carries, or no loop of "
    "the nest is left for it";

/// Why a loop inside \p Outer, which runs in parallel, stays sequential.
std::string insideParallelLoop(const loopcc::ParallelLoop &Outer) {
  return "the loop is inside the loop that '" + Outer.Spelling +
         "' runs in parallel, in the same nest, and Polly's code generator "
         "cannot start a parallel loop inside another one's outlined code; "
         "it runs on the thread of its outer iteration, as libomp runs a "
         "nested parallel region unless nesting is enabled: parallelize "
         "one loop of the nest (a tile's grid loop shares out more work)";
}

} // namespace

std::string loopcc::parallelBlocker(const StepInput &In,
                                    llvm::SmallVectorImpl<ParallelSum> &Sums) {
  assert(In.Nest.Schedules.size() == 1 && "parallelize takes one loop");
  isl::schedule_node Band = In.Mark;
  if (Band.isa<isl::schedule_node_mark>().is_true())
    Band = Band.child(0);
  assert(Band.isa<isl::schedule_node_band>().is_true() &&
         "a loop's mark is above its band");
  isl::union_set Domain = Band.get_domain();
  isl::union_map Prefix = Band.child(0).get_prefix_schedule_union_map();
  auto Within = [&](isl::union_map Deps) {
    return Deps.intersect_domain(Domain).intersect_range(Domain);
  };

  if (!carriesNone(In.D, Prefix, Within(memoryDependences(In.D)))) {
    // A loop that carries a dependence cannot run its iterations
    // backwards either: the reversed nest names it as reverse does.
    isl::schedule Reversed = replaceNest(
        In.Nest,
        {NestLoop{reverseSchedule(In.Nest.Schedules[0]), In.Nest.Marks[0]}});
    std::string Dependence = describeViolatedDependence(In.D, Reversed);
    return "the loop carries " +
           (Dependence.empty() ? std::string("a dependence") : Dependence) +
           ": its iterations must run one after another, not at once on "
           "several threads";
  }
  // A sum the loop carries: each thread gets a copy of its own, when it
  // is kept in a variable (the engine's slot); an array element's copy
  // would need the array's.
  for (const auto &[Access, Deps] : In.D.getReductionDependences()) {
    if (!Deps || !Access)
      continue;
    isl::union_map Own = Within(isl::union_map(isl::manage_copy(Deps)));
    if (carriesNone(In.D, Prefix, Own))
      continue;
    llvm::Value *Base = Access->getScopArrayInfo()->getBasePtr();
    auto *Slot = llvm::dyn_cast_or_null<llvm::AllocaInst>(Base);
    if (!Slot || !Slot->getMetadata(ReductionSlotMark)) {
      return "every iteration updates the same element of an array " +
             sumWhere(*Access) +
             ": threads would add to it at once; loopcc gives each thread a "
             "copy only of a sum kept in a variable (add into a local "
             "variable in the loop and store it after)";
    }
    // The copies are added atomically: integers of 8 to 64 bits, float and
    // double (what the target updates without a lock, or a library).
    llvm::Type *T = Slot->getAllocatedType();
    bool Atomic = T->isFloatTy() || T->isDoubleTy() ||
                  (T->isIntegerTy() &&
                   llvm::is_contained(llvm::ArrayRef<unsigned>{8, 16, 32, 64},
                                      T->getIntegerBitWidth()));
    if (!Atomic)
      return "every iteration updates the same sum " + sumWhere(*Access) +
             ", of a type whose copies loopcc cannot add atomically (only "
             "integers of 8 to 64 bits, float and double)";
    if (llvm::none_of(Sums,
                      [&](const ParallelSum &S) { return S.Slot == Slot; }))
      Sums.push_back({Slot, Access->getReductionType(), minMaxOf(*Slot)});
  }
  return "";
}

const loopcc::ReductionSlot *
loopcc::onlyUnorderedSumBlocks(polly::Scop &S, const StepInput &In,
                               llvm::ArrayRef<ReductionSlot> Slots) {
  const ReductionSlot *Sum = nullptr;
  for (const ReductionSlot &Slot : Slots)
    if (!Slot.Reorderable && S.contains(Slot.Load))
      Sum = &Slot;
  if (!Sum)
    return nullptr;
  markReductions(S, Slots, /*All=*/true);
  polly::DependenceAnalysis::Result DA = polly::runDependenceAnalysis(S);
  StepInput AsSums{In.Mark,
                   In.Step,
                   In.Nest,
                   S,
                   DA.getDependences(polly::Dependences::AL_Statement),
                   In.Marks};
  llvm::SmallVector<ParallelSum, 1> Sums;
  bool Blocks = parallelBlocker(AsSums, Sums).empty();
  markReductions(S, Slots, /*All=*/false);
  return Blocks ? Sum : nullptr;
}

isl::schedule loopcc::applyParallelize(const StepInput &In, ParallelLoop &P,
                                       std::string &Why) {
  assert(In.Step.Kind == TransformKind::Parallelize && "not a parallelize");
  Why = parallelBlocker(In, P.Sums);
  if (!Why.empty())
    return {};
  P.Threads = In.Step.Threads;
  P.Schedule = In.Step.Schedule;
  P.Chunk = In.Step.Chunk;
  P.Spelling = In.Step.Spelling;
  P.Mark = In.Marks.make(producedRoles(In.Step)[0], 0u, /*Keeps=*/true);
  In.Marks.moved(In.Nest.Marks[0], P.Mark);
  return replaceNest(In.Nest, {NestLoop{In.Nest.Schedules[0], P.Mark}});
}

struct loopcc::ParallelCodeGeneration::Saved {
  int NumThreads = polly::PollyNumThreads;
  polly::OMPGeneralSchedulingType Scheduling = polly::PollyScheduling;
  int ChunkSize = polly::PollyChunkSize;
  OptionOverride<bool> Parallel{"polly-parallel"};
  OptionOverride<bool> Force{"polly-parallel-force"};
  /// polly-omp-backend, whose enum type Polly keeps to itself: set by
  /// name, as the command line would, and reset after.
  llvm::cl::Option *Backend = nullptr;
};

loopcc::ParallelCodeGeneration::ParallelCodeGeneration(
    llvm::ArrayRef<ParallelLoop> Loops)
    : Loops(Loops) {
  if (Loops.empty())
    return;
  Old = std::make_unique<Saved>();
  // Polly's generator takes one number of threads and one schedule for
  // every parallel loop it generates. Through the runtime's dispatch
  // interface every schedule is an argument of one call (schedule(runtime)
  // takes that road too): each loop's own schedule, chunk and threads are
  // written into its calls afterwards (finish).
  polly::PollyNumThreads = 0;
  polly::PollyScheduling = polly::OMPGeneralSchedulingType::Dynamic;
  polly::PollyChunkSize = 1;
  // The runtime clang-22 -fopenmp links: LLVM's (Polly's default is GNU's).
  auto &Options = llvm::cl::getRegisteredOptions();
  auto It = Options.find("polly-omp-backend");
  if (It != Options.end() && !It->second->getNumOccurrences() &&
      !It->second->addOccurrence(0, "polly-omp-backend", "LLVM"))
    Old->Backend = It->second;
}

loopcc::ParallelCodeGeneration::~ParallelCodeGeneration() {
  if (!Old)
    return;
  polly::PollyNumThreads = Old->NumThreads;
  polly::PollyScheduling = Old->Scheduling;
  polly::PollyChunkSize = Old->ChunkSize;
  if (Old->Backend)
    Old->Backend->reset();
}

void loopcc::ParallelCodeGeneration::beforeAst() {
  if (!Old)
    return;
  // The parallelism test annotates every loop of the AST; the force flag
  // lets an innermost loop the user named run in parallel too.
  Old->Parallel.set(true);
  Old->Force.set(true);
}

llvm::SmallVector<loopcc::ParallelCodeGeneration::Refusal, 1>
loopcc::ParallelCodeGeneration::annotate(polly::IslAstInfo &Ast) {
  llvm::SmallVector<Refusal, 1> Refused;
  auto IsRefused = [&](const ParallelLoop *P) {
    return llvm::any_of(Refused, [P](const Refusal &R) { return R.Loop == P; });
  };
  if (!Old)
    return Refused;
  llvm::SmallPtrSet<const ParallelLoop *, 2> Marked;
  // Each for node with the parallel loop asked for at the mark above it,
  // if any (isl may split one loop into several, under one mark), and the
  // loop run in parallel that it is inside, if any.
  std::function<void(const isl::ast_node &, const ParallelLoop *,
                     const ParallelLoop *)>
      Visit = [&](const isl::ast_node &Node, const ParallelLoop *Asked,
                  const ParallelLoop *Inside) {
        switch (isl_ast_node_get_type(Node.get())) {
        case isl_ast_node_mark: {
          isl::ast_node_mark Mark = Node.as<isl::ast_node_mark>();
          isl::id Id = Mark.id();
          const ParallelLoop *Here = nullptr;
          for (const ParallelLoop &P : Loops)
            if (P.Mark.get() == Id.get())
              Here = &P;
          if (Here)
            Marked.insert(Here);
          // Another loop's mark: the loop below is that one.
          Visit(Mark.node(),
                Here                     ? Here
                : polly::getLoopAttr(Id) ? nullptr
                                         : Asked,
                Inside);
          return;
        }
        case isl_ast_node_for: {
          isl::ast_node_for For = Node.as<isl::ast_node_for>();
          polly::IslAstInfo::IslAstUserPayload *Payload =
              polly::IslAstInfo::getNodePayload(Node);
          bool Parallel = false;
          if (Payload) {
            Parallel = Asked && Payload->IsParallel &&
                       (!Payload->IsReductionParallel ||
                        onlyOwnSums(*Payload, *Asked));
            if (Asked && !Parallel && !IsRefused(Asked))
              Refused.push_back({Asked, NotParallelInFinalNest});
            // Polly's code generator splits the blocks of a parallel loop
            // inside another one's outlined function with the caller's
            // dominator tree, which that corrupts (a crash, seed 610185 of
            // the differential run): the inner loop runs on the thread of
            // its outer iteration, as libomp runs a nested region unless
            // nesting is enabled.
            if (Parallel && Inside && Inside != Asked) {
              Parallel = false;
              if (!IsRefused(Asked))
                Refused.push_back({Asked, insideParallelLoop(*Inside)});
            }
            // Polly would run the outermost parallel loop of every nest
            // in parallel, and mark other loops it finds parallel for the
            // vectorizer; only the loops asked for are parallel here, the
            // others are generated as without the test.
            Payload->IsOutermostParallel = Parallel;
            Payload->IsParallel = Parallel;
            Payload->IsInnermostParallel = false;
            Payload->IsReductionParallel = false;
            if (Parallel)
              Generated.push_back(Asked);
          }
          Visit(For.body(), nullptr, Parallel ? Asked : Inside);
          return;
        }
        case isl_ast_node_block: {
          isl::ast_node_list Children =
              Node.as<isl::ast_node_block>().children();
          for (unsigned I = 0, N = unsignedFromIslSize(Children.size()); I < N;
               ++I)
            Visit(Children.at(I), Asked, Inside);
          return;
        }
        case isl_ast_node_if: {
          isl::ast_node_if If = Node.as<isl::ast_node_if>();
          Visit(If.then_node(), Asked, Inside);
          if (If.has_else_node().is_true())
            Visit(If.else_node(), Asked, Inside);
          return;
        }
        case isl_ast_node_user:
        case isl_ast_node_error:
          return;
        }
      };
  isl::ast_node Root = Ast.getAst();
  if (!Root.is_null())
    Visit(Root, nullptr, nullptr);
  // A loop whose mark is in the AST without a for node under it runs one
  // iteration (isl generated its body once): nothing to share out. A loop
  // whose mark is gone was not generated as asked.
  for (const ParallelLoop &P : Loops)
    if (!Marked.count(&P) && !IsRefused(&P))
      Refused.push_back({&P, NotParallelInFinalNest});
  return Refused;
}

llvm::SmallVector<const loopcc::ParallelLoop *, 1>
loopcc::ParallelCodeGeneration::finish(llvm::Module &M,
                                       unsigned FunctionsBefore,
                                       const llvm::Function &Caller) {
  llvm::SmallVector<const ParallelLoop *, 1> Serial;
  llvm::LLVMContext &Ctx = M.getContext();
  llvm::Type *I32 = llvm::Type::getInt32Ty(Ctx);
  llvm::Type *Ptr = llvm::PointerType::getUnqual(Ctx);
  llvm::SmallVector<llvm::Function *, 2> Outlined;
  unsigned Index = 0;
  for (llvm::Function &Fn : M)
    if (Index++ >= FunctionsBefore && !Fn.isDeclaration())
      Outlined.push_back(&Fn);
  // One outlined function per loop generated in parallel, in the AST's
  // order; where they do not match up, no sum is known to be given copies
  // and no clause to be written: every loop runs on one thread.
  bool Matched = Outlined.size() == Generated.size();
  for (unsigned I = 0; I < Outlined.size(); ++I) {
    llvm::Function &Fn = *Outlined[I];
    const ParallelLoop *P = Matched ? Generated[I] : nullptr;
    // The caller's attributes that say how to compile it: its target
    // (-march), floating-point modes and frame pointer (string
    // attributes), its sanitizers; Polly gives the function none. What
    // the caller's own body does (memory, nosync, ...) is not the
    // outlined loop's.
    for (const llvm::Attribute &A : Caller.getAttributes().getFnAttrs()) {
      bool Copied = A.isStringAttribute()
                        ? !Fn.hasFnAttribute(A.getKindAsString())
                        : llvm::is_contained(
                              llvm::ArrayRef<llvm::Attribute::AttrKind>{
                                  llvm::Attribute::SanitizeThread,
                                  llvm::Attribute::SanitizeAddress,
                                  llvm::Attribute::SanitizeMemory,
                                  llvm::Attribute::SanitizeHWAddress,
                                  llvm::Attribute::UWTable},
                              A.getKindAsEnum());
      if (Copied)
        Fn.addFnAttr(A);
    }
    Fn.addFnAttr(llvm::Attribute::NoUnwind);
    llvm::CallInst *Fork = forkCallOf(Fn);
    if (!P) {
      if (Fork)
        pushThreads(M, *Fork, 1);
      continue;
    }
    // The chain goes on on the loop that runs a chunk's iterations, inside
    // the loop that asks the runtime for chunk after chunk; a loop inside
    // it that took the parallel loop's ID (Polly's annotator hands the
    // mark's ID to the next loop that has none) gives it up.
    if (polly::BandAttr *Attr = polly::getLoopAttr(P->Mark);
        Attr && Attr->Metadata) {
      llvm::DominatorTree DT(Fn);
      llvm::LoopInfo LI(DT);
      llvm::Loop *Chunk = nullptr;
      if (LI.getTopLevelLoops().size() == 1 &&
          LI.getTopLevelLoops().front()->getSubLoops().size() == 1)
        Chunk = LI.getTopLevelLoops().front()->getSubLoops().front();
      for (llvm::Loop *L : LI.getLoopsInPreorder())
        if (L != Chunk && L->getLoopID() == Attr->Metadata)
          if (llvm::BasicBlock *Latch = L->getLoopLatch())
            Latch->getTerminator()->setMetadata(llvm::LLVMContext::MD_loop,
                                                nullptr);
      if (Chunk)
        Chunk->setLoopID(Attr->Metadata);
    }
    // Its schedule and chunk.
    if (llvm::CallInst *Init = callOf(Fn, "__kmpc_dispatch_init_8")) {
      Init->setArgOperand(2, llvm::ConstantInt::get(I32, scheduleType(*P)));
      Init->setArgOperand(
          6, llvm::ConstantInt::get(Init->getArgOperand(6)->getType(),
                                    P->Chunk.value_or(1)));
    }
    // Each thread's copy of each sum; where one cannot be made, the loop
    // runs on one thread (safe, and its step is reported missed).
    std::optional<uint32_t> Threads = P->Threads;
    for (const ParallelSum &Sum : P->Sums)
      if (!Fork || !privatizeSum(*Fork, Fn, Sum)) {
        Serial.push_back(P);
        Threads = 1;
        break;
      }
    // Its threads, asked for right before the runtime starts them, as
    // clang-22 does for num_threads(N).
    if (Fork && Threads)
      pushThreads(M, *Fork, *Threads);
  }
  if (!Matched)
    for (const ParallelLoop *P : Generated)
      Serial.push_back(P);
  (void)Ptr;
  return Serial;
}
