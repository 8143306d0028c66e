//===- LoneDirectiveJudge.cpp - Did LLVM apply a lone directive? ----------===//

#include "passes/LoneDirectiveJudge.h"
#include "passes/ChainMetadata.h"
#include "passes/InnermostDiagnosis.h"
#include "passes/LoopChain.h"
#include "passes/LoopNestSnapshot.h"
#include "passes/TransformReport.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#include <map>

namespace {

llvm::TransformationMode requestState(const llvm::Loop *L,
                                      loopcc::TransformKind Kind) {
  switch (Kind) {
  case loopcc::TransformKind::Vectorize:
  case loopcc::TransformKind::Interleave:
    return llvm::hasVectorizeTransformation(L);
  case loopcc::TransformKind::Unroll:
    return llvm::hasUnrollTransformation(L);
  case loopcc::TransformKind::UnrollAndJam:
    return llvm::hasUnrollAndJamTransformation(L);
  case loopcc::TransformKind::Distribute:
    return llvm::hasDistributeTransformation(L);
  case loopcc::TransformKind::Interchange:
  case loopcc::TransformKind::Tile:
  case loopcc::TransformKind::Reverse:
  case loopcc::TransformKind::Pack:
  case loopcc::TransformKind::Fuse:
  case loopcc::TransformKind::Parallelize:
  case loopcc::TransformKind::Skew:
    llvm_unreachable("locality steps are never left to LLVM's pipeline");
  }
  llvm_unreachable("unknown TransformKind");
}

/// The pass's own words about the loops \p Loops (the copies of one
/// loop: the vectorizer's vector and scalar loops, an unroller's remainder),
/// from the remarks kept during the pipeline: its analysis first, then its
/// missed remarks. A remark is about the loop whose header it names, which
/// need not be the first copy.
std::string reasonFromKept(const loopcc::PipelineRemarks &Remarks,
                           llvm::ArrayRef<llvm::Loop *> Loops,
                           loopcc::TransformKind Kind) {
  assert(!Loops.empty() && "a judged lone directive has a loop");
  llvm::StringRef Pass = loopcc::passName(Kind);
  if (Loops.front()->getHeader()->getParent()->hasOptNone())
    return loopcc::NotOptimizedReason.str();
  if (std::string Why = loopcc::diagnoseInnermostOnly(*Loops.front(), Kind);
      !Why.empty())
    return Why;
  std::string Missed;
  for (const loopcc::KeptRemark &K : Remarks.kept()) {
    auto *BB = llvm::dyn_cast_or_null<llvm::BasicBlock>(K.Region);
    if (!BB || K.Passed ||
        llvm::none_of(Loops, [&](llvm::Loop *L) { return L->contains(BB); }))
      continue;
    // A forced transformation's analysis is printed whatever the flags,
    // under no pass name (OptimizationRemarkAnalysis::AlwaysPrint).
    if (K.PassName != Pass && !K.PassName.empty())
      continue;
    std::string Why = loopcc::reasonFromMessage(
        K.Message, loopcc::hasStatementsToSplit(*Loops.front()));
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

/// Removes the request of a lone directive LLVM's pipeline did not apply,
/// so that no later pipeline (the LTO link) tries it again.
void giveUpLoneLoop(llvm::Loop &L, loopcc::TransformKind Kind) {
  llvm::MDNode *Old = L.getLoopID();
  L.setLoopID(loopcc::editLoopID(
      Old,
      [&](const llvm::Metadata *Op) {
        llvm::StringRef Name = loopcc::attributeName(Op);
        return Name == loopcc::DisableNonforcedName ||
               loopcc::isRequestAttribute(Name, Kind);
      },
      {}));
}

} // namespace

void loopcc::judgeLoneDirectives(llvm::Function &F, const ChainTable &Chains,
                                 const PipelineRemarks &Remarks,
                                 ChainOutcomes &Outcomes) {
  if (F.isDeclaration() || !Outcomes.markJudged(F.getName()))
    return;
  llvm::DenseMap<unsigned, const LoopChain *> Lone;
  for (const LoopChain &Chain : Chains)
    if (isLeftToLLVM(Chain))
      Lone[Chain.Id] = &Chain;
  if (Lone.empty())
    return;

  struct Copy {
    llvm::SmallVector<llvm::Loop *, 2> Loops;
    bool Forced = false;
  };
  std::map<unsigned, Copy> Copies;
  llvm::DominatorTree DT(F);
  llvm::LoopInfo LI(DT);
  // For the explain view's trip counts and steps.
  llvm::TargetLibraryInfoImpl TLII(F.getParent()->getTargetTriple());
  llvm::TargetLibraryInfo TLI(TLII, &F);
  llvm::AssumptionCache AC(F);
  llvm::ScalarEvolution SE(F, TLI, AC, DT, LI);
  for (llvm::Loop *L : LI.getLoopsInPreorder()) {
    std::optional<ChainMarker> Marker =
        readChainMarker(recoverLoopID(*L, LI));
    if (!Marker || !Lone.count(Marker->Id))
      continue;
    TransformKind Kind = Lone.lookup(Marker->Id)->Steps.front().Kind;
    Copy &C = Copies[Marker->Id];
    C.Loops.push_back(L);
    if (requestState(L, Kind) == llvm::TM_ForcedByUser)
      C.Forced = true;
  }

  // A copy whose loops lost the marker (the vectorizer's own IDs, a fully
  // unrolled loop) is known by its pass's success remark in this function.
  for (const KeptRemark &K : Remarks.kept()) {
    if (!K.Passed || K.Function != F.getName())
      continue;
    for (const auto &Entry : Lone) {
      const LoopChain &Chain = *Entry.second;
      if (K.PassName == loopcc::passName(Chain.Steps.front().Kind) &&
          isAtPosition(Chain.Loop, K.File, K.Line, K.Column))
        Copies[Chain.Id];
    }
  }

  for (auto &Entry : Copies) {
    const LoopChain &Chain = *Lone.lookup(Entry.first);
    TransformKind Kind = Chain.Steps.front().Kind;
    Copy &C = Entry.second;
    StepAttempt A;
    A.Function = F.getName().str();
    std::vector<std::string> Analysis;
    for (const KeptRemark &K : Remarks.kept()) {
      if (K.Function != A.Function)
        continue;
      if (K.Passed && K.PassName == loopcc::passName(Kind) &&
          isAtPosition(Chain.Loop, K.File, K.Line, K.Column)) {
        A.Applied = true;
        A.VectorWidth = PipelineRemarks::numberAfter(K.Message,
                                                     "vectorization width: ");
        A.InterleaveCount = PipelineRemarks::numberAfter(
            K.Message, "interleaved count: ");
        continue;
      }
      auto *BB = llvm::dyn_cast_or_null<llvm::BasicBlock>(K.Region);
      if (K.Analysis && BB &&
          llvm::any_of(C.Loops, [&](llvm::Loop *L) { return L->contains(BB); }))
        Analysis.push_back(K.Message);
    }
    A.Applied |= !C.Forced;
    A.Nest = snapshotChainLoops(F, LI, SE, Chain.Id);
    A.ProducedLoops = C.Loops.size();
    A.WidthReason = widthReason(Analysis);
    if (!A.Applied && !C.Loops.empty()) {
      const std::string *Exact = Outcomes.exactReason(Chain.Id, 0);
      A.Reason = Exact ? *Exact : reasonFromKept(Remarks, C.Loops, Kind);
    }
    for (llvm::Loop *L : C.Loops)
      giveUpLoneLoop(*L, Kind);
    Outcomes.record(Chain.Id, 0, std::move(A));
  }
}

void loopcc::judgeLoneDirectives(llvm::Module &M, llvm::ModuleAnalysisManager &,
                                 const ChainTable &Chains,
                                 const PipelineRemarks &Remarks,
                                 ChainOutcomes &Outcomes) {
  for (llvm::Function &F : M)
    judgeLoneDirectives(F, Chains, Remarks, Outcomes);
  // A lone directive whose loops carry no marker any more (fully unrolled;
  // the vectorizer's own IDs) applied where its pass said so.
  for (const LoopChain &Chain : Chains) {
    if (!isLeftToLLVM(Chain) || !Outcomes.attempts(Chain.Id, 0).empty())
      continue;
    llvm::StringRef Pass = loopcc::passName(Chain.Steps.front().Kind);
    for (const KeptRemark &K : Remarks.kept()) {
      if (!K.Passed || K.PassName != Pass ||
          !isAtPosition(Chain.Loop, K.File, K.Line, K.Column))
        continue;
      StepAttempt A;
      A.Function = K.Function;
      A.Applied = true;
      A.VectorWidth = PipelineRemarks::numberAfter(K.Message,
                                                   "vectorization width: ");
      A.InterleaveCount =
          PipelineRemarks::numberAfter(K.Message, "interleaved count: ");
      Outcomes.record(Chain.Id, 0, std::move(A));
    }
  }
}
