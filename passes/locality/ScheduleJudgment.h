//===- ScheduleJudgment.h - May a step's new schedule stand? ----*- C++ -*-===//
//
// A step (StepInput.h) returns the schedule it makes and knows nothing of
// the dependences; the engine asks here whether that schedule may replace
// the old one. Polly's dependences decide (isValidSchedule), and the
// reason for a refusal names what forbids it: a sum only some iterations
// update (Polly does not take it for one), a floating-point sum that may
// not be reordered when it alone forbids the step, or the dependence the
// step would reverse. A schedule Polly accepts is still refused where it
// moves a read of a sum across the sum's updates (SumOrder.h).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_SCHEDULEJUDGMENT_H
#define LOOPCC_PASSES_LOCALITY_SCHEDULEJUDGMENT_H

#include "passes/locality/ReductionSlots.h"

#include "isl/isl-noexceptions.h"

#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace polly {
class Dependences;
class Scop;
} // namespace polly

namespace loopcc {

/// Why \p New, step \p Spelling's schedule for \p S, must not stand, on
/// \p S's dependences \p D and its sums \p Reductions; "" when it may.
/// \p Trace prints the dependences of a refused schedule.
std::string judgeSchedule(polly::Scop &S, const polly::Dependences &D,
                          llvm::ArrayRef<ReductionSlot> Reductions,
                          const isl::schedule &New, const std::string &Spelling,
                          bool Trace);

} // namespace loopcc

#endif
