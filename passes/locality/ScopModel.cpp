//===- ScopModel.cpp - A SCoP's model made ready for loopcc's steps -------===//

#include "passes/locality/ScopModel.h"
#include "passes/locality/Budget.h"
#include "passes/locality/UncheckedOverlap.h"

#include "polly/DeLICM.h"
#include "polly/ForwardOpTree.h"
#include "polly/ScopInfo.h"
#include "polly/Simplify.h"

loopcc::ScopModel
loopcc::prepareScopModel(polly::Scop &S, llvm::AAResults &AA,
                         llvm::ScalarEvolution &SE, llvm::LoopInfo &LI,
                         llvm::ArrayRef<ReductionSlot> Reductions) {
  std::string Overlap = uncheckedOverlap(S, AA);
  // C's subscript bounds (SubscriptBounds.h): where the parameters may
  // take a subscript out of its dimension, the new code runs under a
  // run-time check that they do not, the original nest otherwise.
  SubscriptBoundsInScop Bounds = boundSubscripts(S, SE, LI);
  if (!Bounds.Outside.is_empty().is_true())
    S.addAssumption(polly::INBOUNDS, Bounds.Outside, llvm::DebugLoc(),
                    polly::AS_RESTRICTION, nullptr, /*RTC=*/true);
  // The context holds what the parameters are known to satisfy; Polly's
  // dependence analysis reads the statements' domains alone, so the
  // domains are restricted to it, and to the run-time check, first.
  S.restrictDomains(
      S.getDomains().intersect_params(S.getContext().subtract(Bounds.Outside)));
  // What Polly does before its own optimizer: turn the scalars LICM
  // promoted back into the array accesses they were, so that they do not
  // add dependences the source does not have.
  polly::runSimplify(S, 0);
  polly::runForwardOpTree(S);
  polly::runDeLICM(S);
  polly::runSimplify(S, 1);
  markReductions(S, Reductions, /*All=*/false);
  return ScopModel{std::move(Overlap), std::move(Bounds),
                   polly::runDependenceAnalysis(S)};
}

std::string loopcc::nestRefusal(ScopModel &Model, const isl::schedule &Sched,
                                const isl::schedule_node &Mark,
                                const std::string &Spelling) {
  if (!Model.Overlap.empty())
    return "'" + Spelling + "' is not applied: " + Model.Overlap;
  const SubscriptBoundsInScop &Bounds = Model.Bounds;
  if (!Bounds.LeavesItsDimension.empty() &&
      !Mark.get_domain().intersect(Bounds.Leaving).is_empty().is_true())
    return "'" + Spelling + "' is not applied: " + Bounds.LeavesItsDimension;
  if (!Model.dependences().hasValidDependences())
    return overBudget("the loop nest's dependences");
  // Polly proved the nest runs no iteration (its domain is empty):
  // nothing to reorder, and Polly's legality check stops the compiler on
  // the empty schedule (found by the differential run, seed 280139).
  if (Sched.get_domain().is_empty().is_true())
    return "the loop never runs: Polly's model of the nest has no "
           "iteration, so there is nothing to reorder";
  return "";
}
