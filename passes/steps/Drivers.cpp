//===- Drivers.cpp - The driver of each kind, from the table --------------===//

#include "passes/steps/StepDriver.h"
#include "passes/InnermostDiagnosis.h"

#include "llvm/IR/Function.h"
#include "llvm/Support/ErrorHandling.h"

std::unique_ptr<loopcc::StepDriver>
loopcc::makeDriver(TransformKind Kind, SchedulerServices &S) {
  switch (Kind) {
#define LOOPCC_TRANSFORM(Kind, Spelling, Metadata, Missed, Pass, Lone,         \
                         Consumes, Innermost, Recurrences, Schedule, Clauses,  \
                         Driver)                                               \
  case TransformKind::Kind:                                                    \
    return make##Driver(S);
#include "pragma/vocabulary/Transformations.def"
  }
  llvm_unreachable("unknown TransformKind");
}

void loopcc::StepDriver::invalidateAllButCFG() {
  llvm::PreservedAnalyses PA;
  PA.preserveSet<llvm::CFGAnalyses>();
  S.analyses().invalidate(S.function(), PA);
}

void loopcc::StepDriver::diagnoseOuterLoops(llvm::ArrayRef<PendingLoop> Batch,
                                            BatchResult &R) {
  for (unsigned I = 0; I < Batch.size(); ++I)
    R.OwnReasons[I] = diagnoseInnermostOnly(*Batch[I].L, Batch[I].step().Kind);
}

bool loopcc::StepDriver::engineTakesNow(const ChainStep &Step) const {
  if (S.options().Early &&
      stepSchedule(Step.Kind) == StepSchedule::NestAtVectorizerStart)
    return false;
  return passKind(Step.Kind) == TransformKind::Tile ||
         Step.Kind == TransformKind::UnrollAndJam;
}

loopcc::StepVerdict loopcc::StepDriver::verdictOf(const LocalityOutcome &O) {
  StepVerdict V;
  V.ChainId = O.ChainId;
  V.StepIndex = O.StepIndex;
  V.Applied = O.Applied;
  V.RuntimeCheck = O.RuntimeCheck;
  V.Reason = O.Reason;
  // Before inlining (the first early run) a call may hide what the nest
  // does; the later runs, and the scheduler at VectorizerStart, try again
  // and judge.
  V.Final = O.Final;
  return V;
}
