//===- AttachChains.h - Put each chain on its IR loop -------------*- C++ -*-===//
//
// Runs first in every pipeline (also at -O0, so that `-O0 -S -emit-llvm`
// shows the lowering). Finds each chain's loop by its function and the
// start location clang gave it, and replaces the loop's ID with the lowered
// chain, and records the chains in the module (ChainRecord.h) for the
// passes that follow, wherever they run. When optimizing, it also puts
// loopcc's remark handler in place for the rest of the pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_ATTACHCHAINS_H
#define LOOPCC_PASSES_ATTACHCHAINS_H

#include "passes/ChainOutcomes.h"
#include "passes/ChainRecord.h"
#include "passes/PipelineRemarks.h"

#include "llvm/IR/PassManager.h"

#include <memory>

namespace llvm {
class Loop;
} // namespace llvm

namespace loopcc {

/// Guards \p L (LoopGuards.h): the loop will be consumed by a pending
/// unroll_and_jam or interchange of its parent, and must reach it whole
/// (the vectorizer would otherwise split it first); the scheduler releases
/// it once that step is done. A loop with a chain of its own keeps what it
/// asked for, so every chain of a function is lowered before its inner
/// loops are protected.
void protectInnerLoop(llvm::Loop &L);

class AttachChainsPass : public llvm::PassInfoMixin<AttachChainsPass> {
public:
  /// \p Remarks and \p Outcomes are null at -O0, where nothing is
  /// reported.
  AttachChainsPass(std::shared_ptr<ChainSource> Chains,
                   std::shared_ptr<PipelineRemarks> Remarks,
                   std::shared_ptr<ChainOutcomes> Outcomes = nullptr);

  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);

  /// Directives are honoured in optnone functions' metadata too.
  static bool isRequired() { return true; }

private:
  std::shared_ptr<ChainSource> Chains;
  std::shared_ptr<PipelineRemarks> Remarks;
  std::shared_ptr<ChainOutcomes> Outcomes;
};

} // namespace loopcc

#endif
