//===- AttachChains.cpp - Put each chain on its IR loop -------------------===//

#include "passes/AttachChains.h"
#include "passes/ChainLowering.h"
#include "passes/ChainMetadata.h"
#include "passes/LoopGuards.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
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

/// Where a chain of a loop that shares its position with others lands in
/// one IR function.
struct SharedPosition {
  /// The loop of the chain's place, or null.
  llvm::Loop *Loop = nullptr;
  /// How many loops the function has at the position.
  unsigned Found = 0;
};

/// The loop of \p Chain's place among \p LI's loops at its position. clang
/// emits a function's loops in source order, and LoopInfo's preorder lists
/// an outer loop before the loops inside it and siblings in program order:
/// the n-th loop at the position in the source is the n-th one here, as
/// long as every loop the frontend counted was emitted here. A loop clang
/// emits no code for (`do ... while (0)`, `while (0)`, a loop in dead code)
/// or one emitted into another function (a block literal, an OpenMP region)
/// changes the count, and then no loop is taken: a guess could put the chain
/// on another loop.
SharedPosition sharedPositionLoop(const loopcc::LoopChain &Chain,
                                  llvm::LoopInfo &LI) {
  SharedPosition Result;
  llvm::SmallVector<llvm::Loop *, 4> AtPosition;
  for (llvm::Loop *L : LI.getLoopsInPreorder())
    if (llvm::MDNode *ID = L->getLoopID())
      if (const llvm::DILocation *Start = loopcc::startLocation(ID))
        if (loopcc::isAtPosition(Chain.Loop, Start->getFilename(),
                                 Start->getLine(), Start->getColumn()))
          AtPosition.push_back(L);
  Result.Found = AtPosition.size();
  // clang's worksharing loop: the loop each thread runs is the innermost at
  // the directive's position (a dynamic schedule's dispatch loop is around
  // it, at the same position).
  if (Chain.InClangWorksharing) {
    if (!AtPosition.empty())
      Result.Loop = AtPosition.back();
    return Result;
  }
  if (AtPosition.size() == Chain.LoopsAtPosition &&
      Chain.LoopOrdinal < AtPosition.size())
    Result.Loop = AtPosition[Chain.LoopOrdinal];
  return Result;
}

std::string untoldReason(const loopcc::LoopChain &Chain, unsigned Found) {
  return "the loop shares its source position with " +
         std::to_string(Chain.LoopsAtPosition - 1) +
         " other loop(s) of one macro expansion, which the compiled code "
         "tells apart only by their order, and the compiled function has " +
         std::to_string(Found) +
         " loop(s) there (clang emits no loop for a 'do ... while (0)' or "
         "dead code, and puts a block's or an OpenMP region's loops in "
         "functions of their own): write the loop outside the macro, or in "
         "a macro of its own";
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
    std::shared_ptr<PipelineRemarks> Remarks,
    std::shared_ptr<ChainOutcomes> Outcomes)
    : Chains(std::move(Chains)), Remarks(std::move(Remarks)),
      Outcomes(std::move(Outcomes)) {}

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
  llvm::DenseSet<unsigned> Attached;
  // Chains of a shared position not attached in some function, with the
  // number of loops that function had there.
  llvm::DenseMap<unsigned, std::pair<const LoopChain *, unsigned>> Untold;
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
    llvm::DenseMap<const LoopChain *, SharedPosition> Shared;
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
      // A loop that shares its position with other loops of its function
      // (one macro expansion wrote them) takes its chain only as the loop
      // of its place in source order (sharedPositionLoop).
      llvm::erase_if(AtLoop, [&](const LoopChain *C) {
        if (C->LoopsAtPosition < 2 && !C->InClangWorksharing)
          return false;
        auto [It, New] = Shared.try_emplace(C);
        if (New)
          It->second = sharedPositionLoop(*C, LI);
        if (!It->second.Loop)
          Untold.try_emplace(C->Id, C, It->second.Found);
        return It->second.Loop != L;
      });
      // Two functions' loops at one position (one macro used in both) are
      // told apart by the function only: not in a helper that names none.
      if (AtLoop.size() != 1)
        continue;
      const LoopChain *const *Chain = &AtLoop.front();
      llvm::MDNode *InnerID = nullptr;
      if (L->getSubLoops().size() == 1)
        InnerID = L->getSubLoops().front()->getLoopID();
      L->setLoopID(lowerChain(Old, **Chain, InnerID));
      Attached.insert((*Chain)->Id);
      if (consumesInnerLoop((*Chain)->Steps.front().Kind))
        Consumers.push_back(L);
      Changed = true;
    }
    for (llvm::Loop *L : Consumers)
      for (llvm::Loop *Inner : L->getSubLoops())
        protectInnerLoop(*Inner);
  }
  // A loop of a shared position whose place no function's loops showed:
  // step 0 is missed, and says why (not "removed by an optimization").
  if (Outcomes)
    for (const auto &[Id, Entry] : Untold)
      if (!Attached.count(Id)) {
        StepAttempt A;
        A.Reason = untoldReason(*Entry.first, Entry.second);
        Outcomes->record(Id, 0, std::move(A));
      }
  // The record is new metadata, not a change any analysis depends on.
  return Changed ? llvm::PreservedAnalyses::none()
                 : llvm::PreservedAnalyses::all();
}
