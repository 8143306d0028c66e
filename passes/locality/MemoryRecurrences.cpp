//===- MemoryRecurrences.cpp - A sum in memory, as the source has it ------===//

#include "passes/locality/MemoryRecurrences.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

#include <cassert>

namespace {

/// The loop's one instruction that may write memory, if it is a simple
/// store that runs in every iteration; none otherwise.
llvm::StoreInst *onlyWrite(const llvm::Loop &L, const llvm::DominatorTree &DT) {
  llvm::StoreInst *Found = nullptr;
  for (llvm::BasicBlock *BB : L.blocks())
    for (llvm::Instruction &I : *BB) {
      if (!I.mayWriteToMemory())
        continue;
      auto *Store = llvm::dyn_cast<llvm::StoreInst>(&I);
      if (Found || !Store || !Store->isSimple())
        return nullptr;
      Found = Store;
    }
  llvm::BasicBlock *Latch = L.getLoopLatch();
  if (!Found || !Latch || !DT.dominates(Found->getParent(), Latch))
    return nullptr;
  return Found;
}

/// Whether \p Address holds \p Value when \p Preheader ends: the block's
/// last write stores \p Value there, or nothing in it writes after a load
/// of \p Address that gave \p Value.
bool holdsAtEnd(const llvm::BasicBlock &Preheader, const llvm::Value *Address,
                const llvm::Value *Value) {
  for (const llvm::Instruction &I : llvm::reverse(Preheader)) {
    if (auto *Load = llvm::dyn_cast<llvm::LoadInst>(&I))
      if (Load == Value && Load->isSimple() &&
          Load->getPointerOperand() == Address)
        return true;
    if (!I.mayWriteToMemory())
      continue;
    auto *Store = llvm::dyn_cast<llvm::StoreInst>(&I);
    return Store && Store->isSimple() &&
           Store->getPointerOperand() == Address &&
           Store->getValueOperand() == Value;
  }
  return false;
}

/// The PHIs of \p L's header that mirror the location its only write
/// stores to, each replaced by a load of it.
bool restoreIn(llvm::Loop &L, const llvm::DominatorTree &DT) {
  llvm::BasicBlock *Header = L.getHeader();
  llvm::BasicBlock *Preheader = L.getLoopPreheader();
  llvm::BasicBlock *Latch = L.getLoopLatch();
  llvm::StoreInst *Store = onlyWrite(L, DT);
  if (!Preheader || !Latch || !Store)
    return false;
  llvm::Value *Address = Store->getPointerOperand();
  if (!L.isLoopInvariant(Address))
    return false;
  for (llvm::PHINode &Phi : Header->phis()) {
    if (Phi.getNumIncomingValues() != 2 ||
        Phi.getIncomingValueForBlock(Latch) != Store->getValueOperand() ||
        !holdsAtEnd(*Preheader, Address,
                    Phi.getIncomingValueForBlock(Preheader)))
      continue;
    // At each iteration's start the location holds the PHI's value: the
    // preheader's last write put the first one there, and the one write
    // of every iteration the next.
    auto *Load = new llvm::LoadInst(
        Phi.getType(), Address, Phi.getName() + ".mem", false,
        Store->getAlign(), Header->getFirstInsertionPt());
    Load->setAAMetadata(Store->getAAMetadata());
    Load->setDebugLoc(Store->getDebugLoc());
    Phi.replaceAllUsesWith(Load);
    Phi.eraseFromParent();
    return true; // one location, one recurrence
  }
  return false;
}

} // namespace

bool loopcc::restoreMemoryRecurrences(llvm::Loop &L,
                                      const llvm::DominatorTree &DT) {
  bool Changed = false;
  for (llvm::Loop *Each : L.getLoopsInPreorder())
    Changed |= restoreIn(*Each, DT);
  return Changed;
}
