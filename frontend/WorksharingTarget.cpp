//===- WorksharingTarget.cpp - omp parallel for above a stack -------------===//

#include "frontend/WorksharingTarget.h"

#include <optional>

void loopcc::aimWorksharingSteps(std::vector<BoundChain> &Chains) {
  for (BoundChain &C : Chains) {
    if (C.Steps.size() < 2 || !C.Steps.back().OnOutermostMade)
      continue;
    unsigned Last = C.Steps.size() - 1;
    // The stack starts at the chain's loop, or where it was moved to
    // continue a named loop's chain: its outermost loop is that loop's.
    unsigned First = 0;
    for (unsigned I = 1; I < Last; ++I)
      if (C.Steps[I].StartsMovedStack)
        First = I;
    std::optional<MadeLoop> Outermost =
        outermostLoopMade(llvm::ArrayRef(C.Steps).take_front(Last), First);
    // None: an `unroll full` left no loop, which the chain check reports.
    // The step before's primary loop: the step applies to it as written.
    if (!Outermost || Outermost->Step + 1 == Last)
      continue;
    TransformDirective &Step = C.Steps.back();
    Step.Producer = Outermost->Step;
    Step.On = Outermost->Role;
    Step.LoopName =
        loopNameFor(C.Steps[Outermost->Step], Outermost->Role).str();
  }
}
