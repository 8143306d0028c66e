//===- ChainDiscovery.h - Chains found in loop IDs alone ---------*- C++ -*-===//
//
// IR that reaches loopcc's passes without its frontend (opt with the pass
// plugin, `clang-22 -fpass-plugin`, `loopcc -c t.ll`) states its chains in
// its loop IDs, in the form of LLVM's Code Transformation Metadata, whoever
// wrote them. Discovery reads each loop ID no recorded chain describes
// (ChainFromMetadata.h); a chain whose order LLVM's pipeline would miss, or
// with a step only loopcc applies, is adopted: it gets an id, its loop ID is
// lowered again in loopcc's form (markers, disable_nonforced where a
// heuristic would take the loop first), and the scheduler and the reporter
// treat it as a directive's. A chain LLVM's pipeline delivers is left as it
// is, so that its code and warnings stay LLVM's. Messages point at the
// loop's debug location: no directive was written.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_CHAINDISCOVERY_H
#define LOOPCC_PASSES_CHAINDISCOVERY_H

#include "passes/ChainRecord.h"
#include "passes/PipelineRemarks.h"

#include "llvm/IR/PassManager.h"

#include <memory>

namespace llvm {
class Function;
} // namespace llvm

namespace loopcc {

/// Adopts the chains \p F's loop IDs state that \p Source does not know
/// (nothing when \p Source is the frontend's); tells \p Remarks, if given
/// and installed. Returns how many it adopted.
unsigned discoverChains(llvm::Function &F, ChainSource &Source,
                        PipelineRemarks *Remarks);

/// At the start of a pipeline without a frontend: every function's chains,
/// then loopcc's remark handler in place when there are any (\p Remarks is
/// null at -O0, where nothing is reported).
class DiscoverChainsPass : public llvm::PassInfoMixin<DiscoverChainsPass> {
public:
  DiscoverChainsPass(std::shared_ptr<ChainSource> Chains,
                     std::shared_ptr<PipelineRemarks> Remarks)
      : Chains(std::move(Chains)), Remarks(std::move(Remarks)) {}

  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  std::shared_ptr<ChainSource> Chains;
  std::shared_ptr<PipelineRemarks> Remarks;
};

} // namespace loopcc

#endif
