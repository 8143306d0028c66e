//===- ScheduleJudgment.cpp - May a step's new schedule stand? ------------===//

#include "passes/locality/ScheduleJudgment.h"
#include "passes/locality/DependenceViolation.h"
#include "passes/locality/SumOrder.h"

#include "polly/DependenceInfo.h"
#include "polly/ScopInfo.h"
#include "polly/Support/GICHelper.h"

#include "llvm/Support/raw_ostream.h"

namespace {

/// A reduction of \p S that only some iterations update: Polly's model
/// does not take it as one, so any step that reorders it is refused.
const loopcc::ReductionSlot *
conditionalSumIn(const polly::Scop &S,
                 llvm::ArrayRef<loopcc::ReductionSlot> Reductions) {
  for (const loopcc::ReductionSlot &Slot : Reductions)
    if (Slot.Reorderable && S.contains(Slot.Load) &&
        loopcc::updatedConditionally(S, Slot))
      return &Slot;
  return nullptr;
}

/// A floating-point reduction of \p S that may not be reordered, when it
/// is all that keeps \p New from being valid (the schedule keeps every
/// dependence once it is taken for a reduction).
const loopcc::ReductionSlot *
onlyUnorderedSumForbids(polly::Scop &S,
                        llvm::ArrayRef<loopcc::ReductionSlot> Reductions,
                        const isl::schedule &New) {
  const loopcc::ReductionSlot *Sum = nullptr;
  for (const loopcc::ReductionSlot &Slot : Reductions)
    if (!Slot.Reorderable && S.contains(Slot.Load))
      Sum = &Slot;
  if (!Sum)
    return nullptr;
  loopcc::markReductions(S, Reductions, /*All=*/true);
  polly::DependenceAnalysis::Result DA = polly::runDependenceAnalysis(S);
  bool Valid = DA.getDependences(polly::Dependences::AL_Statement)
                   .isValidSchedule(S, New);
  loopcc::markReductions(S, Reductions, /*All=*/false);
  return Valid ? Sum : nullptr;
}

} // namespace

std::string loopcc::judgeSchedule(polly::Scop &S, const polly::Dependences &D,
                                  llvm::ArrayRef<ReductionSlot> Reductions,
                                  const isl::schedule &New,
                                  const std::string &Spelling, bool Trace) {
  if (!D.isValidSchedule(S, New)) {
    if (Trace)
      llvm::errs() << "dependences: "
                   << polly::stringFromIslObj(memoryDependences(D), "null")
                   << "\n";
    if (const ReductionSlot *Sum = conditionalSumIn(S, Reductions))
      return conditionalSumText(*Sum, Spelling);
    if (const ReductionSlot *Sum = onlyUnorderedSumForbids(S, Reductions, New))
      return reorderingText(*Sum, Spelling);
    std::string Dependence = describeViolatedDependence(D, New);
    return "'" + Spelling + "' would reverse " +
           (Dependence.empty() ? "a dependence of the nest" : Dependence);
  }
  // Polly's dependences let a sum's updates be reordered; what reads the
  // sum elsewhere must stay on its side of them (SumOrder.h).
  return sumReadOutOfOrder(S, Reductions, New, Spelling);
}
