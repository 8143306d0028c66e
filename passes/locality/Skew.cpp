//===- Skew.cpp - skew on a schedule tree ---------------------------------===//
//
// Skewing never reverses a dependence: its distance (d1, ..., dd) becomes
// (d1, d2 + F2 * d1, ..., dd + Fd * d1), lexicographically positive
// whenever the original was, since d1 is kept and the others change only
// where d1 is not 0. The engine judges the schedule like any other; the
// point of a skew is that a tile of the skewed nest may be legal where one
// of the original is not (testdata/pipeline/skew.c).
//
//===----------------------------------------------------------------------===//

#include "passes/locality/Skew.h"

#include "pragma/vocabulary/StepClauses.h"

isl::schedule loopcc::applySkew(const StepInput &In) {
  const ChainStep &Step = In.Step;
  assert(Step.Kind == TransformKind::Skew && "not a skew");
  unsigned Depth = In.Nest.Schedules.size();
  llvm::SmallVector<uint32_t, 4> Factors = skewFactors(Step);
  assert(Factors.size() + 1 == Depth && "a factor for each inner loop");
  llvm::SmallVector<LoopRole, 8> Roles = producedRoles(Step);
  const isl::multi_union_pw_aff &Outer = In.Nest.Schedules[0];
  llvm::SmallVector<NestLoop, 4> Loops;
  for (unsigned K = 0; K < Depth; ++K) {
    isl::multi_union_pw_aff Schedule = In.Nest.Schedules[K];
    if (K > 0 && Factors[K - 1] != 0)
      Schedule = Schedule.add(
          Outer.scale(isl::val(Outer.ctx(), long(Factors[K - 1]))));
    Loops.push_back({Schedule, In.Marks.make(Roles[K], K, /*Keeps=*/true)});
    In.Marks.moved(In.Nest.Marks[K], Loops.back().Mark);
  }
  return replaceNest(In.Nest, Loops);
}
