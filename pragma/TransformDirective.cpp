//===- TransformDirective.cpp - The role a directive hands on --------------===//
//
// What a directive produces is StepClauses' (vocabulary/StepClauses.h),
// shared with the passes; here, what the chain checks ask of it.
//
//===----------------------------------------------------------------------===//

#include "pragma/TransformDirective.h"

#include <cassert>
#include <optional>

namespace loopcc {

LoopRole primaryRole(const TransformDirective &D) {
  assert(producesLoops(D) && "'unroll full' leaves no loop");
  return producedRoles(D).front();
}

std::optional<MadeLoop>
outermostLoopMade(llvm::ArrayRef<TransformDirective> Chain, unsigned First) {
  std::optional<MadeLoop> Outermost;
  for (unsigned I = First; I < Chain.size(); ++I) {
    const TransformDirective &S = Chain[I];
    // A step on the outermost loop so far (alone, or with its siblings
    // under on(all)) makes the next one; a step on a loop inside it
    // leaves it outermost.
    if (I != First) {
      assert(Outermost && "a step after the one that left no loop");
      if (S.producerIndex(I) != Outermost->Step)
        continue;
      LoopRole Target = targetRole(Chain[Outermost->Step], S);
      if (Target != Outermost->Role && Target != LoopRole::All)
        continue;
    }
    if (!producesLoops(S))
      return std::nullopt;
    Outermost = MadeLoop{I, primaryRole(S)};
  }
  return Outermost;
}

} // namespace loopcc
