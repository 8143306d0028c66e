//===- MissedTransformReporter.cpp - Report steps that were not applied ---===//

#include "passes/MissedTransformReporter.h"
#include "passes/ChainMetadata.h"
#include "passes/EarlyFullUnroll.h"
#include "passes/LLVMChainDiagnostics.h"
#include "passes/LoneDirectiveJudge.h"
#include "passes/TransformReport.h"
#include "passes/locality/StepRemarks.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Module.h"

#include <cassert>

loopcc::ChainDiagnostics::~ChainDiagnostics() = default;

namespace {

/// The last guard of "never silent": a loop still in the code whose chain
/// marker points at a step no pass was tried on (an ID a pass moved where
/// loopcc did not look) would otherwise be reported not-needed, "removed by
/// an earlier optimization", while it is there. It is reported missed.
void recordUntriedSteps(llvm::Module &M, const loopcc::ChainTable &Table,
                        loopcc::ChainOutcomes &Outcomes) {
  llvm::DenseMap<unsigned, const loopcc::LoopChain *> ById =
      loopcc::chainsById(Table);
  for (llvm::Function &F : M) {
    if (F.isDeclaration())
      continue;
    bool HasMarker = llvm::any_of(F, [](llvm::BasicBlock &BB) {
      llvm::Instruction *Term = BB.getTerminator();
      return Term && loopcc::readChainMarker(
                         Term->getMetadata(llvm::LLVMContext::MD_loop));
    });
    if (!HasMarker)
      continue;
    llvm::DominatorTree DT(F);
    llvm::LoopInfo LI(DT);
    for (llvm::Loop *L : LI.getLoopsInPreorder()) {
      std::optional<loopcc::ChainMarker> Marker =
          loopcc::readChainMarker(loopcc::recoverLoopID(*L, LI));
      const loopcc::LoopChain *Chain =
          Marker ? ById.lookup(Marker->Id) : nullptr;
      if (!Chain || Marker->NextStep >= Chain->Steps.size() ||
          !Outcomes.attempts(Marker->Id, Marker->NextStep).empty())
        continue;
      // A pending step after a missed one is skipped, not untried.
      if (Marker->NextStep > 0 &&
          llvm::any_of(
              Outcomes.attempts(Marker->Id,
                                Chain->Steps[Marker->NextStep].producerIndex(
                                    Marker->NextStep)),
              [](const loopcc::StepAttempt &A) { return !A.Applied; }))
        continue;
      loopcc::StepAttempt A;
      A.Function = F.getName().str();
      // LLVM's passes skip an optnone function (`__attribute__((optnone))`,
      // or compiled at -O0 and linked into an optimized LTO unit).
      A.Reason = F.hasOptNone()
                     ? loopcc::NotOptimizedReason.str()
                     : "the loop is still in the code, but no pass was run "
                       "on it for this step (loopcc lost track of the loop; "
                       "please report it)";
      Outcomes.record(Marker->Id, Marker->NextStep, std::move(A));
    }
  }
}

} // namespace

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
  if (Optimized) {
    recordEarlyFullUnrolls(Table, *Remarks, *Outcomes);
    recordUntriedSteps(M, Table, *Outcomes);
  }
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
      // A fuse is reported once, at its first loop; the other loops'
      // member steps share its outcome.
      if (Step.FuseMember)
        continue;
      std::string Message = missedPrefixFor(Step) + R.Reason;
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
      remarkMissed(M, Chain, S, R.Reason,
                   R.MissedIn.empty() ? llvm::StringRef()
                                      : llvm::StringRef(R.MissedIn.front()));
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
