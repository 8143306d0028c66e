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
#include <optional>

namespace loopcc {

/// The full tiles of a tile step, as an AST build option of its last grid
/// loop. Set only once every step of the nest is applied: a band with an
/// isolate option is an anchored node for isl (its option names the loops
/// around it), and isl refuses to delete a band above one, as a later step
/// on the nest's loops does.
struct FullTiles {
  /// The mark of the step's last grid loop.
  isl::id GridMark;
  /// isolate[[outer loops, grid loops but the last] -> [last grid loop]]
  /// for the full tiles, and atomic for the rest.
  isl::union_set Options;
  /// How many loops are around the last grid loop; a later step that adds
  /// or removes one makes the option meaningless.
  unsigned Depth = 0;
};

/// The full tiles of the tile step just applied in \p Sched: \p GridMark
/// and \p IntratileMark are the marks of its innermost grid and innermost
/// intratile loops, \p Sizes its sizes (one grid loop and one intratile
/// loop each, grid loops outermost). A tile is full when every point of
/// its box is an iteration of the nest. None when the marks are not found.
std::optional<FullTiles> findFullTiles(const isl::schedule &Sched,
                                       const isl::id &GridMark,
                                       const isl::id &IntratileMark,
                                       llvm::ArrayRef<uint32_t> Sizes);

/// \p Sched with \p Tiles' option on its grid loop; as it is when a later
/// step replaced that loop or changed the loops around it (the nest is
/// then generated without the split, and is as right).
isl::schedule isolateFullTiles(const isl::schedule &Sched,
                               const FullTiles &Tiles);

} // namespace loopcc

#endif
