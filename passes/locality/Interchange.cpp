//===- Interchange.cpp - interchange on a schedule tree -------------------===//

#include "passes/locality/Interchange.h"

#include "pragma/vocabulary/StepClauses.h"

isl::schedule loopcc::applyInterchange(const StepInput &In) {
  const ChainStep &Step = In.Step;
  assert(Step.Kind == TransformKind::Interchange && "not an interchange");
  unsigned Depth = In.Nest.Schedules.size();
  llvm::SmallVector<uint32_t, 4> Perm(Step.Permutation.begin(),
                                      Step.Permutation.end());
  if (Perm.empty())
    Perm = {2, 1};
  assert(Perm.size() == Depth && "a position for each loop of the nest");
  llvm::SmallVector<LoopRole, 8> Roles = producedRoles(Step);
  llvm::SmallVector<NestLoop, 4> Loops;
  for (unsigned J = 0; J < Depth; ++J) {
    unsigned Source = Perm[J] - 1;
    Loops.push_back({In.Nest.Schedules[Source],
                     In.Marks.make(Roles[J], Source, /*Keeps=*/true)});
    In.Marks.moved(In.Nest.Marks[Source], Loops.back().Mark);
  }
  return replaceNest(In.Nest, Loops);
}
