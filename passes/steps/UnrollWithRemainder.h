//===- UnrollWithRemainder.h - Unrolling that keeps one exit -*- C++ -*-===//
//
// LLVM's unroll pass unrolls a loop whose trip count is a known constant
// that the count does not divide (1001 by 4) without a remainder loop: it
// keeps an exit test inside the unrolled body, and the loop it leaves has
// more than one exit. LoopDistribute takes only loops whose latch is their
// only exit ("loop is not bottom tested"), so `unroll count(4)` then
// `distribute` missed on such a loop. For a chain that goes on that way,
// the scheduler unrolls with a remainder loop instead, as LLVM does for a
// trip count known only at run time: LLVM's own UnrollLoop, with its
// run-time remainder asked for, and the follow-ups LoopUnrollPass would
// set.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_STEPS_UNROLLWITHREMAINDER_H
#define LOOPCC_PASSES_STEPS_UNROLLWITHREMAINDER_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Loop;
} // namespace llvm

namespace loopcc {

/// Whether LLVM's unroll pass would leave \p L, unrolled by \p Count, with
/// an exit inside the body: its trip count is a known constant, larger
/// than \p Count and not a multiple of it.
bool unrollKeepsExitsInBody(llvm::Loop &L, unsigned Count,
                            llvm::FunctionAnalysisManager &FAM);

/// Unrolls \p L by \p Count with a remainder loop, the latch the unrolled
/// loop's only exit, and gives the unrolled and the remainder loop the IDs
/// of the unroll follow-ups of \p L's ID. Emits LLVM's unroll remark.
/// Returns false, with \p L unchanged, when LLVM cannot make the remainder.
bool unrollWithRemainder(llvm::Loop &L, unsigned Count,
                         llvm::FunctionAnalysisManager &FAM);

} // namespace loopcc

#endif
