//===- SubscriptBounds.cpp - C's array bounds, kept for the engine --------===//

#include "passes/locality/SubscriptBounds.h"
#include "passes/ChainFromMetadata.h"
#include "passes/locality/DependenceViolation.h"

#include "polly/ScopInfo.h"
#include "polly/Support/SCEVValidator.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"

#include <optional>

namespace {

llvm::cl::opt<bool> UseSubscriptBounds(
    "loopcc-subscript-bounds", llvm::cl::init(true),
    llvm::cl::desc("Let the locality engine rely on C's rule that a "
                   "subscript stays within the dimension its array type "
                   "declares (off: arrays are flat memory, as LLVM sees "
                   "them, and rows may overlap)"));

/// The functions the marks call, one per index type: declared, never
/// defined, reading no memory, so that LLVM knows nothing of what they
/// do with the index. They are not `willreturn`, so that no pass removes
/// a call whose result nothing uses (an `llvm.assume` of the result was
/// dropped by LLVM 22's DropUnnecessaryAssumesPass before the engine's
/// last run).
constexpr llvm::StringLiteral WithinPrefix = "loopcc.subscript_within.i";

/// One subscript of a declared dimension.
struct Subscript {
  llvm::Value *Index;
  uint64_t Size;
};

bool asksForLocalityStep(const llvm::Function &F) {
  for (const llvm::BasicBlock &BB : F) {
    const llvm::Instruction *Term = BB.getTerminator();
    const llvm::MDNode *LoopID =
        Term ? Term->getMetadata(llvm::LLVMContext::MD_loop) : nullptr;
    if (!LoopID)
      continue;
    for (const loopcc::ChainStep &Step :
         loopcc::readChainFromLoopID(LoopID).Steps)
      if (loopcc::passKind(Step.Kind) == loopcc::TransformKind::Tile)
        return true;
  }
  return false;
}

/// The subscripts of declared dimensions that make the address \p Ptr of
/// an access, outermost last. False when the address is not made of
/// subscripts alone: pointer arithmetic on an element pointer
/// (`(&A[i][0])[k]` may walk into the next row in code that treats a
/// matrix as flat), a struct member (its last member may be a pre-C99
/// flexible array), an array of fewer than two elements.
bool collectSubscripts(llvm::Value *Ptr,
                       llvm::SmallVectorImpl<Subscript> &Subscripts) {
  auto *GEP = llvm::dyn_cast<llvm::GEPOperator>(Ptr);
  if (!GEP)
    return false;
  for (; GEP;
       GEP = llvm::dyn_cast<llvm::GEPOperator>(GEP->getPointerOperand())) {
    llvm::Type *Ty = GEP->getSourceElementType();
    if (!Ty->isArrayTy())
      return false;
    // The first index steps over whole arrays (rows of `int (*A)[50]`, or
    // 0 into a declared object): C bounds it only through the object.
    // Each later index selects an element of the array type it indexes.
    for (unsigned I = 1, E = GEP->getNumIndices(); I < E; ++I) {
      auto *Array = llvm::dyn_cast<llvm::ArrayType>(Ty);
      if (!Array || Array->getNumElements() < 2)
        return false;
      Subscripts.push_back({GEP->getOperand(1 + I), Array->getNumElements()});
      Ty = Array->getElementType();
    }
  }
  return true;
}

/// The function the marks of an index of type \p Ty call.
llvm::FunctionCallee withinFunction(llvm::Module &M, llvm::IntegerType *Ty) {
  llvm::LLVMContext &Ctx = M.getContext();
  llvm::FunctionCallee Callee = M.getOrInsertFunction(
      (WithinPrefix + llvm::Twine(Ty->getBitWidth())).str(),
      llvm::FunctionType::get(llvm::Type::getVoidTy(Ctx), {Ty, Ty},
                              /*isVarArg=*/false));
  if (auto *Fn = llvm::dyn_cast<llvm::Function>(Callee.getCallee())) {
    Fn->setDoesNotAccessMemory();
    Fn->setDoesNotThrow();
  }
  return Callee;
}

/// \p I, when it is one of the marks this file adds.
const llvm::CallInst *markedWithin(const llvm::Instruction &I) {
  const auto *Within = llvm::dyn_cast<llvm::CallInst>(&I);
  const llvm::Function *Fn = Within ? Within->getCalledFunction() : nullptr;
  if (!Fn || !Fn->getName().starts_with(WithinPrefix) ||
      Within->arg_size() != 2)
    return nullptr;
  return Within;
}

/// Marks \p S before \p Access; false when there is nothing to mark (a
/// constant subscript).
bool markWithin(llvm::Instruction *Access, const Subscript &S) {
  auto *IndexTy = llvm::dyn_cast<llvm::IntegerType>(S.Index->getType());
  if (!IndexTy || llvm::isa<llvm::Constant>(S.Index))
    return false;
  unsigned Bits = IndexTy->getBitWidth();
  // A size the index type cannot hold bounds nothing.
  if (Bits < 64 && S.Size > (uint64_t(1) << (Bits - 1)) - 1)
    return false;
  llvm::IRBuilder<> Builder(Access);
  Builder.CreateCall(withinFunction(*Access->getModule(), IndexTy),
                     {S.Index, llvm::ConstantInt::get(IndexTy, S.Size)});
  return true;
}

/// The range of a marked subscript over its statement's iterations.
struct SubscriptRange {
  /// The parameters for which it leaves its dimension in some iteration.
  isl::set Outside;
  /// The parameters for which its statement runs at all.
  isl::set Runs;
  /// Its access runs in every iteration of the statement's domain (not
  /// under a condition Polly's model keeps inside the statement).
  bool EveryIteration;
};

/// \p Within's subscript over the iterations of \p BB in \p S; none when
/// Polly's model cannot describe it (then it bounds nothing: the array
/// is flat there, which is what memory is).
std::optional<SubscriptRange>
rangeOf(const polly::Scop &S, const llvm::CallInst &Within,
        llvm::BasicBlock *BB, llvm::ScalarEvolution &SE, llvm::LoopInfo &LI) {
  llvm::ArrayRef<polly::ScopStmt *> Stmts = S.getStmtListFor(BB);
  if (Stmts.empty())
    return std::nullopt;
  llvm::Loop *Scope = LI.getLoopFor(BB);
  const llvm::SCEV *Index = SE.getSCEVAtScope(Within.getArgOperand(0), Scope);
  auto *Size = llvm::dyn_cast<llvm::ConstantInt>(Within.getArgOperand(1));
  polly::InvariantLoadsSetTy Loads = S.getRequiredInvariantLoads();
  if (!Size || !polly::isAffineExpr(&S.getRegion(), Scope, Index, SE, &Loads))
    return std::nullopt;
  // A value the model has no parameter for is not one it can bound.
  for (const llvm::SCEV *Param :
       polly::getParamsInAffineExpr(&S.getRegion(), Scope, Index, SE))
    if (S.getIdForParam(Param).is_null())
      return std::nullopt;
  auto &Model = const_cast<polly::Scop &>(S);
  isl::set Domain = Model.getDomainConditions(BB);
  if (Domain.is_null())
    return std::nullopt;
  isl::pw_aff Value = Model.getPwAffOnly(Index, BB);
  if (Value.is_null())
    return std::nullopt;
  Domain = Domain.reset_tuple_id();
  Value = isl::manage(isl_pw_aff_reset_tuple_id(Value.release(), isl_dim_in));
  Domain = Domain.align_params(Value.get_space());
  Value = isl::manage(
      isl_pw_aff_align_params(Value.release(), Domain.get_space().release()));
  isl::ctx Ctx = Domain.ctx();
  isl::pw_aff Zero = isl::manage(isl_pw_aff_val_on_domain(
      Domain.copy(), isl_val_int_from_si(Ctx.get(), 0)));
  isl::pw_aff End = isl::manage(isl_pw_aff_val_on_domain(
      Domain.copy(), isl_val_int_from_ui(Ctx.get(), Size->getZExtValue())));
  isl::set Leaves = Value.lt_set(Zero).unite(Value.ge_set(End));
  return SubscriptRange{Leaves.intersect(Domain).params(), Domain.params(),
                        !Stmts.front()->isRegionStmt()};
}

} // namespace

bool loopcc::addSubscriptBounds(llvm::Function &F) {
  llvm::SmallVector<std::pair<llvm::Instruction *, Subscript>, 16> Bounds;
  for (llvm::Instruction &I : llvm::instructions(F)) {
    llvm::Value *Ptr = nullptr;
    if (auto *Load = llvm::dyn_cast<llvm::LoadInst>(&I))
      Ptr = Load->getPointerOperand();
    else if (auto *Store = llvm::dyn_cast<llvm::StoreInst>(&I))
      Ptr = Store->getPointerOperand();
    llvm::SmallVector<Subscript, 4> Subscripts;
    if (!Ptr || !collectSubscripts(Ptr, Subscripts))
      continue;
    for (const Subscript &S : Subscripts)
      Bounds.push_back({&I, S});
  }
  bool Added = false;
  for (const auto &[Access, S] : Bounds)
    Added |= markWithin(Access, S);
  return Added;
}

bool loopcc::removeSubscriptBounds(llvm::Function &F) {
  return removeSubscriptBounds(F,
                               [](const llvm::BasicBlock &) { return true; });
}

bool loopcc::removeSubscriptBounds(
    llvm::Function &F, llvm::function_ref<bool(const llvm::BasicBlock &)> In) {
  // The marks, and the copies Polly's code generator made of them.
  llvm::SmallVector<llvm::CallInst *, 16> Calls;
  for (unsigned Bits : {8, 16, 32, 64, 128})
    if (llvm::Function *Fn = F.getParent()->getFunction(
            (WithinPrefix + llvm::Twine(Bits)).str()))
      for (llvm::User *U : Fn->users())
        if (auto *Call = llvm::dyn_cast<llvm::CallInst>(U);
            Call && Call->getFunction() == &F && In(*Call->getParent()))
          Calls.push_back(Call);
  for (llvm::CallInst *Call : Calls) {
    llvm::Value *Index = Call->getArgOperand(0);
    Call->eraseFromParent();
    llvm::RecursivelyDeleteTriviallyDeadInstructions(Index);
  }
  return !Calls.empty();
}

loopcc::SubscriptBoundsInScop loopcc::boundSubscripts(const polly::Scop &S,
                                                      llvm::ScalarEvolution &SE,
                                                      llvm::LoopInfo &LI) {
  SubscriptBoundsInScop Bounds;
  Bounds.Outside = isl::set::empty(S.getParamSpace());
  Bounds.Leaving = isl::union_set::empty(S.getParamSpace().ctx());
  isl::set Context = S.getContext();
  for (llvm::BasicBlock *BB : S.getRegion().blocks())
    for (const llvm::Instruction &I : *BB) {
      const llvm::CallInst *Within = markedWithin(I);
      if (!Within)
        continue;
      std::optional<SubscriptRange> Range = rangeOf(S, *Within, BB, SE, LI);
      if (!Range)
        continue;
      isl::set Outside =
          Range->Outside.align_params(Context.get_space()).intersect(Context);
      // Proven: within its dimension whatever the parameters.
      if (Outside.is_empty().is_true())
        continue;
      isl::set Runs =
          Range->Runs.align_params(Context.get_space()).intersect(Context);
      if (Runs.is_subset(Outside).is_true()) {
        // Under a condition of the statement's own, it may never run: the
        // bound is not used (memory is flat, which is always right).
        if (!Range->EveryIteration)
          continue;
        // Whenever its statement runs, the access leaves its dimension.
        for (polly::ScopStmt *Stmt : S.getStmtListFor(BB))
          Bounds.Leaving = Bounds.Leaving.unite(Stmt->getDomain());
        if (Bounds.LeavesItsDimension.empty()) {
          const llvm::DebugLoc &DL = I.getDebugLoc();
          std::string Text = loopcc::accessTextAt(DL);
          Bounds.LeavesItsDimension =
              (Text.empty() ? std::string("an access") : Text) +
              (DL && DL.getLine()
                   ? " (line " + std::to_string(DL.getLine()) + ")"
                   : std::string()) +
              " goes past the end of a dimension of " +
              std::to_string(
                  llvm::cast<llvm::ConstantInt>(Within->getArgOperand(1))
                      ->getZExtValue()) +
              " elements";
        }
        continue;
      }
      Bounds.Outside = Bounds.Outside.align_params(Outside.get_space())
                           .unite(Outside)
                           .coalesce();
    }
  return Bounds;
}

llvm::PreservedAnalyses
loopcc::SubscriptBoundsPass::run(llvm::Function &F,
                                 llvm::FunctionAnalysisManager &) {
  if (!UseSubscriptBounds || F.isDeclaration() || !asksForLocalityStep(F) ||
      !addSubscriptBounds(F))
    return llvm::PreservedAnalyses::all();
  return llvm::PreservedAnalyses::none();
}

llvm::PreservedAnalyses
loopcc::RemoveSubscriptBoundsPass::run(llvm::Function &F,
                                       llvm::FunctionAnalysisManager &) {
  if (F.isDeclaration() || !removeSubscriptBounds(F))
    return llvm::PreservedAnalyses::all();
  return llvm::PreservedAnalyses::none();
}
