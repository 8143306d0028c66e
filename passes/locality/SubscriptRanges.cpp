//===- SubscriptRanges.cpp - Marked subscripts on Polly's model -----------===//

#include "passes/locality/SubscriptRanges.h"
#include "passes/locality/DependenceViolation.h"
#include "passes/locality/SubscriptBounds.h"

#include "polly/ScopInfo.h"
#include "polly/Support/SCEVValidator.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

#include <optional>

namespace {

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
rangeOf(polly::Scop &S, const llvm::CallInst &Within,
        llvm::BasicBlock *BB, llvm::ScalarEvolution &SE, llvm::LoopInfo &LI) {
  llvm::ArrayRef<polly::ScopStmt *> Stmts = S.getStmtListFor(BB);
  if (Stmts.empty())
    return std::nullopt;
  // A block in a loop Polly boxes inside a statement has no iterations of
  // that loop in the model.
  llvm::Loop *Scope = LI.getLoopFor(BB);
  if (Scope != Stmts.front()->getSurroundingLoop())
    return std::nullopt;
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
  isl::set Domain = S.getDomainConditions(BB);
  if (Domain.is_null())
    return std::nullopt;
  isl::pw_aff Value = S.getPwAffOnly(Index, BB);
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

loopcc::SubscriptBoundsInScop loopcc::boundSubscripts(polly::Scop &S,
                                                      llvm::ScalarEvolution &SE,
                                                      llvm::LoopInfo &LI) {
  SubscriptBoundsInScop Bounds;
  Bounds.Outside = isl::set::empty(S.getParamSpace());
  Bounds.Leaving = isl::union_set::empty(S.getParamSpace().ctx());
  isl::set Context = S.getContext();
  for (llvm::BasicBlock *BB : S.getRegion().blocks())
    for (const llvm::Instruction &I : *BB) {
      const llvm::CallInst *Within = loopcc::subscriptMark(I);
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
              " elements whenever the nest runs; C leaves such an access "
              "undefined, so loopcc does not reorder the nest (write the "
              "element it reaches with its own subscripts, such as the next "
              "row's first, or declare the dimension larger)";
        }
        continue;
      }
      Bounds.Outside = Bounds.Outside.align_params(Outside.get_space())
                           .unite(Outside)
                           .coalesce();
    }
  // Every parameter value takes some subscript out of its dimension: no
  // run-time check would ever pass, so none is made and the arrays stay
  // flat (the step is judged on memory as it is).
  if (Context.subtract(Bounds.Outside).is_empty().is_true())
    Bounds.Outside = isl::set::empty(S.getParamSpace());
  return Bounds;
}

