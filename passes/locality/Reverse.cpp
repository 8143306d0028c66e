//===- Reverse.cpp - reverse on a schedule tree ---------------------------===//

#include "passes/locality/Reverse.h"

#include "pragma/vocabulary/StepClauses.h"

isl::schedule loopcc::applyReverse(const StepInput &In) {
  assert(In.Step.Kind == TransformKind::Reverse && "not a reverse");
  assert(In.Nest.Schedules.size() == 1 && "reverse takes one loop");
  NestLoop Reversed{reverseSchedule(In.Nest.Schedules[0]),
                    In.Marks.make(producedRoles(In.Step)[0], 0u,
                                  /*Keeps=*/true)};
  In.Marks.moved(In.Nest.Marks[0], Reversed.Mark);
  return replaceNest(In.Nest, {Reversed});
}
