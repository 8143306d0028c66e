//===- MissedTransformReporter.cpp - Report steps that were not applied ---===//

#include "passes/MissedTransformReporter.h"
#include "passes/ChainMetadata.h"
#include "passes/LLVMChainDiagnostics.h"
#include "passes/LoneDirectiveJudge.h"

#include "llvm/IR/Module.h"

#include <cassert>

loopcc::ChainDiagnostics::~ChainDiagnostics() = default;

loopcc::MissedTransformReporterPass::MissedTransformReporterPass(
    std::shared_ptr<ChainSource> Chains,
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
  const ChainTable &Table = Chains->chains(M);
  if (Table.empty())
    return llvm::PreservedAnalyses::all();
  // Lone directives in functions LLVM's transform-warning did not visit.
  if (Optimized && !LTOPreLink)
    judgeLoneDirectives(M, MAM, Table, *Remarks, *Outcomes);
  // From here on (code generation), clang's handler alone.
  Remarks->uninstall();
  LLVMChainDiagnostics ContextDiags(M.getContext());
  ChainDiagnostics &Diags = this->Diags ? *this->Diags : ContextDiags;
  std::vector<ChainReport> Reports = summarizeChains(Table, *Outcomes, Optimized);
  for (const ChainReport &Report : Reports) {
    const LoopChain &Chain = Report.Chain;
    assert(Report.Steps.size() == Chain.Steps.size() &&
           "one verdict per step");
    for (unsigned S = 0; S < Report.Steps.size(); ++S) {
      const StepReport &R = Report.Steps[S];
      const ChainStep &Step = Chain.Steps[S];
      if (R.Status == StepStatus::Applied && !R.Warning.empty()) {
        Diags.warnAtLoop(Chain, R.Warning);
        Diags.noteAtStep(Chain, S, "'" + Step.Spelling + "' requested here");
        continue;
      }
      if (R.Status != StepStatus::Missed)
        continue;
      std::string Message = missedPrefix(Step.Kind) + R.Reason;
      // Copies of an inlined loop: name the ones that missed, when some
      // did not.
      if (!R.AppliedIn.empty()) {
        Message += " (in the copy of the loop in ";
        for (unsigned I = 0; I < R.MissedIn.size(); ++I)
          Message += (I ? ", '" : "'") + R.MissedIn[I] + "'";
        Message += ")";
      }
      Diags.warnAtLoop(Chain, Message);
      Diags.noteAtStep(Chain, S, "'" + Step.Spelling + "' requested here");
      for (unsigned Later = S + 1; Later < Report.Steps.size(); ++Later)
        Diags.noteAtStep(Chain, Later,
                          "'" + Chain.Steps[Later].Spelling +
                              "' was not applied because it follows '" +
                              Step.Spelling + "'");
      break;
    }
  }
  if (Sink)
    Sink(std::move(Reports));
  // Judged and reported: a later pipeline over this IR (the LTO link, opt)
  // has nothing left to do with these chains. Unoptimized IR keeps them
  // for whatever optimizes it later.
  if (Optimized)
    recordChains(M, {});
  return llvm::PreservedAnalyses::all();
}
