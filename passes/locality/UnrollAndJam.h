//===- UnrollAndJam.h - unroll_and_jam on the schedule tree -----*- C++ -*-===//
//
// An unroll_and_jam whose loop a locality step made is applied by the
// engine, on the schedule tree, and judged by Polly's dependences. LLVM's
// pass would judge it by its own dependence analysis, which cannot tell
// apart the rows of the flat subscripts Polly's code generator writes and
// declines the register tile of a tiled gemm (docs/performance.md).
//
// The outer loop runs strips of Factor iterations, counted from its first
// iteration for each iteration of the loops around it; inside a strip the
// inner loop runs the Factor copies of its body in a sequence, one per
// iteration of the strip, as LLVM's pass jams them. Where the inner loop
// holds a perfect nest of its own, the copies are jammed down into the
// innermost body (LLVM's pass takes a two-deep nest only): the register
// tile of a dot product, i and j jammed into k. The strips that are not
// full (the last one, where Factor does not divide the trip count) run the
// nest as it was: the remainder loops, after the strips. Where a loop of
// the nest must stay one loop (a pack's copies go around all its
// iterations), the partial strip stays in the strip loop instead, its
// missing copies left out by guards, and there are no remainder loops.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_UNROLLANDJAM_H
#define LOOPCC_PASSES_LOCALITY_UNROLLANDJAM_H

#include "passes/locality/StepInput.h"
#include "llvm/ADT/ArrayRef.h"
#include "isl/isl-noexceptions.h"

#include <string>

namespace loopcc {

struct ScheduleNest;

/// The loops an unroll_and_jam makes of the outer loop and its inner loop.
constexpr unsigned JamNestDepth = 2;

/// The marks of the loops the jam makes (any may be null).
struct JamMarks {
  isl::id Outer, Inner, RemainderOuter, RemainderInner;
};

/// The schedule with \p Nest's outer loop unrolled \p Factor times and the
/// copies jammed into its inner loop; null, with \p Why, when the nest does
/// not have the shape the jam needs (the engine then leaves the jam to
/// LLVM's pass, which gives its own reason; \p Why is for the trace). No
/// loop under a mark of \p Whole is split into a jammed and a remainder
/// copy.
isl::schedule jamNest(const ScheduleNest &Nest, unsigned Factor,
                      const JamMarks &Marks, llvm::ArrayRef<isl::id> Whole,
                      std::string &Why);

/// unroll_and_jam count(N)'s step on \p In's two loops: the marks of its
/// loops made, then jamNest; \p Packed are the marks of the loops packs
/// are on (their copies go around every iteration). Null without a count
/// (LLVM's pass chooses one: the step is left to it).
isl::schedule applyUnrollAndJam(const StepInput &In,
                                llvm::ArrayRef<isl::id> Packed,
                                std::string &Why);

} // namespace loopcc

#endif
