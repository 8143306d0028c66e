//===- ReductionSlots.cpp - Register reductions put back in memory --------===//

#include "passes/locality/ReductionSlots.h"
#include "passes/locality/DependenceViolation.h"

#include "polly/ScopInfo.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

#include <optional>

namespace {

using polly::MemoryAccess;

/// The reduction Polly's model knows \p Update's operation as, or RT_NONE
/// when the operation is not one.
MemoryAccess::ReductionType reductionType(const llvm::Instruction &Update) {
  // Polly has no minimum or maximum among its reductions, and its
  // dependences ask only whether the updates may run in another order,
  // which an integer min or max may (exactly): marked as a bitwise or, the
  // operation itself kept by the slot (minMaxOf).
  if (llvm::isa<llvm::MinMaxIntrinsic>(Update))
    return MemoryAccess::RT_BOR;
  switch (Update.getOpcode()) {
  case llvm::Instruction::Add:
  case llvm::Instruction::Sub:
  case llvm::Instruction::FAdd:
  case llvm::Instruction::FSub:
    return MemoryAccess::RT_ADD;
  case llvm::Instruction::Mul:
  case llvm::Instruction::FMul:
    return MemoryAccess::RT_MUL;
  case llvm::Instruction::And:
    return MemoryAccess::RT_BAND;
  case llvm::Instruction::Or:
    return MemoryAccess::RT_BOR;
  case llvm::Instruction::Xor:
    return MemoryAccess::RT_BXOR;
  default:
    return MemoryAccess::RT_NONE;
  }
}

/// The value \p Update's operation leaves unchanged: 0 for + - | ^, 1
/// for *, all ones for &, -0.0 for floating-point + (x + -0.0 is x, also
/// for x = +0.0), +0.0 for floating-point -, 1.0 for floating-point *.
llvm::Constant *identityOf(const llvm::Instruction &Update) {
  llvm::Type *Ty = Update.getType();
  if (auto *MinMax = llvm::dyn_cast<llvm::MinMaxIntrinsic>(&Update))
    return loopcc::minMaxIdentity(MinMax->getIntrinsicID(), Ty);
  switch (Update.getOpcode()) {
  case llvm::Instruction::Mul:
    return llvm::ConstantInt::get(Ty, 1);
  case llvm::Instruction::And:
    return llvm::Constant::getAllOnesValue(Ty);
  case llvm::Instruction::FAdd:
    return llvm::ConstantFP::getNegativeZero(Ty);
  case llvm::Instruction::FSub:
    return llvm::ConstantFP::get(Ty, 0.0);
  case llvm::Instruction::FMul:
    return llvm::ConstantFP::get(Ty, 1.0);
  default:
    return llvm::Constant::getNullValue(Ty);
  }
}

/// A reduction cycle through a loop header: the PHIs that carry it, its one
/// update, the value it starts from, and the uses of its value after the
/// loop.
struct Cycle {
  llvm::SmallSetVector<llvm::PHINode *, 8> Phis;
  llvm::Instruction *Update = nullptr;
  /// `s += a[i] + b[i]`, once Reassociate has run, is two updates of the
  /// cycle, `(s + a[i]) + b[i]`: the cycle's updates, in the order they
  /// run, the last one Update (folded into it by foldUpdates).
  llvm::SmallSetVector<llvm::Instruction *, 4> Updates;
  /// `s = c ? s + x : s`, how InstCombine writes `s += c ? x : 0`: the
  /// select that keeps the old value where the condition does not hold.
  llvm::SelectInst *Select = nullptr;
  llvm::Value *Init = nullptr;
  llvm::SmallVector<llvm::Use *, 4> ExitUses;
};

/// Puts \p C's updates in the order they run and makes the last one its
/// Update: true for one update, or for a chain of them that may be folded
/// into one (foldUpdates): the same operation throughout (+ - * & | ^, or
/// floating-point + - * that all allow reassociation), each taking the
/// previous one's value (the first a PHI's) and one from outside the
/// cycle, each but the last used by the next one only. A select between
/// them is no such chain.
template <typename InCycleFn>
bool orderUpdates(Cycle &C, InCycleFn InCycle) {
  if (C.Updates.size() == 1) {
    C.Update = C.Updates.front();
    return true;
  }
  if (C.Select)
    return false;
  // The cycle's value each update takes, and the one from outside.
  auto Operands =
      [&](llvm::Instruction *U) -> std::optional<std::pair<llvm::Value *,
                                                           llvm::Value *>> {
    if (U->getNumOperands() != 2)
      return std::nullopt;
    llvm::Value *Lhs = U->getOperand(0), *Rhs = U->getOperand(1);
    if (InCycle(Lhs) == InCycle(Rhs))
      return std::nullopt;
    return InCycle(Lhs) ? std::make_pair(Lhs, Rhs) : std::make_pair(Rhs, Lhs);
  };
  llvm::Instruction *First = nullptr;
  for (llvm::Instruction *U : C.Updates) {
    auto Ops = Operands(U);
    if (!Ops)
      return false;
    auto *Phi = llvm::dyn_cast<llvm::PHINode>(Ops->first);
    if (Phi && C.Phis.contains(Phi)) {
      if (First)
        return false;
      First = U;
    }
  }
  if (!First)
    return false;
  unsigned Opcode = First->getOpcode();
  bool Subtracts = Opcode == llvm::Instruction::Sub ||
                   Opcode == llvm::Instruction::FSub;
  bool Floating = First->getType()->isFloatingPointTy();
  llvm::SmallVector<llvm::Instruction *, 4> Ordered;
  for (llvm::Instruction *U = First; U;) {
    if (U->getOpcode() != Opcode ||
        reductionType(*U) == MemoryAccess::RT_NONE ||
        (Floating && !U->hasAllowReassoc()) ||
        (Subtracts && !InCycle(U->getOperand(0))))
      return false;
    Ordered.push_back(U);
    if (Ordered.size() == C.Updates.size())
      break;
    if (!U->hasOneUse())
      return false;
    auto *Next = llvm::dyn_cast<llvm::Instruction>(*U->user_begin());
    if (!Next || !C.Updates.contains(Next))
      return false;
    auto NextOps = Operands(Next);
    if (!NextOps || NextOps->first != U)
      return false;
    U = Next;
  }
  if (Ordered.size() != C.Updates.size())
    return false;
  C.Updates.clear();
  C.Updates.insert(Ordered.begin(), Ordered.end());
  C.Update = Ordered.back();
  return true;
}

/// Folds \p C's chain of updates into its last one, `(s + a) + b` into
/// `s + (a + b)` (`(s - a) - b` into `s - (a + b)`): the same value for
/// integers, a reordering the flags allow for floating point. The sum then
/// has one update, which Polly's model takes as a reduction.
void foldUpdates(Cycle &C) {
  if (C.Updates.size() < 2)
    return;
  llvm::Instruction *First = C.Updates.front();
  llvm::Instruction *Last = C.Update;
  auto *FirstPhi = llvm::dyn_cast<llvm::PHINode>(First->getOperand(0));
  llvm::Value *Start = FirstPhi && C.Phis.contains(FirstPhi)
                           ? First->getOperand(0)
                           : First->getOperand(1);
  // The term an update adds to the value \p Inside it takes.
  auto Term = [](llvm::Instruction *U, llvm::Value *Inside) {
    return U->getOperand(0) == Inside ? U->getOperand(1) : U->getOperand(0);
  };
  // The terms combined with the operation itself, or with + for a
  // difference; with the fast-math flags every update has, and no wrap
  // flags (the terms' sum may wrap where the partial sums did not).
  unsigned Opcode = First->getOpcode();
  auto Combine = static_cast<llvm::Instruction::BinaryOps>(
      Opcode == llvm::Instruction::Sub    ? llvm::Instruction::Add
      : Opcode == llvm::Instruction::FSub ? llvm::Instruction::FAdd
                                          : Opcode);
  bool Floating = First->getType()->isFloatingPointTy();
  llvm::FastMathFlags FMF = llvm::FastMathFlags::getFast();
  if (Floating)
    for (llvm::Instruction *U : C.Updates)
      FMF &= U->getFastMathFlags();
  llvm::IRBuilder<> B(Last);
  B.SetCurrentDebugLocation(Last->getDebugLoc());
  if (Floating)
    B.setFastMathFlags(FMF);
  llvm::Value *Terms = nullptr;
  llvm::Value *Inside = Start;
  for (llvm::Instruction *U : C.Updates) {
    llvm::Value *T = Term(U, Inside);
    Terms = Terms ? B.CreateBinOp(Combine, Terms, T) : T;
    Inside = U;
  }
  llvm::Value *Before = C.Updates[C.Updates.size() - 2];
  for (llvm::Use &Op : Last->operands())
    Op.set(Op.get() == Before ? Start : Terms);
  Last->dropPoisonGeneratingFlags();
  if (Floating)
    Last->copyFastMathFlags(FMF);
  for (unsigned K = C.Updates.size() - 1; K-- > 0;)
    C.Updates[K]->eraseFromParent();
  C.Updates.clear();
  C.Updates.insert(Last);
}

/// The cycle through \p Header, a PHI of \p L's header, if it is a
/// reduction: every value of it inside \p L is a PHI of the cycle or an
/// update (one, or a chain orderUpdates takes), and nothing else inside
/// \p L uses one.
std::optional<Cycle> traceCycle(llvm::PHINode *Header, llvm::Loop &L) {
  Cycle C;
  llvm::SmallVector<llvm::Instruction *, 8> Work;
  auto Visit = [&](llvm::Value *V) {
    auto *I = llvm::dyn_cast<llvm::Instruction>(V);
    if (!I || !L.contains(I))
      return false;
    if (auto *Phi = llvm::dyn_cast<llvm::PHINode>(I)) {
      if (C.Phis.insert(Phi))
        Work.push_back(Phi);
      return true;
    }
    // The cycle's one select, or its one update: a second is no cycle.
    auto Take = [&](auto *&Slot, auto *Value) {
      if (Slot && Slot != Value)
        return false;
      if (!Slot) {
        Slot = Value;
        Work.push_back(Value);
      }
      return true;
    };
    if (auto *Sel = llvm::dyn_cast<llvm::SelectInst>(I))
      return Take(C.Select, Sel);
    if (C.Updates.insert(I))
      Work.push_back(I);
    return true;
  };
  Visit(Header);
  while (!Work.empty()) {
    llvm::Instruction *I = Work.pop_back_val();
    if (auto *Phi = llvm::dyn_cast<llvm::PHINode>(I)) {
      for (unsigned K = 0, E = Phi->getNumIncomingValues(); K < E; ++K) {
        llvm::Value *In = Phi->getIncomingValue(K);
        if (Phi == Header && !L.contains(Phi->getIncomingBlock(K))) {
          if (C.Init && C.Init != In)
            return std::nullopt;
          C.Init = In;
          continue;
        }
        // A value from outside the cycle mid-loop: the sum starts again.
        if (!Visit(In))
          return std::nullopt;
      }
    }
    for (llvm::Use &U : I->uses()) {
      auto *User = llvm::cast<llvm::Instruction>(U.getUser());
      if (!L.contains(User))
        C.ExitUses.push_back(&U);
      else if (!Visit(User))
        return std::nullopt;
    }
  }
  auto InCycle = [&](llvm::Value *V) {
    auto *Phi = llvm::dyn_cast<llvm::PHINode>(V);
    auto *I = llvm::dyn_cast<llvm::Instruction>(V);
    return (I && C.Updates.contains(I)) || (C.Select && V == C.Select) ||
           (Phi && C.Phis.contains(Phi));
  };
  if (C.Updates.empty() || !C.Init || !orderUpdates(C, InCycle))
    return std::nullopt;
  if (reductionType(*C.Update) == MemoryAccess::RT_NONE)
    return std::nullopt;
  // The update combines the cycle's value with one from outside it, and
  // subtracts from the value, not the value from something.
  llvm::Value *Lhs = C.Update->getOperand(0);
  llvm::Value *Rhs = C.Update->getOperand(1);
  if (InCycle(Lhs) == InCycle(Rhs))
    return std::nullopt;
  // With a select: it chooses between the update and the value before it,
  // on a condition from outside the cycle, and the update feeds nothing
  // else.
  if (C.Select) {
    llvm::Value *Kept = C.Select->getTrueValue() == C.Update
                            ? C.Select->getFalseValue()
                            : C.Select->getTrueValue();
    auto *KeptPhi = llvm::dyn_cast<llvm::PHINode>(Kept);
    if ((C.Select->getTrueValue() != C.Update &&
         C.Select->getFalseValue() != C.Update) ||
        !KeptPhi || !C.Phis.contains(KeptPhi) ||
        InCycle(C.Select->getCondition()) || !C.Update->hasOneUse() ||
        (InCycle(Lhs) ? Lhs : Rhs) != Kept)
      return std::nullopt;
  }
  bool Subtracts = C.Update->getOpcode() == llvm::Instruction::Sub ||
                   C.Update->getOpcode() == llvm::Instruction::FSub;
  if (Subtracts && !InCycle(Lhs))
    return std::nullopt;
  // A PHI after the loop takes the value as it leaves: read from the slot
  // there, outside the loop, which keeps its nest perfect. One that also
  // takes a value from elsewhere is not the loop's result alone.
  for (llvm::Use *U : C.ExitUses)
    if (auto *Phi = llvm::dyn_cast<llvm::PHINode>(U->getUser()))
      if (llvm::any_of(llvm::predecessors(Phi->getParent()),
                       [&](llvm::BasicBlock *B) { return !L.contains(B); }) ||
          !llvm::all_of(Phi->incoming_values(), InCycle))
        return std::nullopt;
  return C;
}

loopcc::ReductionSlot putInSlot(Cycle &C, llvm::Loop &L) {
  foldUpdates(C);
  llvm::Function &F = *L.getHeader()->getParent();
  llvm::Type *Ty = C.Update->getType();
  llvm::IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
  loopcc::ReductionSlot R;
  R.Slot = B.CreateAlloca(Ty, nullptr, "loopcc.reduction");
  R.Slot->setMetadata(loopcc::ReductionSlotMark,
                      llvm::MDNode::get(R.Slot->getContext(), {}));
  R.Update = C.Update;
  R.Reorderable =
      !Ty->isFloatingPointTy() || C.Update->hasAllowReassoc();

  B.SetInsertPoint(L.getLoopPreheader()->getTerminator());
  B.CreateStore(C.Init, R.Slot);

  if (C.Select) {
    // `s = c ? s + x : s` becomes `s = s + (c ? x : 0)`: every iteration
    // updates the sum, which Polly's model then takes as a reduction.
    B.SetInsertPoint(C.Select);
    B.SetCurrentDebugLocation(C.Update->getDebugLoc());
    R.Load = B.CreateLoad(Ty, R.Slot);
    bool CycleLeft = C.Phis.contains(
        llvm::dyn_cast<llvm::PHINode>(C.Update->getOperand(0)));
    llvm::Value *X = C.Update->getOperand(CycleLeft ? 1 : 0);
    llvm::Constant *Identity = identityOf(*C.Update);
    llvm::Value *Added =
        C.Select->getTrueValue() == C.Update
            ? B.CreateSelect(C.Select->getCondition(), X, Identity)
            : B.CreateSelect(C.Select->getCondition(), Identity, X);
    llvm::Instruction *Update = C.Update->clone();
    Update->setOperand(CycleLeft ? 0 : 1, R.Load);
    Update->setOperand(CycleLeft ? 1 : 0, Added);
    B.Insert(Update);
    R.Store = B.CreateStore(Update, R.Slot);
    R.Update = Update;
  } else {
    B.SetInsertPoint(C.Update);
    B.SetCurrentDebugLocation(C.Update->getDebugLoc());
    R.Load = B.CreateLoad(Ty, R.Slot);
    for (llvm::Use &Op : C.Update->operands())
      if (auto *Phi = llvm::dyn_cast<llvm::PHINode>(Op.get());
          Phi && C.Phis.contains(Phi))
        Op.set(R.Load);
    B.SetInsertPoint(C.Update->getNextNode());
    R.Store = B.CreateStore(C.Update, R.Slot);
  }

  // After the loop, the value is what the slot holds where it leaves.
  llvm::SmallSetVector<llvm::PHINode *, 2> ExitPhis;
  for (llvm::Use *U : C.ExitUses) {
    auto *User = llvm::cast<llvm::Instruction>(U->getUser());
    if (auto *Phi = llvm::dyn_cast<llvm::PHINode>(User)) {
      ExitPhis.insert(Phi);
      continue;
    }
    B.SetInsertPoint(User);
    U->set(B.CreateLoad(Ty, R.Slot));
  }
  for (llvm::PHINode *Phi : ExitPhis) {
    B.SetInsertPoint(Phi->getParent()->getFirstInsertionPt());
    Phi->replaceAllUsesWith(B.CreateLoad(Ty, R.Slot));
    Phi->eraseFromParent();
  }
  for (llvm::PHINode *Phi : C.Phis)
    Phi->replaceAllUsesWith(llvm::PoisonValue::get(Ty));
  for (llvm::PHINode *Phi : C.Phis)
    Phi->eraseFromParent();
  if (C.Select) {
    // What used them were the cycle's PHIs and the exits, all replaced.
    C.Select->replaceAllUsesWith(llvm::PoisonValue::get(Ty));
    C.Select->eraseFromParent();
    C.Update->replaceAllUsesWith(llvm::PoisonValue::get(Ty));
    C.Update->eraseFromParent();
  }
  return R;
}

} // namespace

llvm::SmallVector<loopcc::ReductionSlot, 2>
loopcc::putReductionsInSlots(llvm::Loop &L, llvm::ScalarEvolution &SE) {
  llvm::SmallVector<ReductionSlot, 2> Slots;
  if (!L.getLoopPreheader())
    return Slots;
  llvm::SmallVector<Cycle, 2> Cycles;
  for (llvm::PHINode &Phi : L.getHeader()->phis()) {
    llvm::Type *Ty = Phi.getType();
    if (!Ty->isIntegerTy() && !Ty->isFloatingPointTy())
      continue;
    // A value SCEV describes as an affine recurrence is computed again
    // where needed (an induction variable, `s += 3`): no cycle to break.
    if (SE.isSCEVable(Ty))
      if (auto *AddRec =
              llvm::dyn_cast<llvm::SCEVAddRecExpr>(SE.getSCEV(&Phi)))
        if (AddRec->isAffine())
          continue;
    if (std::optional<Cycle> C = traceCycle(&Phi, L))
      Cycles.push_back(std::move(*C));
  }
  if (Cycles.empty())
    return Slots;
  SE.forgetLoop(&L);
  for (Cycle &C : Cycles)
    Slots.push_back(putInSlot(C, L));
  return Slots;
}

void loopcc::markReductions(polly::Scop &S, llvm::ArrayRef<ReductionSlot> Slots,
                            bool All) {
  for (polly::ScopStmt &Stmt : S)
    for (MemoryAccess *MA : Stmt)
      for (const ReductionSlot &R : Slots)
        if (MA->getAccessInstruction() == R.Load ||
            MA->getAccessInstruction() == R.Store)
          MA->markAsReductionLike(R.Reorderable || All
                                      ? reductionType(*R.Update)
                                      : MemoryAccess::RT_NONE);
}

void loopcc::promoteSlots(llvm::ArrayRef<ReductionSlot> Slots,
                          llvm::DominatorTree &DT, llvm::AssumptionCache &AC) {
  llvm::SmallVector<llvm::AllocaInst *, 4> Promotable;
  for (const ReductionSlot &R : Slots) {
    // Polly's code generator addresses the slot as element 0 of an array.
    for (llvm::User *U : llvm::make_early_inc_range(R.Slot->users()))
      if (auto *GEP = llvm::dyn_cast<llvm::GetElementPtrInst>(U);
          GEP && GEP->hasAllZeroIndices()) {
        GEP->replaceAllUsesWith(R.Slot);
        GEP->eraseFromParent();
      }
    if (llvm::isAllocaPromotable(R.Slot))
      Promotable.push_back(R.Slot);
  }
  if (!Promotable.empty())
    llvm::PromoteMemToReg(Promotable, DT, &AC);
}

std::string loopcc::updateWhere(const llvm::Instruction &Update) {
  const llvm::DebugLoc &DL = Update.getDebugLoc();
  if (!DL || !DL.getLine())
    return "";
  std::string Where = " at line " + std::to_string(DL.getLine());
  if (std::string Text = loopcc::statementText(DL); !Text.empty())
    Where += " (" + Text + ")";
  return Where;
}

std::string loopcc::reorderingText(const ReductionSlot &R,
                                   const std::string &Step) {
  const char *What =
      R.Update->getOpcode() == llvm::Instruction::FMul ? "product" : "sum";
  std::string Where = updateWhere(*R.Update);
  return "'" + Step + "' would change the order of the floating-point " +
         What + Where +
         ", which changes its rounding; allow reassociation to let it: "
         "-ffast-math, -funsafe-math-optimizations, or -fassociative-math "
         "with -fno-signed-zeros";
}

bool loopcc::updatedConditionally(const polly::Scop &S,
                                  const ReductionSlot &R) {
  for (const polly::ScopStmt &Stmt : S)
    for (const MemoryAccess *MA : Stmt)
      if (MA->getAccessInstruction() == R.Store)
        return MA->isMayWrite() || Stmt.isRegionStmt();
  return false;
}

std::string loopcc::conditionalSumText(const ReductionSlot &R,
                                       const std::string &Step) {
  std::string Where = updateWhere(*R.Update);
  // The unconditional form, with the operation's identity.
  const char *Form = "x += cond ? v : 0";
  switch (R.Update->getOpcode()) {
  case llvm::Instruction::Sub:
  case llvm::Instruction::FSub:
    Form = "x -= cond ? v : 0";
    break;
  case llvm::Instruction::Mul:
  case llvm::Instruction::FMul:
    Form = "x *= cond ? v : 1";
    break;
  case llvm::Instruction::And:
    Form = "x &= cond ? v : ~0";
    break;
  case llvm::Instruction::Or:
    Form = "x |= cond ? v : 0";
    break;
  case llvm::Instruction::Xor:
    Form = "x ^= cond ? v : 0";
    break;
  default:
    break;
  }
  return "'" + Step + "' would change the order of the updates of the sum" +
         Where +
         ", which runs under a condition; loopcc reorders a reduction only "
         "when every iteration updates it: write the condition into the "
         "value (" + Form + ", with a v that can be computed whatever the "
         "condition)";
}

llvm::Intrinsic::ID loopcc::minMaxOf(const llvm::AllocaInst &Slot) {
  for (const llvm::User *U : Slot.users())
    if (auto *Store = llvm::dyn_cast<llvm::StoreInst>(U))
      if (auto *MinMax =
              llvm::dyn_cast<llvm::MinMaxIntrinsic>(Store->getValueOperand()))
        return MinMax->getIntrinsicID();
  return llvm::Intrinsic::not_intrinsic;
}

llvm::Constant *loopcc::minMaxIdentity(llvm::Intrinsic::ID MinMax,
                                       llvm::Type *Ty) {
  unsigned Bits = Ty->getIntegerBitWidth();
  switch (MinMax) {
  case llvm::Intrinsic::smax:
    return llvm::ConstantInt::get(Ty, llvm::APInt::getSignedMinValue(Bits));
  case llvm::Intrinsic::smin:
    return llvm::ConstantInt::get(Ty, llvm::APInt::getSignedMaxValue(Bits));
  case llvm::Intrinsic::umax:
    return llvm::ConstantInt::get(Ty, 0);
  case llvm::Intrinsic::umin:
    return llvm::Constant::getAllOnesValue(Ty);
  default:
    llvm_unreachable("not a minimum or maximum");
  }
}
