//===- Parallelize.cpp - parallelize on a schedule tree -------------------===//

#include "passes/locality/Parallelize.h"

#include "passes/OptionOverride.h"
#include "passes/locality/DependenceViolation.h"
#include "pragma/vocabulary/StepClauses.h"

#include "polly/CodeGen/IslAst.h"
#include "polly/CodeGen/LoopGenerators.h"
#include "polly/DependenceInfo.h"
#include "polly/Support/ISLTools.h"
#include "polly/Support/ScopHelper.h"
#include "polly/ScopInfo.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
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

/// The sum the band carries, as its update is written: the first
/// reduction of \p D whose dependences the band does not keep apart.
std::string carriedSum(const polly::Dependences &D,
                       const isl::union_map &Prefix,
                       const isl::union_set &Domain) {
  for (const auto &[Access, Deps] : D.getReductionDependences()) {
    if (!Deps || !Access)
      continue;
    isl::union_map Own = isl::union_map(isl::manage_copy(Deps))
                             .intersect_domain(Domain)
                             .intersect_range(Domain);
    if (!carriesNone(D, Prefix, Own))
      return loopcc::statementAt(*Access->getStatement());
  }
  return "";
}

polly::OMPGeneralSchedulingType schedulingOf(const loopcc::ParallelLoop &P) {
  if (P.Schedule == loopcc::ParallelSchedule::Dynamic)
    return polly::OMPGeneralSchedulingType::Dynamic;
  // OpenMP's default, and libomp's: static, one block of iterations per
  // thread.
  return P.Chunk ? polly::OMPGeneralSchedulingType::StaticChunked
                 : polly::OMPGeneralSchedulingType::StaticNonChunked;
}

} // namespace

isl::schedule loopcc::applyParallelize(const StepInput &In, ParallelLoop &P,
                                       std::string &Why) {
  assert(In.Step.Kind == TransformKind::Parallelize && "not a parallelize");
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
        In.Nest, {NestLoop{reverseSchedule(In.Nest.Schedules[0]),
                           In.Nest.Marks[0]}});
    std::string Dependence = describeViolatedDependence(In.D, Reversed);
    Why = "the loop carries " +
          (Dependence.empty() ? std::string("a dependence") : Dependence) +
          ": its iterations must run one after another, not at once on "
          "several threads";
    return {};
  }
  if (!carriesNone(In.D, Prefix,
                   Within(In.D.getDependences(polly::Dependences::TYPE_RED)))) {
    std::string Sum = carriedSum(In.D, Prefix, Domain);
    Why = "every iteration updates the same sum" +
          (Sum.empty() ? std::string() : ", " + Sum) +
          ": threads would add to it at once; loopcc does not give each "
          "thread a copy of a sum of its own yet";
    return {};
  }

  P.Threads = In.Step.Threads;
  P.Schedule = In.Step.Schedule;
  P.Chunk = In.Step.Chunk;
  P.Spelling = In.Step.Spelling;
  P.Mark = In.Marks.make(producedRoles(In.Step)[0], 0u, /*Keeps=*/true);
  In.Marks.moved(In.Nest.Marks[0], P.Mark);
  return replaceNest(In.Nest, {NestLoop{In.Nest.Schedules[0], P.Mark}});
}

std::string loopcc::sharesSettingsWith(const ParallelLoop &P,
                                       llvm::ArrayRef<ParallelLoop> Others) {
  for (const ParallelLoop &O : Others)
    if (O.Threads != P.Threads || schedulingOf(O) != schedulingOf(P) ||
        O.Chunk != P.Chunk)
      return "another loop of this nest runs in parallel as '" + O.Spelling +
             "', and Polly's parallel code generator gives all the parallel "
             "loops of a nest one number of threads and one schedule; give "
             "both the same clauses";
  return "";
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
  // sharesSettingsWith let in only loops that agree.
  const ParallelLoop &P = Loops.front();
  polly::PollyNumThreads = P.Threads ? int(*P.Threads) : 0;
  polly::PollyScheduling = schedulingOf(P);
  polly::PollyChunkSize = P.Chunk ? int(*P.Chunk) : 1;
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

llvm::SmallVector<const loopcc::ParallelLoop *, 1>
loopcc::ParallelCodeGeneration::annotate(polly::IslAstInfo &Ast) {
  llvm::SmallVector<const ParallelLoop *, 1> Refused;
  if (!Old)
    return Refused;
  llvm::SmallPtrSet<const ParallelLoop *, 2> Found;
  // Each for node with the parallel loop asked for at the mark above it,
  // if any (isl may split one loop into several, under one mark).
  std::function<void(const isl::ast_node &, const ParallelLoop *)> Visit =
      [&](const isl::ast_node &Node, const ParallelLoop *Asked) {
        switch (isl_ast_node_get_type(Node.get())) {
        case isl_ast_node_mark: {
          isl::ast_node_mark Mark = Node.as<isl::ast_node_mark>();
          isl::id Id = Mark.id();
          const ParallelLoop *Here = nullptr;
          for (const ParallelLoop &P : Loops)
            if (P.Mark.get() == Id.get())
              Here = &P;
          // Another loop's mark: the loop below is that one.
          Visit(Mark.node(), Here ? Here
                             : polly::getLoopAttr(Id) ? nullptr
                                                       : Asked);
          return;
        }
        case isl_ast_node_for: {
          isl::ast_node_for For = Node.as<isl::ast_node_for>();
          polly::IslAstInfo::IslAstUserPayload *Payload =
              polly::IslAstInfo::getNodePayload(Node);
          if (Payload) {
            bool Parallel = Asked && Payload->IsParallel &&
                            !Payload->IsReductionParallel;
            if (Asked && !Parallel && !llvm::is_contained(Refused, Asked))
              Refused.push_back(Asked);
            // Polly would run the outermost parallel loop of every nest
            // in parallel, and mark other loops it finds parallel for the
            // vectorizer; only the loops asked for are parallel here, the
            // others are generated as without the test.
            Payload->IsOutermostParallel = Parallel;
            Payload->IsParallel = Parallel;
            Payload->IsInnermostParallel = false;
            Payload->IsReductionParallel = false;
            if (Parallel) {
              Found.insert(Asked);
              Generated.push_back(Asked);
            }
          }
          Visit(For.body(), nullptr);
          return;
        }
        case isl_ast_node_block: {
          isl::ast_node_list Children =
              Node.as<isl::ast_node_block>().children();
          for (unsigned I = 0, N = unsignedFromIslSize(Children.size());
               I < N; ++I)
            Visit(Children.at(I), Asked);
          return;
        }
        case isl_ast_node_if: {
          isl::ast_node_if If = Node.as<isl::ast_node_if>();
          Visit(If.then_node(), Asked);
          if (If.has_else_node().is_true())
            Visit(If.else_node(), Asked);
          return;
        }
        case isl_ast_node_user:
        case isl_ast_node_error:
          return;
        }
      };
  isl::ast_node Root = Ast.getAst();
  if (!Root.is_null())
    Visit(Root, nullptr);
  for (const ParallelLoop &P : Loops)
    if (!Found.count(&P) && !llvm::is_contained(Refused, &P))
      Refused.push_back(&P);
  return Refused;
}

void loopcc::ParallelCodeGeneration::placeLoopIDs(llvm::Module &M,
                                                  unsigned FunctionsBefore) {
  unsigned Index = 0;
  auto Next = Generated.begin();
  for (llvm::Function &Outlined : M) {
    if (Index++ < FunctionsBefore || Outlined.isDeclaration())
      continue;
    if (Next == Generated.end())
      break;
    const ParallelLoop *P = *Next++;
    polly::BandAttr *Attr = polly::getLoopAttr(P->Mark);
    if (!Attr || !Attr->Metadata)
      continue;
    llvm::DominatorTree DT(Outlined);
    llvm::LoopInfo LI(DT);
    if (LI.getTopLevelLoops().size() != 1)
      continue;
    // Static scheduling without a chunk gives each thread one block: its
    // loop is the function's. The others ask the runtime for chunk after
    // chunk, in a loop around the one that runs a chunk's iterations.
    llvm::Loop *Chunk = LI.getTopLevelLoops().front();
    if (schedulingOf(*P) != polly::OMPGeneralSchedulingType::StaticNonChunked) {
      if (Chunk->getSubLoops().size() != 1)
        continue;
      Chunk = Chunk->getSubLoops().front();
    }
    Chunk->setLoopID(Attr->Metadata);
  }
}
