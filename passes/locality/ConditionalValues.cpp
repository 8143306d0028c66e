//===- ConditionalValues.cpp - A value chosen by a branch, as a select ----===//

#include "passes/locality/ConditionalValues.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Analysis/DomTreeUpdater.h"
#include "llvm/IR/CFG.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

namespace {

/// The most instructions a side of a branch may compute to be computed
/// before the branch instead (as SimplifyCFG would for a cheap side).
constexpr unsigned MaxHoisted = 4;

/// Whether \p BB is one side of a branch whose work can be done before
/// the branch: entered from the branch only, going on to the join only,
/// computing a few values that are safe to compute whatever the condition.
bool isSideBlock(const llvm::BasicBlock *BB) {
  if (!BB->getSinglePredecessor() || !BB->getSingleSuccessor() ||
      BB->size() > MaxHoisted + 1)
    return false;
  return llvm::all_of(*BB, [](const llvm::Instruction &I) {
    return I.isTerminator() || llvm::isSafeToSpeculativelyExecute(&I);
  });
}

/// The block a value coming from \p Pred to a join was decided in: \p Pred
/// itself, or the branching block before \p Pred when \p Pred is a side
/// block of the branch.
llvm::BasicBlock *decidingBlock(llvm::BasicBlock *Pred) {
  if (isSideBlock(Pred))
    return Pred->getSinglePredecessor();
  return Pred;
}

/// The select \p Phi is, if it is one.
bool replaceBySelect(llvm::PHINode &Phi, const llvm::DominatorTree &DT) {
  if (Phi.getNumIncomingValues() != 2 || !Phi.getType()->isFirstClassType())
    return false;
  llvm::BasicBlock *A = Phi.getIncomingBlock(0);
  llvm::BasicBlock *B = Phi.getIncomingBlock(1);
  // A diamond (both sides empty blocks of one branch) or a triangle (one
  // side empty, the other the branching block itself).
  llvm::BasicBlock *Branching = nullptr;
  if (decidingBlock(A) == decidingBlock(B) && A != B)
    Branching = decidingBlock(A);
  else if (decidingBlock(B) == A)
    Branching = A;
  else if (decidingBlock(A) == B)
    Branching = B;
  if (!Branching)
    return false;
  auto *Br = llvm::dyn_cast<llvm::BranchInst>(Branching->getTerminator());
  if (!Br || !Br->isConditional())
    return false;
  // Which incoming edge the true side of the branch leads to.
  auto Reaches = [&](llvm::BasicBlock *Succ, llvm::BasicBlock *Incoming) {
    return Succ == Incoming || (Succ == Phi.getParent() && Incoming == Branching);
  };
  llvm::BasicBlock *True = Br->getSuccessor(0), *False = Br->getSuccessor(1);
  int TrueIn = Reaches(True, A) ? 0 : Reaches(True, B) ? 1 : -1;
  int FalseIn = Reaches(False, A) ? 0 : Reaches(False, B) ? 1 : -1;
  if (TrueIn < 0 || FalseIn < 0 || TrueIn == FalseIn)
    return false;
  // The sides' work is done before the branch; then both values must
  // exist where it decides.
  for (llvm::BasicBlock *Side : {A, B})
    if (Side != Branching)
      for (llvm::Instruction &I :
           llvm::make_early_inc_range(Side->instructionsWithoutDebug()))
        if (!I.isTerminator())
          I.moveBefore(Br->getIterator());
  for (llvm::Value *V : Phi.incoming_values())
    if (auto *I = llvm::dyn_cast<llvm::Instruction>(V);
        I && !DT.dominates(I, Br))
      return false;
  llvm::IRBuilder<> Builder(&*Phi.getParent()->getFirstInsertionPt());
  llvm::Value *Sel = Builder.CreateSelect(
      Br->getCondition(), Phi.getIncomingValue(TrueIn),
      Phi.getIncomingValue(FalseIn), Phi.getName());
  if (auto *SelI = llvm::dyn_cast<llvm::Instruction>(Sel))
    SelI->setDebugLoc(Phi.getDebugLoc());
  Phi.replaceAllUsesWith(Sel);
  Phi.eraseFromParent();
  return true;
}

/// Once \p Join has no PHI left, the branch that led to it through empty
/// blocks decides nothing: it becomes a branch to \p Join, the empty blocks
/// go, and \p Join is merged into the branching block, so that the code
/// before and after the branch is one statement of Polly's model (two
/// statements would pass the loaded value through a scalar, written and
/// read in every iteration: a dependence between iterations again).
void foldEmptyBranch(llvm::BasicBlock *Join, llvm::DominatorTree &DT,
                     llvm::LoopInfo &LI) {
  if (!Join->phis().empty())
    return;
  llvm::BasicBlock *Branching = nullptr;
  llvm::SmallVector<llvm::BasicBlock *, 2> Empty;
  for (llvm::BasicBlock *Pred : llvm::predecessors(Join)) {
    llvm::BasicBlock *From = decidingBlock(Pred);
    if (Branching && Branching != From)
      return;
    Branching = From;
    if (Pred != From)
      Empty.push_back(Pred);
  }
  auto *Br = Branching
                 ? llvm::dyn_cast<llvm::BranchInst>(Branching->getTerminator())
                 : nullptr;
  if (!Br || !Br->isConditional() ||
      llvm::any_of(Br->successors(), [&](llvm::BasicBlock *S) {
        return S != Join && !llvm::is_contained(Empty, S);
      }))
    return;
  for (llvm::BasicBlock *E : Empty)
    if (E->hasNPredecessorsOrMore(2))
      return;
  llvm::DomTreeUpdater DTU(DT, llvm::DomTreeUpdater::UpdateStrategy::Eager);
  llvm::BranchInst::Create(Join, Br->getIterator());
  Br->eraseFromParent();
  for (llvm::BasicBlock *E : Empty) {
    DTU.applyUpdates({{llvm::DominatorTree::Delete, Branching, E}});
    LI.removeBlock(E);
    llvm::DeleteDeadBlock(E, &DTU);
  }
  llvm::MergeBlockIntoPredecessor(Join, &DTU, &LI);
}

} // namespace

bool loopcc::selectConditionalValues(llvm::Loop &L, llvm::DominatorTree &DT,
                                     llvm::LoopInfo &LI) {
  bool Changed = false;
  llvm::SmallVector<llvm::BasicBlock *, 8> Joins;
  for (llvm::BasicBlock *BB : L.blocks()) {
    // Headers' PHIs carry values around the loop, not through a branch.
    if (LI.isLoopHeader(BB))
      continue;
    bool Here = false;
    for (llvm::PHINode &Phi : llvm::make_early_inc_range(BB->phis()))
      Here |= replaceBySelect(Phi, DT);
    if (Here)
      Joins.push_back(BB);
    Changed |= Here;
  }
  for (llvm::BasicBlock *Join : Joins)
    foldEmptyBranch(Join, DT, LI);
  return Changed;
}
