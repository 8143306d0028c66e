//===- MissedTransformReporter.cpp - Report steps that were not applied ---===//

#include "passes/MissedTransformReporter.h"
#include "passes/ChainMetadata.h"
#include "passes/TransformScheduler.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

namespace {

llvm::TransformationMode requestState(const llvm::Loop *L,
                                      loopcc::StepKind Kind) {
  switch (Kind) {
  case loopcc::StepKind::Vectorize:
  case loopcc::StepKind::Interleave:
    return llvm::hasVectorizeTransformation(L);
  case loopcc::StepKind::Unroll:
    return llvm::hasUnrollTransformation(L);
  case loopcc::StepKind::UnrollAndJam:
    return llvm::hasUnrollAndJamTransformation(L);
  case loopcc::StepKind::Distribute:
    return llvm::hasDistributeTransformation(L);
  case loopcc::StepKind::Interchange:
    return llvm::TM_Unspecified;
  }
  return llvm::TM_Unspecified;
}

llvm::StringRef passNameOf(loopcc::StepKind Kind) {
  switch (Kind) {
  case loopcc::StepKind::Vectorize:
  case loopcc::StepKind::Interleave:
    return "loop-vectorize";
  case loopcc::StepKind::Unroll:
    return "loop-unroll";
  case loopcc::StepKind::UnrollAndJam:
    return "loop-unroll-and-jam";
  case loopcc::StepKind::Distribute:
    return "loop-distribute";
  case loopcc::StepKind::Interchange:
    return "";
  }
  return "";
}

/// The pass's own words about loop \p L, from the remarks kept during the
/// pipeline: its analysis first, then its missed remarks.
std::string reasonFromKept(const loopcc::PipelineRemarks &Remarks,
                           const llvm::Loop &L, loopcc::StepKind Kind) {
  llvm::StringRef Pass = passNameOf(Kind);
  std::string Missed;
  for (const loopcc::KeptRemark &K : Remarks.kept()) {
    auto *BB = llvm::dyn_cast_or_null<llvm::BasicBlock>(K.Region);
    if (!BB || !L.contains(BB) || K.Passed)
      continue;
    if (K.PassName != Pass && !K.PassName.empty())
      continue;
    std::string Why = loopcc::reasonFromMessage(K.Message);
    if (Why.empty())
      continue;
    if (K.Analysis)
      return Why;
    if (Missed.empty())
      Missed = Why;
  }
  if (!Missed.empty())
    return Missed;
  return ("LLVM's " + Pass + " pass left the loop as it was and gave no "
          "reason")
      .str();
}

/// Judges the lone directives LLVM's own pipeline was left to apply: a loop
/// that still carries the forced request missed it; a loop whose request
/// is gone, or a success remark at the loop's position, applied it.
void judgeLeftToLLVM(llvm::Module &M, llvm::ModuleAnalysisManager &MAM,
                     const loopcc::ChainTable &Chains,
                     const loopcc::PipelineRemarks &Remarks,
                     loopcc::ChainOutcomes &Outcomes) {
  auto &FAM =
      MAM.getResult<llvm::FunctionAnalysisManagerModuleProxy>(M).getManager();
  llvm::DenseMap<unsigned, const loopcc::LoopChain *> Left;
  for (const loopcc::LoopChain &Chain : Chains)
    if (loopcc::isLeftToLLVM(Chain))
      Left[Chain.Id] = &Chain;
  if (Left.empty())
    return;

  // The pass's success remark at the loop's position: the loops of a lone
  // directive that applied may carry no marker any more (the vectorizer's
  // own follow-up IDs, a fully unrolled loop). It also gives the width.
  struct Success {
    bool Passed = false;
    unsigned Width = 0;
    unsigned Interleave = 0;
  };
  llvm::DenseMap<unsigned, Success> Successes;
  for (const auto &Entry : Left) {
    const loopcc::LoopChain &Chain = *Entry.second;
    llvm::StringRef Pass = passNameOf(Chain.Steps.front().Kind);
    Success &S = Successes[Chain.Id];
    for (const loopcc::KeptRemark &K : Remarks.kept()) {
      if (!K.Passed || K.PassName != Pass || K.Line != Chain.Loop.Line ||
          K.Column != Chain.Loop.Column)
        continue;
      S.Passed = true;
      S.Width = loopcc::PipelineRemarks::numberAfter(K.Message,
                                                     "vectorization width: ");
      S.Interleave = loopcc::PipelineRemarks::numberAfter(
          K.Message, "interleaved count: ");
    }
  }

  llvm::DenseSet<unsigned> Found;
  for (llvm::Function &F : M) {
    if (F.isDeclaration())
      continue;
    llvm::LoopInfo &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    for (llvm::Loop *L : LI.getLoopsInPreorder()) {
      std::optional<loopcc::ChainMarker> Marker =
          loopcc::readChainMarker(L->getLoopID());
      if (!Marker || !Left.count(Marker->Id))
        continue;
      const loopcc::LoopChain &Chain = *Left.lookup(Marker->Id);
      loopcc::StepKind Kind = Chain.Steps.front().Kind;
      Found.insert(Chain.Id);
      loopcc::StepAttempt A;
      A.Function = F.getName().str();
      A.Applied = requestState(L, Kind) != llvm::TM_ForcedByUser;
      if (!A.Applied)
        A.Reason = reasonFromKept(Remarks, *L, Kind);
      A.VectorWidth = Successes[Chain.Id].Width;
      A.InterleaveCount = Successes[Chain.Id].Interleave;
      Outcomes.record(Chain.Id, 0, std::move(A));
    }
  }

  for (const auto &Entry : Left) {
    const loopcc::LoopChain &Chain = *Entry.second;
    const Success &S = Successes[Chain.Id];
    if (Found.count(Chain.Id) || !S.Passed)
      continue;
    loopcc::StepAttempt A;
    A.Function = Chain.Function;
    A.Applied = true;
    A.VectorWidth = S.Width;
    A.InterleaveCount = S.Interleave;
    Outcomes.record(Chain.Id, 0, std::move(A));
  }
}

} // namespace

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
    std::shared_ptr<ChainDiagnostics> Diags, bool Optimized, ReportSink Sink)
    : Chains(std::move(Chains)), Outcomes(std::move(Outcomes)),
      Remarks(std::move(Remarks)), Diags(std::move(Diags)),
      Optimized(Optimized), Sink(std::move(Sink)) {}

llvm::PreservedAnalyses
loopcc::MissedTransformReporterPass::run(llvm::Module &M,
                                         llvm::ModuleAnalysisManager &MAM) {
  if (Optimized)
    judgeLeftToLLVM(M, MAM, *Chains, *Remarks, *Outcomes);
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
