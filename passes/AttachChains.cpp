//===- AttachChains.cpp - Put each chain on its IR loop -------------------===//

#include "passes/AttachChains.h"
#include "passes/ChainLowering.h"
#include "passes/ChainMetadata.h"
#include "passes/LoopGuards.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

namespace {

/// A loop's start location, as clang writes it: the first DILocation
/// operand of the loop ID.
const llvm::DILocation *startLocation(const llvm::MDNode *LoopID) {
  for (const llvm::MDOperand &Op : llvm::drop_begin(LoopID->operands()))
    if (auto *Loc = llvm::dyn_cast_or_null<llvm::DILocation>(Op.get()))
      return Loc;
  return nullptr;
}

uint64_t positionKey(unsigned Line, unsigned Column) {
  return (uint64_t(Line) << 32) | Column;
}

/// The function whose source holds \p F's loops: clang outlines the body of
/// an OpenMP region (`#pragma omp parallel for`) into `<function>.omp_outlined`
/// (also `.omp_outlined.1`, `.omp_outlined_debug__`), and the directives of
/// loops inside the region must follow them there.
llvm::StringRef sourceFunctionName(llvm::StringRef Name) {
  size_t Outlined = Name.find(".omp_outlined");
  if (Outlined == llvm::StringRef::npos || Outlined == 0)
    return Name;
  return Name.take_front(Outlined);
}

} // namespace

void loopcc::protectInnerLoop(llvm::Loop &L) {
  llvm::MDNode *Old = L.getLoopID();
  // A loop with a chain of its own keeps what it asked for.
  if (Old && readChainMarker(Old))
    return;
  L.setLoopID(addGuard(L.getHeader()->getContext(), Old,
                       GuardReason::ConsumedByParent));
}

loopcc::AttachChainsPass::AttachChainsPass(
    std::shared_ptr<ChainSource> Chains,
    std::shared_ptr<PipelineRemarks> Remarks)
    : Chains(std::move(Chains)), Remarks(std::move(Remarks)) {}

llvm::PreservedAnalyses
loopcc::AttachChainsPass::run(llvm::Module &M, llvm::ModuleAnalysisManager &) {
  const ChainTable &Table = Chains->chains(M);
  if (Table.empty())
    return llvm::PreservedAnalyses::all();
  recordChains(M, Table);
  if (Remarks)
    Remarks->install(M.getContext(), Table);

  // Function -> line and column -> chains (one per file name: #line and
  // #include put loops of other files in a function). The frontend has
  // already rejected two loops at one position in one function.
  llvm::StringMap<
      llvm::DenseMap<uint64_t, llvm::SmallVector<const LoopChain *, 1>>>
      ByFunction;
  for (const LoopChain &Chain : Table)
    if (!Chain.Steps.empty())
      ByFunction[Chain.Function][positionKey(Chain.Loop.Line,
                                             Chain.Loop.Column)]
          .push_back(&Chain);

  bool Changed = false;
  for (llvm::Function &F : M) {
    auto It = ByFunction.find(sourceFunctionName(F.getName()));
    if (It == ByFunction.end() || F.isDeclaration())
      continue;
    const auto &Positions = It->second;

    llvm::DominatorTree DT(F);
    llvm::LoopInfo LI(DT);
    llvm::SmallVector<llvm::Loop *, 4> Consumers;
    for (llvm::Loop *L : LI.getLoopsInPreorder()) {
      llvm::MDNode *Old = L->getLoopID();
      if (!Old)
        continue;
      const llvm::DILocation *Start = startLocation(Old);
      if (!Start)
        continue;
      auto Candidates =
          Positions.find(positionKey(Start->getLine(), Start->getColumn()));
      if (Candidates == Positions.end())
        continue;
      const LoopChain *const *Chain =
          llvm::find_if(Candidates->second, [&](const LoopChain *C) {
            return isAtPosition(C->Loop, Start->getFilename(),
                                Start->getLine(), Start->getColumn());
          });
      if (Chain == Candidates->second.end())
        continue;
      llvm::MDNode *InnerID = nullptr;
      if (L->getSubLoops().size() == 1)
        InnerID = L->getSubLoops().front()->getLoopID();
      L->setLoopID(lowerChain(Old, **Chain, InnerID));
      if (consumesInnerLoop((*Chain)->Steps.front().Kind))
        Consumers.push_back(L);
      Changed = true;
    }
    for (llvm::Loop *L : Consumers)
      for (llvm::Loop *Inner : L->getSubLoops())
        protectInnerLoop(*Inner);
  }
  // The record is new metadata, not a change any analysis depends on.
  return Changed ? llvm::PreservedAnalyses::none()
                 : llvm::PreservedAnalyses::all();
}
