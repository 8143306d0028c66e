//===- Interchange.h - interchange on a schedule tree ----------*- C++ -*-===//
//
// interchange permutation(p1, ..., pd) on a perfect nest of d loops: loop
// k of the new nest is the nest's loop pk, with its schedule and its own
// chain (without a permutation, the two loops swapped).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_INTERCHANGE_H
#define LOOPCC_PASSES_LOCALITY_INTERCHANGE_H

#include "passes/locality/StepInput.h"

namespace loopcc {

/// The schedule with \p In's nest permuted.
isl::schedule applyInterchange(const StepInput &In);

} // namespace loopcc

#endif
