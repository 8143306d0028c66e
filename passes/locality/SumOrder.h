//===- SumOrder.h - A sum's updates against what reads it ------*- C++ -*-===//
//
// A reduction in a slot (ReductionSlots.h) is marked as one, so that
// Polly's dependences let a step reorder its updates. Polly then orders a
// read of the sum by another statement after the sum's last update only
// (the value it reads), and after the privatization it derives from that;
// the model loopcc hands it can lose even that: with the sum's exit value
// forwarded into a later loop's statement (ForwardOpTree), a `fuse` of
// the loop that sums with the loop that reads the sum was accepted, and
// the later loop read the partial sums.
//
// So the engine checks, beside Polly's dependences, that a step keeps
// every statement that reads or sets a sum's variable, other than the
// update itself, on the side of every update it was on: all updates
// before a read that came after the loop, the initial value before all
// of them. The updates among themselves may still be reordered.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_SUMORDER_H
#define LOOPCC_PASSES_LOCALITY_SUMORDER_H

#include "passes/locality/ReductionSlots.h"

#include "isl/isl-noexceptions.h"

#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace polly {
class Scop;
} // namespace polly

namespace loopcc {

/// "" when \p New keeps every statement of \p S that reads or sets the
/// variable of a sum of \p Slots on the side of each of the sum's updates
/// that \p S's schedule has it on; else the reason \p Step is refused:
/// "'fuse' would run c[j] = s + j (line 7), which reads the sum at line 6
/// (s += a[i]), before the sum's last update".
std::string sumReadOutOfOrder(const polly::Scop &S,
                              llvm::ArrayRef<ReductionSlot> Slots,
                              const isl::schedule &New,
                              const std::string &Step);

} // namespace loopcc

#endif
