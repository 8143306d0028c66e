//===- Skew.h - skew on a schedule tree ------------------------*- C++ -*-===//
//
// skew factors(F2, ..., Fd) on a perfect nest of d loops: loop k (k >= 2)
// of the new nest runs the nest's loop k shifted by Fk times the outermost
// loop's iteration (i' = i + Fk * t), each with its own chain.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_SKEW_H
#define LOOPCC_PASSES_LOCALITY_SKEW_H

#include "passes/locality/StepInput.h"

namespace loopcc {

/// The schedule with \p In's nest skewed.
isl::schedule applySkew(const StepInput &In);

} // namespace loopcc

#endif
