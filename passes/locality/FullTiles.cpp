//===- FullTiles.cpp - Full tiles apart from partial ones -----------------===//
//
// isl's AST generator takes an "isolate" option on a band: the part of the
// band's schedule space (its outer prefix -> its own dimensions) given is
// generated on its own, with the isolated constraints known, so the loops
// inside a full tile are bounded by constants. The rest is "atomic": one
// copy, not one per piece (isl's manual, "AST Generation Options (Schedule
// Tree)").
//
//===----------------------------------------------------------------------===//

#include "passes/locality/FullTiles.h"
#include "passes/locality/ScheduleNest.h"

#include "isl/schedule_node.h"
#include "isl/set.h"
#include "llvm/ADT/ArrayRef.h"

#include <cassert>
#include <optional>
#include <string>

namespace {

/// The band under the mark \p Id in \p Sched.
std::optional<isl::schedule_node> bandUnder(const isl::schedule &Sched,
                                            const isl::id &Id) {
  std::optional<isl::schedule_node> Mark =
      loopcc::findMark(Sched.get_root(), Id);
  if (!Mark || !Mark->child(0).isa<isl::schedule_node_band>().is_true())
    return std::nullopt;
  return Mark->child(0);
}

/// { [x0, ..., x(n-1)] } where, for each of the step's loops k, intratile
/// value p_k lies in the tile grid value g_k names: S*g <= p < S*(g + 1).
isl::set tileBoxes(isl::ctx Ctx, unsigned Outer,
                   llvm::ArrayRef<uint32_t> Sizes) {
  unsigned D = Sizes.size();
  std::string Vars, Constraints;
  for (unsigned X = 0; X < Outer + 2 * D; ++X)
    Vars += (X ? ", x" : "x") + std::to_string(X);
  for (unsigned K = 0; K < D; ++K) {
    std::string S = std::to_string(Sizes[K]);
    std::string G = "x" + std::to_string(Outer + K);
    std::string P = "x" + std::to_string(Outer + D + K);
    Constraints += (K ? " and " : "") + S + G + " <= " + P + " < " + S +
                   G + " + " + S;
  }
  return isl::set(Ctx, "{ [" + Vars + "] : " + Constraints + " }");
}

} // namespace

std::optional<loopcc::FullTiles>
loopcc::findFullTiles(const isl::schedule &Sched, const isl::id &GridMark,
                      const isl::id &IntratileMark,
                      llvm::ArrayRef<uint32_t> Sizes) {
  assert(!Sizes.empty() && "a tile step has sizes");
  std::optional<isl::schedule_node> Grid = bandUnder(Sched, GridMark);
  std::optional<isl::schedule_node> Intratile =
      bandUnder(Sched, IntratileMark);
  if (!Grid || !Intratile)
    return std::nullopt;

  // Every point of the nest, by the outer loops, the grid and the
  // intratile loops (a band is one loop here: one dimension each).
  isl::union_set Range =
      Intratile->child(0).get_prefix_schedule_relation().range();
  if (Range.is_empty())
    return std::nullopt;
  isl::set Points(Range);
  unsigned D = Sizes.size();
  unsigned Dims = unsigned(Points.tuple_dim().release());
  if (Dims < 2 * D)
    return std::nullopt;
  unsigned Outer = Dims - 2 * D;

  // A tile is partial when a point of its box is not a point of the nest.
  isl::set Tiles = Points.project_out(isl::dim::set, Outer + D, D);
  isl::set Boxes = tileBoxes(Points.ctx(), Outer, Sizes)
                       .align_params(Points.get_space())
                       .intersect(Tiles.add_dims(isl::dim::set, D));
  isl::set Partial =
      Boxes.subtract(Points).project_out(isl::dim::set, Outer + D, D);
  isl::set Full = Tiles.subtract(Partial).coalesce();

  isl::map Isolated = isl::map::from_domain(Full).move_dims(
      isl::dim::out, 0, isl::dim::in, Outer + D - 1, 1);
  isl::union_set Options(Isolated.wrap().set_tuple_id(
      isl::id::alloc(Points.ctx(), "isolate", nullptr)));
  Options = Options.unite(everyDimensionOption(Points.ctx(), "atomic"));
  return FullTiles{GridMark, Options, Outer + D - 1};
}

isl::schedule loopcc::isolateFullTiles(const isl::schedule &Sched,
                                       const FullTiles &Tiles) {
  std::optional<isl::schedule_node> Grid = bandUnder(Sched, Tiles.GridMark);
  if (!Grid ||
      unsigned(Grid->get_schedule_depth().release()) != Tiles.Depth)
    return Sched;
  return Grid->as<isl::schedule_node_band>()
      .set_ast_build_options(Tiles.Options)
      .get_schedule();
}
