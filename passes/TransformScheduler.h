//===- TransformScheduler.h - Apply chains in the user's order ---*- C++ -*-===//
//
// LLVM's pipeline applies loop transformations in one fixed order, so a
// chain in another order would be left undone. The scheduler runs at
// VectorizerStart, before LLVM's own distribute, vectorize and unroll, in
// functions that carry chains only: it runs each loop's pending step with
// LLVM's pass in "only when forced" mode, canonicalizing loops before every
// step and repairing loop IDs after it, until no pending step makes
// progress. A step that fails gives its chain up (its forced attributes
// go), so LLVM's passes then treat those loops as if no directive had been
// written; the reporter tells the user.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_TRANSFORMSCHEDULER_H
#define LOOPCC_PASSES_TRANSFORMSCHEDULER_H

#include "passes/ChainOutcomes.h"
#include "passes/ChainRecord.h"
#include "passes/PipelineRemarks.h"

#include "llvm/IR/PassManager.h"

#include <memory>

namespace loopcc {

class TransformSchedulerPass
    : public llvm::PassInfoMixin<TransformSchedulerPass> {
public:
  struct Options {
    int OptLevel = 2;
    /// As clang's pipeline: heuristic interleaving (off with
    /// -fno-unroll-loops and at -O1).
    bool LoopInterleaving = true;
    /// In an LTO pre-link compile LLVM's pipeline has no vectorizer: every
    /// chain, lone directives too, is completed here.
    bool LTOPreLink = false;
    /// Early in the function simplification pipeline (the peephole
    /// extension point: its first run is the global cleanup before the
    /// inliner, the next ones after inlining into the function and SROA),
    /// before GVN's load PRE and LICM's promotion turn memory recurrences
    /// into register ones (then LoopDistribute finds nothing unsafe to split
    /// off) and before LICM and full unrolling make nests imperfect or
    /// remove them (then the locality engine cannot take them): apply the
    /// pending distribute and locality steps (tile, interchange, reverse),
    /// and those that follow them, and nothing else. A step that does not
    /// apply here is neither reported nor given up: the next early run,
    /// then the scheduler at VectorizerStart (or LLVM's own pass, for a
    /// lone distribute) try it again, and the last one judges it.
    bool Early = false;
  };

  TransformSchedulerPass(std::shared_ptr<ChainSource> Chains,
                         std::shared_ptr<ChainOutcomes> Outcomes,
                         std::shared_ptr<PipelineRemarks> Remarks,
                         Options Opts);

  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);

private:
  std::shared_ptr<ChainSource> Chains;
  std::shared_ptr<ChainOutcomes> Outcomes;
  std::shared_ptr<PipelineRemarks> Remarks;
  Options Opts;
};

} // namespace loopcc

#endif
