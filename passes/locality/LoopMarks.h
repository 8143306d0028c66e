//===- LoopMarks.h - The marks of the loops steps make ----------*- C++ -*-===//
//
// A loop of a schedule tree is known by the mark above its band, whose
// attribute holds the loop's ID (Polly's BandAttr): the code generator
// gives the generated loop that ID. A step's new loops get the chain's
// follow-up for their role, or the source loop's own mark (an inner loop
// with a chain of its own goes on), or a loop ID that says the chain is
// done with them; each at its source loop's lines, for the explain view
// and the report. The IDs the steps made are remembered: a jam is the
// engine's only on a loop a step of this run made (UnrollAndJam.h).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_LOOPMARKS_H
#define LOOPCC_PASSES_LOCALITY_LOOPMARKS_H

#include "passes/locality/LocalityEngine.h"
#include "passes/locality/ScheduleNest.h"

#include "isl/isl-noexceptions.h"

#include "llvm/ADT/SmallPtrSet.h"

namespace llvm {
class DILocation;
class MDNode;
} // namespace llvm

namespace loopcc {

/// A mark for the loop with ID \p LoopID; the mark owns its attribute
/// through the isl id (freed with it).
isl::id newMark(isl::ctx Ctx, llvm::MDNode *LoopID);

/// Where the loop of the mark node \p Mark starts: its loop ID's first
/// location.
llvm::DILocation *loopStart(const isl::schedule_node &Mark);

/// Makes the marks of the loops the steps make, and remembers their IDs.
class LoopMarkMaker {
public:
  explicit LoopMarkMaker(const LocalityCallbacks &CB) : CB(CB) {}

  /// The mark of the loop with role \p Role that step \p R (pending on
  /// \p LoopID) makes from the nest's loop \p Source (whose iterations it
  /// runs, or for a grid loop, whose tiles): the chain's follow-up for it;
  /// else, when \p Keeps, the source loop's own mark (an inner loop of the
  /// nest keeps its identity, and its own chain goes on); else a loop the
  /// chain is done with.
  isl::id forRole(isl::ctx Ctx, llvm::MDNode *LoopID, const LocalityRequest &R,
                  LoopRole Role, const ScheduleNest &Nest, unsigned Source,
                  bool Keeps);

  /// Whether a step of this run made the loop with ID \p LoopID.
  bool made(llvm::MDNode *LoopID) const { return Made.count(LoopID); }

private:
  isl::id madeMark(isl::ctx Ctx, llvm::MDNode *LoopID);

  const LocalityCallbacks &CB;
  llvm::SmallPtrSet<llvm::MDNode *, 8> Made;
};

} // namespace loopcc

#endif
