//===- PipelineRegistration.h - loopcc's passes in a PassBuilder -*- C++ -*-===//
//
// One place that puts loopcc's passes into LLVM's pipelines, for the
// frontend (clang's PassBuilderCallbacks) and for the pass plugin (opt,
// clang -fpass-plugin) alike: attaching the chains first (frontend only:
// elsewhere the IR already carries them), the scheduler before LLVM's
// vectorizer (the last extension point before transform-warning), the
// lone-directive judge just before transform-warning, the reporter last.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_PIPELINEREGISTRATION_H
#define LOOPCC_PASSES_PIPELINEREGISTRATION_H

#include "passes/ChainDiagnostics.h"
#include "passes/ChainRecord.h"
#include "passes/MissedTransformReporter.h"

#include <memory>

namespace llvm {
class PassBuilder;
} // namespace llvm

namespace loopcc {

struct PipelineHooks {
  /// Where the chains come from: the frontend's table, or the module.
  std::shared_ptr<ChainSource> Chains = std::make_shared<ChainSource>();
  /// Where the reporter's diagnostics go; null: the LLVMContext.
  std::shared_ptr<ChainDiagnostics> Diags;
  /// Receives the JSON report's chains; may be null.
  MissedTransformReporterPass::ReportSink Sink;
  /// The frontend's chains are not in the IR yet: attach them first.
  bool AttachChains = false;
  /// No pipeline will run (-disable-llvm-passes): attach the chains when
  /// the IR is written, for whatever optimizes it later.
  bool AttachAtWriter = false;
  /// As clang's pipeline: heuristic interleaving (off with
  /// -fno-unroll-loops and at -O1).
  bool LoopInterleaving = true;
};

/// Registers loopcc's passes with \p PB's extension points (and its
/// instrumentation, when it has one).
void registerPipelineHooks(llvm::PassBuilder &PB, const PipelineHooks &Hooks);

/// The names of loopcc's passes in pipeline texts (`opt -passes=...`):
/// loopcc-transform-scheduler (function), loopcc-missed-transform-reporter
/// (module), sharing one pipeline's outcomes.
void registerPipelineParsing(llvm::PassBuilder &PB, const PipelineHooks &Hooks);

} // namespace loopcc

#endif
