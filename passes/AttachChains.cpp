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

uint64_t positionKey(unsigned Line, unsigned Column) {
  return (uint64_t(Line) << 32) | Column;
}

/// The source functions whose loops the IR function \p Name may hold:
/// itself, and the function clang cloned or outlined it from. Empty for
/// clang's OpenMP helpers that name no function (`.omp_task_entry.`, the
/// body of a `#pragma omp task`; `.omp_outlined.`): their loops may come
/// from any function. In C a name has no `.`, so a clone is
/// `<function>.<suffix>` (`f.avx2.0`, `f.default.1` of target_clones;
/// `f.omp_outlined`, `f.omp_outlined.1` of a parallel region), and a block
/// literal's body is `__<function>_block_invoke` (`_2`, ... for the next).
llvm::SmallVector<llvm::StringRef, 2> sourceFunctionNames(llvm::StringRef Name) {
  if (Name.starts_with("."))
    return {};
  llvm::SmallVector<llvm::StringRef, 2> Names{Name};
  if (size_t Dot = Name.find('.'); Dot != llvm::StringRef::npos)
    Names.push_back(Name.take_front(Dot));
  if (Name.consume_front("__"))
    if (size_t Block = Name.find("_block_invoke"); Block != llvm::StringRef::npos)
      Names.push_back(Name.take_front(Block));
  return Names;
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
    if (F.isDeclaration())
      continue;
    // The positions of the chains this function's loops may carry.
    llvm::DenseMap<uint64_t, llvm::SmallVector<const LoopChain *, 1>>
        Positions;
    llvm::SmallVector<llvm::StringRef, 2> Sources =
        sourceFunctionNames(F.getName());
    for (auto &Entry : ByFunction)
      if (Sources.empty() || llvm::is_contained(Sources, Entry.getKey()))
        for (auto &[Key, Chains] : Entry.getValue())
          Positions[Key].append(Chains.begin(), Chains.end());
    if (Positions.empty())
      continue;

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
      llvm::SmallVector<const LoopChain *, 1> AtLoop;
      for (const LoopChain *C : Candidates->second)
        if (isAtPosition(C->Loop, Start->getFilename(), Start->getLine(),
                         Start->getColumn()))
          AtLoop.push_back(C);
      // Two functions' loops at one position (one macro used in both) are
      // told apart by the function only: not in a helper that names none.
      if (AtLoop.size() != 1)
        continue;
      const LoopChain *const *Chain = &AtLoop.front();
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
