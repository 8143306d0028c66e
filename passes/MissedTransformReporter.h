//===- MissedTransformReporter.h - Report steps that were not applied -*- C++ -*-===//
//
// Runs last in the pipeline. For each chain: one -Wpass-failed warning at
// the loop for the first step that was not applied, with the pass's reason,
// a note at the directive that asked for it, and a note for each later step
// skipped because of it. A vectorize that got another width than asked is a
// warning too. The verdicts are kept for the JSON report.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_MISSEDTRANSFORMREPORTER_H
#define LOOPCC_PASSES_MISSEDTRANSFORMREPORTER_H

#include "passes/ChainDiagnostics.h"
#include "passes/ChainOutcomes.h"
#include "passes/ChainRecord.h"
#include "passes/PipelineRemarks.h"
#include "passes/TransformReport.h"

#include "llvm/IR/PassManager.h"

#include <functional>
#include <memory>

namespace loopcc {

class MissedTransformReporterPass
    : public llvm::PassInfoMixin<MissedTransformReporterPass> {
public:
  using ReportSink = std::function<void(std::vector<ChainReport>)>;

  /// \p Diags null: the diagnostics go to the LLVMContext (opt, the plugin).
  /// \p Sink may be null.
  MissedTransformReporterPass(std::shared_ptr<ChainSource> Chains,
                              std::shared_ptr<ChainOutcomes> Outcomes,
                              std::shared_ptr<PipelineRemarks> Remarks,
                              std::shared_ptr<ChainDiagnostics> Diags,
                              bool Optimized, bool LTOPreLink,
                              ReportSink Sink);

  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);

  static bool isRequired() { return true; }

private:
  std::shared_ptr<ChainSource> Chains;
  std::shared_ptr<ChainOutcomes> Outcomes;
  std::shared_ptr<PipelineRemarks> Remarks;
  std::shared_ptr<ChainDiagnostics> Diags;
  bool Optimized;
  bool LTOPreLink;
  ReportSink Sink;
};

} // namespace loopcc

#endif
