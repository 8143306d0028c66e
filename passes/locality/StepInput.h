//===- StepInput.h - What the engine gives a locality step -----*- C++ -*-===//
//
// Each locality step is one function, in its step's file, from the perfect
// nest at the mark of the loop the step is pending on to the schedule with
// the step applied (null, with the reason, when the nest cannot take it):
// Tile.cpp, Interchange.cpp, Skew.cpp, Reverse.cpp, Pack.cpp, UnrollAndJam.cpp,
// Fission.cpp (distribute), Fuse.cpp. The engine (LocalityEngine.cpp)
// finds the pending step, collects its nest, dispatches, and judges the
// schedule the step returns on Polly's dependences; a step knows nothing
// of that. Of the engine's bookkeeping, a step needs the marks of the
// loops it makes (StepMarks): which loop ID each carries, and which of the
// nest's loops each one now runs.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_STEPINPUT_H
#define LOOPCC_PASSES_LOCALITY_STEPINPUT_H

#include "passes/LoopChain.h"
#include "passes/locality/ScheduleNest.h"

#include "isl/isl-noexceptions.h"

namespace polly {
class Dependences;
class Scop;
} // namespace polly

namespace loopcc {

/// The marks of the loops a step makes, kept by the engine.
class StepMarks {
public:
  virtual ~StepMarks() = default;
  /// The mark of the loop with role \p Role made from the nest's loop
  /// \p Source (whose iterations it runs, or for a grid loop, whose
  /// tiles): the chain's follow-up for it; else, when \p Keeps, the source
  /// loop's own mark where that loop has a chain of its own; else a loop
  /// the chain is done with.
  virtual isl::id make(LoopRole Role, unsigned Source, bool Keeps) = 0;
  /// The loop of mark \p Old now runs as the loop of mark \p New (a pack
  /// goes with its loop).
  virtual void moved(const isl::id &Old, const isl::id &New) = 0;
  /// Whether the chain's next step applies to the loop of role \p Role
  /// (its follow-up names the role): where a step may give a loop one of
  /// several roles (a distribute's piece or its coincident loop), the one
  /// the chain goes on with.
  virtual bool isNamedNext(LoopRole Role) const = 0;
};

/// The step, the nest it applies to, and the model.
struct StepInput {
  /// The mark of the loop the step is pending on.
  isl::schedule_node Mark;
  const ChainStep &Step;
  /// The nest under the mark, as deep as the step needs.
  const ScheduleNest &Nest;
  const polly::Scop &S;
  const polly::Dependences &D;
  StepMarks &Marks;
};

/// What a step's refusal of its nest's shape (a null schedule) means.
enum class ShapeRefusal {
  /// Missed, and tried again in a later run of the engine, where an
  /// earlier step may have made the nest it needs.
  Retried,
  /// Missed for good: what the step refused will not change.
  Final,
  /// Not the engine's: LLVM's own pass takes the step, and judges it.
  LeftToLLVM,
};

/// The meaning of a refused shape for each step of the engine.
ShapeRefusal whenShapeRefused(TransformKind Kind);

} // namespace loopcc

#endif
