//===- EarlyFullUnroll.cpp - A chain's `unroll full` LLVM took early ------===//

#include "passes/EarlyFullUnroll.h"
#include "passes/ChainOutcomes.h"
#include "passes/PipelineRemarks.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <set>
#include <utility>

void loopcc::recordEarlyFullUnrolls(const ChainTable &Chains,
                                    const PipelineRemarks &Remarks,
                                    ChainOutcomes &Outcomes) {
  llvm::DenseMap<unsigned, const LoopChain *> ById = chainsById(Chains);
  // A step loopcc's scheduler ran was judged there, its remarks with it.
  std::set<std::pair<unsigned, unsigned>> Judged;
  for (const KeptRemark &K : Remarks.kept())
    if (K.Marker &&
        !Outcomes.attempts(K.Marker->Id, K.Marker->NextStep).empty())
      Judged.insert({K.Marker->Id, K.Marker->NextStep});
  for (const KeptRemark &K : Remarks.kept()) {
    if (!K.Passed || !K.Marker || K.PassName != "loop-unroll" ||
        !PipelineRemarks::saysFullyUnrolled(K.Message) ||
        Judged.count({K.Marker->Id, K.Marker->NextStep}))
      continue;
    const LoopChain *Chain = ById.lookup(K.Marker->Id);
    if (!Chain || K.Marker->NextStep >= Chain->Steps.size())
      continue;
    const ChainStep &Step = Chain->Steps[K.Marker->NextStep];
    if (Step.Kind != TransformKind::Unroll || !Step.Full)
      continue;
    StepAttempt A;
    A.Function = K.Function;
    A.Applied = true;
    Outcomes.record(Chain->Id, K.Marker->NextStep, std::move(A));
  }
}
