//===- ScopModel.h - A SCoP's model, ready for steps ------------*- C++ -*-===//
//
// Before any step is tried on a SCoP, its model is made what the steps and
// their judgment (ScheduleJudgment.h) need: the arrays Polly takes apart
// with no run-time check found, C's subscript bounds turned into a
// run-time check, the scalars LICM promoted turned back into the accesses
// they were (as Polly does before its own optimizer), the reductions in
// slots marked, and the dependences computed. Then, for the loop a step is
// pending on, whether the model lets any step apply there at all.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_SCOPMODEL_H
#define LOOPCC_PASSES_LOCALITY_SCOPMODEL_H

#include "passes/locality/ReductionSlots.h"
#include "passes/locality/SubscriptRanges.h"

#include "polly/DependenceInfo.h"

#include "isl/isl-noexceptions.h"

#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace llvm {
class AAResults;
class LoopInfo;
class ScalarEvolution;
} // namespace llvm

namespace loopcc {

struct ScopModel {
  /// Why arrays of the model may overlap with nothing to check it
  /// (UncheckedOverlap.h); "" when none may.
  std::string Overlap;
  /// C's subscript bounds over the SCoP (SubscriptRanges.h).
  SubscriptBoundsInScop Bounds;
  /// The dependences of the prepared model, statement by statement.
  polly::DependenceAnalysis::Result Analysis;

  const polly::Dependences &dependences() {
    return Analysis.getDependences(polly::Dependences::AL_Statement);
  }
};

/// Prepares \p S (its domains restricted to what its parameters are known
/// to satisfy and to the subscripts' run-time check, its scalars
/// simplified, \p Reductions marked) and computes its dependences.
ScopModel prepareScopModel(polly::Scop &S, llvm::AAResults &AA,
                           llvm::ScalarEvolution &SE, llvm::LoopInfo &LI,
                           llvm::ArrayRef<ReductionSlot> Reductions);

/// Why no step \p Spelling can apply to the loop of \p Mark in \p Model
/// (of the schedule \p Sched), whatever it does; "" when one may. Each
/// such reason is final: the model will not change.
std::string nestRefusal(ScopModel &Model, const isl::schedule &Sched,
                        const isl::schedule_node &Mark,
                        const std::string &Spelling);

} // namespace loopcc

#endif
