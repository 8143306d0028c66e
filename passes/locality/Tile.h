//===- Tile.h - tile sizes(...) on a schedule tree -------------*- C++ -*-===//
//
// tile sizes(S1, ..., Sd) on a perfect nest of d loops: d grid loops over
// the tiles, then d intratile loops over one tile's iterations
// (ScheduleNest.h's tileSchedules); with `separate`, the full tiles are
// found for the AST build to isolate once the SCoP's steps are all applied
// (FullTiles.h).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_TILE_H
#define LOOPCC_PASSES_LOCALITY_TILE_H

#include "passes/locality/FullTiles.h"
#include "passes/locality/StepInput.h"

#include <optional>

namespace loopcc {

/// The schedule with \p In's nest tiled; \p Separated, for `separate`, the
/// full tiles of the new nest.
isl::schedule applyTile(const StepInput &In,
                        std::optional<FullTiles> &Separated);

} // namespace loopcc

#endif
