//===- Tile.cpp - tile sizes(...) on a schedule tree ----------------------===//

#include "passes/locality/Tile.h"

#include "pragma/vocabulary/StepClauses.h"

isl::schedule loopcc::applyTile(const StepInput &In,
                                std::optional<FullTiles> &Separated) {
  const ChainStep &Step = In.Step;
  assert(Step.Kind == TransformKind::Tile && "not a tile");
  unsigned Depth = In.Nest.Schedules.size();
  assert(Step.Sizes.size() == Depth && "a size for each loop of the nest");
  llvm::SmallVector<LoopRole, 8> Roles = producedRoles(Step);
  llvm::SmallVector<NestLoop, 8> Loops;
  auto Schedules = tileSchedules(In.Nest, Step.Sizes);
  for (unsigned J = 0; J < Schedules.size(); ++J) {
    // Grid loop k runs loop k's tiles; intratile loop k runs loop k's
    // iterations, and is loop k itself for the loop's own chain.
    unsigned Source = J % Depth;
    Loops.push_back(
        {Schedules[J], In.Marks.make(Roles[J], Source, J >= Depth)});
    if (J < Depth)
      In.Marks.moved(In.Nest.Marks[Source], Loops.back().Mark);
  }
  isl::schedule Tiled = replaceNest(In.Nest, Loops);
  if (Step.Separate)
    Separated = findFullTiles(Tiled, Loops[Depth - 1].Mark,
                              Loops[2 * Depth - 1].Mark, Step.Sizes);
  return Tiled;
}
