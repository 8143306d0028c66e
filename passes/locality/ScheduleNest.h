//===- ScheduleNest.h - A perfect loop nest in a schedule tree -*- C++ -*-===//
//
// Polly's schedule tree gives each loop a one-dimensional band, wrapped in
// a mark that carries the loop's llvm.loop ID (a polly::BandAttr). A
// locality step takes the d bands of a perfect nest out of the tree and
// puts new bands, each with its own mark, in their place.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_SCHEDULENEST_H
#define LOOPCC_PASSES_LOCALITY_SCHEDULENEST_H

#include "isl/isl-noexceptions.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace llvm {
class Loop;
} // namespace llvm

namespace loopcc {

/// d perfectly nested loops of a schedule tree, outermost first.
struct ScheduleNest {
  /// Where the nest starts: the outermost loop's mark, or its band.
  isl::schedule_node Top;
  /// The tree nodes the nest spans, marks and bands.
  unsigned Nodes = 0;
  /// Each loop's one-dimensional schedule.
  llvm::SmallVector<isl::multi_union_pw_aff, 4> Schedules;
  /// Each loop's mark (null when the loop has none).
  llvm::SmallVector<isl::id, 4> Marks;
};

/// The \p Depth loops nested at \p Top; none, with \p Why saying what
/// breaks the nest, when they are not perfectly nested. \p Why completes
/// "... needs d perfectly nested loops; ".
std::optional<ScheduleNest> collectNest(isl::schedule_node Top, unsigned Depth,
                                        std::string &Why);

/// Whether \p Node is a mark that carries a loop's attributes (a
/// polly::BandAttr).
bool isLoopMark(const isl::schedule_node &Node);

/// The instances the one-loop band \p Band runs, in the space of its
/// points [p, o]: p the loops around it, o its own value.
struct BandPoints {
  /// { Stmt[] -> [p, o] }, the same as a function, and its range.
  isl::union_map StmtToPoint;
  isl::union_pw_multi_aff PointOf;
  isl::set Points;
  /// o, and its first and last value for each p, on the points.
  isl::pw_aff Value, First, Last;
};

/// \p Band's points; none when it runs no instance.
std::optional<BandPoints> bandPoints(const isl::schedule_node &Band);

/// The first node of the tree at \p Root (\p Root or below it, outermost
/// first) that \p Wanted accepts.
std::optional<isl::schedule_node>
findNode(const isl::schedule_node &Root,
         llvm::function_ref<bool(const isl::schedule_node &)> Wanted);

/// The mark node at or below \p Root whose id is \p Id.
std::optional<isl::schedule_node> findMark(const isl::schedule_node &Root,
                                           const isl::id &Id);

/// One loop of the new nest.
struct NestLoop {
  isl::multi_union_pw_aff Schedule;
  isl::id Mark; // may be null
};

/// The schedule with \p Nest replaced by \p Loops, outermost first.
isl::schedule replaceNest(const ScheduleNest &Nest,
                          llvm::ArrayRef<NestLoop> Loops);

/// tile sizes(S1, ..., Sd): the grid schedules floor(Pk / Sk), then the
/// intratile ones Pk, outermost first (2d of them).
llvm::SmallVector<isl::multi_union_pw_aff, 8>
tileSchedules(const ScheduleNest &Nest, llvm::ArrayRef<uint32_t> Sizes);

/// reverse: -P.
isl::multi_union_pw_aff reverseSchedule(const isl::multi_union_pw_aff &P);

/// An AST build option for every dimension of a band ("atomic",
/// "separate"): { Name[x] }.
isl::union_set everyDimensionOption(isl::ctx Ctx, const char *Name);

} // namespace loopcc

#endif
