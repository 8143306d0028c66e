//===- AttachChains.cpp - Put each chain on its IR loop -------------------===//

#include "passes/AttachChains.h"
#include "passes/ChainLowering.h"
#include "passes/ChainMetadata.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
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

/// Adds disable_nonforced to \p L's ID: the loop will be consumed by a
/// pending unroll_and_jam or interchange of its parent, and must reach it
/// whole (the vectorizer would otherwise split it first).
void protectInnerLoop(llvm::Loop &L) {
  llvm::LLVMContext &Ctx = L.getHeader()->getContext();
  llvm::MDNode *Flag = llvm::MDNode::get(
      Ctx, llvm::MDString::get(Ctx, loopcc::DisableNonforcedName));
  llvm::SmallVector<llvm::Metadata *, 8> Ops;
  Ops.push_back(nullptr);
  if (llvm::MDNode *Old = L.getLoopID()) {
    for (const llvm::MDOperand &Op : llvm::drop_begin(Old->operands())) {
      if (Op.get() == Flag)
        return;
      Ops.push_back(Op.get());
    }
  }
  Ops.push_back(Flag);
  llvm::MDNode *New = llvm::MDNode::getDistinct(Ctx, Ops);
  New->replaceOperandWith(0, New);
  L.setLoopID(New);
}

bool consumesInnerLoops(const loopcc::LoopChain &Chain) {
  loopcc::StepKind First = Chain.Steps.front().Kind;
  return First == loopcc::StepKind::UnrollAndJam ||
         First == loopcc::StepKind::Interchange;
}

} // namespace

loopcc::AttachChainsPass::AttachChainsPass(
    std::shared_ptr<const ChainTable> Chains)
    : Chains(std::move(Chains)) {}

llvm::PreservedAnalyses
loopcc::AttachChainsPass::run(llvm::Module &M, llvm::ModuleAnalysisManager &) {
  if (!Chains || Chains->empty())
    return llvm::PreservedAnalyses::all();

  // Function -> loop position -> chain. The frontend has already rejected
  // two loops at one position in one function.
  llvm::StringMap<llvm::DenseMap<uint64_t, const LoopChain *>> ByFunction;
  for (const LoopChain &Chain : *Chains)
    if (!Chain.Steps.empty())
      ByFunction[Chain.Function][positionKey(Chain.Loop.Line,
                                             Chain.Loop.Column)] = &Chain;

  bool Changed = false;
  for (llvm::Function &F : M) {
    auto It = ByFunction.find(F.getName());
    if (It == ByFunction.end() || F.isDeclaration())
      continue;
    const auto &Positions = It->second;

    llvm::DenseMap<llvm::MDNode *, llvm::MDNode *> NewIDs;
    llvm::SmallVector<llvm::MDNode *, 4> ProtectInner;
    for (llvm::BasicBlock &BB : F) {
      llvm::Instruction *Term = BB.getTerminator();
      if (!Term)
        continue;
      llvm::MDNode *Old = Term->getMetadata(llvm::LLVMContext::MD_loop);
      if (!Old)
        continue;
      auto Done = NewIDs.find(Old);
      if (Done != NewIDs.end()) {
        Term->setMetadata(llvm::LLVMContext::MD_loop, Done->second);
        continue;
      }
      const llvm::DILocation *Start = startLocation(Old);
      if (!Start)
        continue;
      auto Chain = Positions.find(positionKey(Start->getLine(),
                                              Start->getColumn()));
      if (Chain == Positions.end())
        continue;
      llvm::MDNode *New = lowerChain(Old, *Chain->second);
      NewIDs[Old] = New;
      Term->setMetadata(llvm::LLVMContext::MD_loop, New);
      if (consumesInnerLoops(*Chain->second))
        ProtectInner.push_back(New);
      Changed = true;
    }

    if (ProtectInner.empty())
      continue;
    llvm::DominatorTree DT(F);
    llvm::LoopInfo LI(DT);
    for (llvm::Loop *L : LI.getLoopsInPreorder())
      if (llvm::is_contained(ProtectInner, L->getLoopID()))
        for (llvm::Loop *Inner : L->getSubLoops())
          protectInnerLoop(*Inner);
  }
  return Changed ? llvm::PreservedAnalyses::none()
                 : llvm::PreservedAnalyses::all();
}
