//===- ChainProgress.cpp - Where each chain of a function stands ----------===//

#include "passes/ChainProgress.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"

#include <cassert>

loopcc::ChainProgress::ChainProgress(
    llvm::Function &F, const ChainTable &Table,
    llvm::function_ref<bool(const LoopChain &)> Takes)
    : F(F) {
  for (const LoopChain &Chain : Table)
    if (Takes(Chain))
      ById[Chain.Id] = &Chain;
}

unsigned loopcc::ChainProgress::maxRounds() const {
  unsigned Rounds = 4;
  for (const auto &Entry : ById)
    Rounds += 2 * Entry.second->Steps.size();
  return Rounds;
}

std::optional<loopcc::ChainMarker>
loopcc::ChainProgress::markerOf(const llvm::MDNode *LoopID) const {
  std::optional<ChainMarker> M = readChainMarker(LoopID);
  if (!M || !ById.count(M->Id))
    return std::nullopt;
  return M;
}

const loopcc::LoopChain &loopcc::ChainProgress::chain(unsigned Id) const {
  const LoopChain *Chain = ById.lookup(Id);
  assert(Chain && "a chain the scheduler does not know");
  return *Chain;
}

bool loopcc::ChainProgress::isPending(const ChainMarker &M) const {
  return M.NextStep < chain(M.Id).Steps.size();
}

const loopcc::ChainStep *
loopcc::ChainProgress::pendingStep(const llvm::MDNode *LoopID) const {
  std::optional<ChainMarker> M = markerOf(LoopID);
  if (!M || !isPending(*M))
    return nullptr;
  return &chain(M->Id).Steps[M->NextStep];
}

llvm::MDNode *loopcc::ChainProgress::withStepDone(llvm::MDNode *Old,
                                                  ChainMarker M,
                                                  ChainMarker Next,
                                                  bool DropDisableNonforced) {
  assert(isPending(M) && "only a pending step can be done");
  TransformKind Kind = chain(M.Id).Steps[M.NextStep].Kind;
  llvm::Metadata *Add[] = {chainMarkerNode(F.getContext(), Next)};
  return editLoopID(
      Old,
      [&](const llvm::Metadata *Op) {
        llvm::StringRef Name = attributeName(Op);
        return (DropDisableNonforced && Name == DisableNonforcedName) ||
               Name == ChainMarkerName || Name == PragmaMarkerName ||
               isRequestAttribute(Name, Kind);
      },
      Add);
}

void loopcc::ChainProgress::markDone(
    const std::set<std::pair<unsigned, unsigned>> &Done) {
  replaceLoopIDs(F, [&](llvm::MDNode *Old) -> llvm::MDNode * {
    std::optional<ChainMarker> M = markerOf(Old);
    if (!M || !Done.count({M->Id, M->NextStep}))
      return Old;
    // The step after it, unless that is a leaf on another step's loop.
    const LoopChain &C = chain(M->Id);
    unsigned Next =
        stepAfter(C, M->NextStep) ? M->NextStep + 1 : C.Steps.size();
    return withStepDone(Old, *M, {M->Id, Next},
                        /*DropDisableNonforced=*/false);
  });
}

void loopcc::ChainProgress::giveUp(ChainMarker Failed) {
  const LoopChain &C = chain(Failed.Id);
  unsigned End = C.Steps.size();
  replaceLoopIDs(F, [&](llvm::MDNode *Old) -> llvm::MDNode * {
    std::optional<ChainMarker> M = markerOf(Old);
    if (!M || M->Id != Failed.Id || !isPending(*M))
      return Old;
    // A leaf whose loop was made before the failed step does not follow
    // from it.
    const ChainStep &Next = C.Steps[M->NextStep];
    if (M->NextStep > Failed.NextStep && Next.Producer &&
        *Next.Producer < Failed.NextStep)
      return Old;
    return withStepDone(Old, *M, {Failed.Id, End},
                        /*DropDisableNonforced=*/true);
  });
}

unsigned loopcc::ChainProgress::countProduced(llvm::LoopInfo &LI,
                                              ChainMarker Before) const {
  unsigned N = 0;
  for (llvm::Loop *L : LI.getLoopsInPreorder())
    if (std::optional<ChainMarker> M = markerOf(L->getLoopID()))
      if (M->Id == Before.Id && M->NextStep > Before.NextStep)
        ++N;
  return N;
}

loopcc::ChainProgress::EngineCallbacks loopcc::ChainProgress::engineCallbacks(
    llvm::function_ref<bool(const ChainStep &, unsigned ChainId)> Asks) {
  EngineCallbacks CB;
  CB.Pending = [this, Asks](llvm::MDNode *ID) -> std::optional<LocalityRequest> {
    std::optional<ChainMarker> M = markerOf(ID);
    if (!M || !isPending(*M))
      return std::nullopt;
    const ChainStep &S = chain(M->Id).Steps[M->NextStep];
    if (!Asks(S, M->Id))
      return std::nullopt;
    return LocalityRequest{&S, M->Id, M->NextStep};
  };
  // A loop a step made that the chain is done with.
  CB.Done = [this](llvm::MDNode *ID) -> llvm::MDNode * {
    std::optional<ChainMarker> M = markerOf(ID);
    assert(M && "only a loop with a pending step makes loops");
    unsigned End = chain(M->Id).Steps.size();
    return withStepDone(ID, *M, {M->Id, End}, /*DropDisableNonforced=*/true);
  };
  // The original loop kept as the fallback of a run-time check: no
  // directive applies to it any more. Polly's code generator keeps the
  // vectorizer off it (`llvm.loop.vectorize.enable` 0): it rarely runs.
  CB.Fallback = [](llvm::MDNode *ID) -> llvm::MDNode * {
    return editLoopID(
        ID,
        [](const llvm::Metadata *Op) {
          if (llvm::isa<llvm::DILocation>(Op))
            return false;
          llvm::StringRef Name = attributeName(Op);
          if (Name == "llvm.loop.vectorize.enable") {
            auto *Node = llvm::cast<llvm::MDNode>(Op);
            auto *Value =
                Node->getNumOperands() == 2
                    ? llvm::mdconst::dyn_extract<llvm::ConstantInt>(
                          Node->getOperand(1))
                    : nullptr;
            return !Value || !Value->isZero();
          }
          return Name != MustProgressName && Name != "llvm.loop.unroll.disable";
        },
        {});
  };
  return CB;
}
