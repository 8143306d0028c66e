//===- MissedTransformReporter.cpp - Report steps that were not applied ---===//

#include "passes/MissedTransformReporter.h"
#include "passes/ChainMetadata.h"
#include "passes/LoneDirectiveJudge.h"

#include "llvm/IR/Module.h"

loopcc::ChainDiagnostics::~ChainDiagnostics() = default;

llvm::StringRef loopcc::missedPrefix(StepKind Kind) {
  switch (Kind) {
  case StepKind::Vectorize:
    return "loop not vectorized: ";
  case StepKind::Interleave:
    return "loop not interleaved: ";
  case StepKind::Unroll:
    return "loop not unrolled: ";
  case StepKind::UnrollAndJam:
    return "loop not unroll-and-jammed: ";
  case StepKind::Distribute:
    return "loop not distributed: ";
  case StepKind::Interchange:
    return "loop not interchanged: ";
  }
  return "";
}

loopcc::MissedTransformReporterPass::MissedTransformReporterPass(
    std::shared_ptr<const ChainTable> Chains,
    std::shared_ptr<ChainOutcomes> Outcomes,
    std::shared_ptr<PipelineRemarks> Remarks,
    std::shared_ptr<ChainDiagnostics> Diags, bool Optimized, bool LTOPreLink,
    ReportSink Sink)
    : Chains(std::move(Chains)), Outcomes(std::move(Outcomes)),
      Remarks(std::move(Remarks)), Diags(std::move(Diags)),
      Optimized(Optimized), LTOPreLink(LTOPreLink), Sink(std::move(Sink)) {}

llvm::PreservedAnalyses
loopcc::MissedTransformReporterPass::run(llvm::Module &M,
                                         llvm::ModuleAnalysisManager &MAM) {
  // Lone directives in functions LLVM's transform-warning did not visit.
  if (Optimized && !LTOPreLink)
    judgeLoneDirectives(M, MAM, *Chains, *Remarks, *Outcomes);
  // From here on (code generation), clang's handler alone.
  Remarks->uninstall();
  std::vector<ChainReport> Reports =
      summarizeChains(*Chains, *Outcomes, Optimized);
  for (const ChainReport &Report : Reports) {
    const LoopChain &Chain = Report.Chain;
    for (unsigned S = 0; S < Report.Steps.size(); ++S) {
      const StepReport &R = Report.Steps[S];
      const ChainStep &Step = Chain.Steps[S];
      if (R.Status == StepStatus::Applied && !R.Warning.empty()) {
        Diags->warnAtLoop(Chain, R.Warning);
        Diags->noteAtStep(Chain, S, "'" + Step.Spelling + "' requested here");
        continue;
      }
      if (R.Status != StepStatus::Missed)
        continue;
      std::string Message = (missedPrefix(Step.Kind) + R.Reason).str();
      // Copies of an inlined loop: name the ones that missed, when some
      // did not.
      if (!R.AppliedIn.empty()) {
        Message += " (in the copy of the loop in ";
        for (unsigned I = 0; I < R.MissedIn.size(); ++I)
          Message += (I ? ", '" : "'") + R.MissedIn[I] + "'";
        Message += ")";
      }
      Diags->warnAtLoop(Chain, Message);
      Diags->noteAtStep(Chain, S, "'" + Step.Spelling + "' requested here");
      for (unsigned Later = S + 1; Later < Report.Steps.size(); ++Later)
        Diags->noteAtStep(Chain, Later,
                          "'" + Chain.Steps[Later].Spelling +
                              "' was not applied because it follows '" +
                              Step.Spelling + "'");
      break;
    }
  }
  if (Sink)
    Sink(std::move(Reports));
  return llvm::PreservedAnalyses::all();
}
