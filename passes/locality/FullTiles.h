//===- FullTiles.h - Full tiles apart from partial ones ---------*- C++ -*-===//
//
// `tile sizes(...) separate`: the AST generator writes the full tiles
// apart from the partial ones at the nest's edges, so that in a full tile
// every intratile loop runs exactly its size: constant trip counts, which
// unroll_and_jam and vectorize then take without remainders (BLIS's
// micro-kernel runs on full tiles only; Polly's MatmulOptimizer isolates
// them the same way). The schedule is unchanged: only how isl's AST
// generator splits the innermost grid loop (its "isolate" option).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_FULLTILES_H
#define LOOPCC_PASSES_LOCALITY_FULLTILES_H

#include "isl/isl-noexceptions.h"
#include "llvm/ADT/ArrayRef.h"

#include <cstdint>

namespace loopcc {

/// \p Sched with the full tiles of a tile step isolated: \p GridMark and
/// \p IntratileMark are the marks of the step's innermost grid and
/// innermost intratile loops, \p Sizes its sizes (one grid loop and one
/// intratile loop each, grid loops outermost). A tile is full when every
/// point of its box is an iteration of the nest. Sched as it is when the
/// marks are not found.
isl::schedule separateFullTiles(const isl::schedule &Sched,
                                const isl::id &GridMark,
                                const isl::id &IntratileMark,
                                llvm::ArrayRef<uint32_t> Sizes);

} // namespace loopcc

#endif
