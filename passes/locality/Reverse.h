//===- Reverse.h - reverse on a schedule tree ------------------*- C++ -*-===//
//
// reverse: the loop runs its iterations last first (its schedule negated,
// ScheduleNest.h's reverseSchedule).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_REVERSE_H
#define LOOPCC_PASSES_LOCALITY_REVERSE_H

#include "passes/locality/StepInput.h"

namespace loopcc {

/// The schedule with \p In's loop reversed.
isl::schedule applyReverse(const StepInput &In);

} // namespace loopcc

#endif
