//===- ParallelSums.cpp - A sum of a parallel loop, one copy a thread ------===//

#include "passes/locality/ParallelSums.h"
#include "passes/locality/ReductionSlots.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

#include <cassert>
#include <optional>

namespace {

using polly::MemoryAccess;

/// The fork call's argument that points at the struct of the values the
/// outlined function reads (Polly's polly.par.userContext), and the
/// outlined function's parameter that receives it.
constexpr unsigned SharedArgument = 6;
constexpr unsigned SharedParameter = 5;

/// The field of the struct \p Fork hands over in which the caller stores
/// \p Slot; none if it does not.
std::optional<uint64_t> fieldOf(llvm::CallInst &Fork, llvm::Value *Slot) {
  if (Fork.arg_size() <= SharedArgument)
    return std::nullopt;
  llvm::Value *Shared = Fork.getArgOperand(SharedArgument);
  for (llvm::User *U : Slot->users()) {
    auto *Store = llvm::dyn_cast<llvm::StoreInst>(U);
    if (!Store || Store->getValueOperand() != Slot)
      continue;
    auto *Field =
        llvm::dyn_cast<llvm::GetElementPtrInst>(Store->getPointerOperand());
    if (!Field || Field->getPointerOperand() != Shared ||
        Field->getNumIndices() != 2)
      continue;
    if (auto *Index = llvm::dyn_cast<llvm::ConstantInt>(Field->getOperand(2)))
      return Index->getZExtValue();
  }
  return std::nullopt;
}

/// The value \p Outlined loads from field \p Index of its struct: the
/// sum's address there.
llvm::LoadInst *loadedField(llvm::Function &Outlined, uint64_t Index) {
  llvm::Argument *Shared = Outlined.getArg(SharedParameter);
  for (llvm::User *U : Shared->users()) {
    auto *Field = llvm::dyn_cast<llvm::GetElementPtrInst>(U);
    if (!Field || Field->getNumIndices() != 2)
      continue;
    auto *I = llvm::dyn_cast<llvm::ConstantInt>(Field->getOperand(2));
    if (!I || I->getZExtValue() != Index)
      continue;
    for (llvm::User *FU : Field->users())
      if (auto *Load = llvm::dyn_cast<llvm::LoadInst>(FU))
        return Load;
  }
  return nullptr;
}

/// The loads and stores of \p Outlined to the sum at \p Address (Polly
/// addresses a slot as element 0 of an array).
llvm::SmallVector<llvm::Instruction *, 4> accessesOf(llvm::Value *Address) {
  llvm::SmallVector<llvm::Instruction *, 4> Accesses;
  llvm::SmallVector<llvm::Value *, 4> Pointers{Address};
  for (llvm::User *U : Address->users())
    if (auto *GEP = llvm::dyn_cast<llvm::GetElementPtrInst>(U);
        GEP && GEP->getPointerOperand() == Address && GEP->hasAllZeroIndices())
      Pointers.push_back(GEP);
  for (llvm::Value *P : Pointers)
    for (llvm::User *U : P->users()) {
      if (auto *Load = llvm::dyn_cast<llvm::LoadInst>(U))
        Accesses.push_back(Load);
      else if (auto *Store = llvm::dyn_cast<llvm::StoreInst>(U);
               Store && Store->getPointerOperand() == P)
        Accesses.push_back(Store);
    }
  return Accesses;
}

llvm::Constant *identityOf(MemoryAccess::ReductionType Type, llvm::Type *T) {
  switch (Type) {
  case MemoryAccess::RT_ADD:
    // -0.0 + x is x for every x, +0.0 and -0.0 included.
    return T->isFloatingPointTy() ? llvm::ConstantFP::getNegativeZero(T)
                                  : llvm::Constant::getNullValue(T);
  case MemoryAccess::RT_MUL:
    return T->isFloatingPointTy() ? llvm::ConstantFP::get(T, 1.0)
                                  : llvm::ConstantInt::get(T, 1);
  case MemoryAccess::RT_BOR:
  case MemoryAccess::RT_BXOR:
    return llvm::Constant::getNullValue(T);
  case MemoryAccess::RT_BAND:
    return llvm::Constant::getAllOnesValue(T);
  case MemoryAccess::RT_NONE:
  case MemoryAccess::RT_BOTTOM:
    break;
  }
  llvm_unreachable("a sum has an operation");
}

/// The atomic read-modify-write that adds a copy into the sum; none for a
/// product, which has none.
std::optional<llvm::AtomicRMWInst::BinOp>
atomicOf(MemoryAccess::ReductionType Type, llvm::Type *T) {
  switch (Type) {
  case MemoryAccess::RT_ADD:
    return T->isFloatingPointTy() ? llvm::AtomicRMWInst::FAdd
                                  : llvm::AtomicRMWInst::Add;
  case MemoryAccess::RT_BOR:
    return llvm::AtomicRMWInst::Or;
  case MemoryAccess::RT_BXOR:
    return llvm::AtomicRMWInst::Xor;
  case MemoryAccess::RT_BAND:
    return llvm::AtomicRMWInst::And;
  case MemoryAccess::RT_MUL:
    return std::nullopt;
  case MemoryAccess::RT_NONE:
  case MemoryAccess::RT_BOTTOM:
    break;
  }
  llvm_unreachable("a sum has an operation");
}

/// The atomic read-modify-write that takes a copy's minimum or maximum
/// into the sum's.
llvm::AtomicRMWInst::BinOp atomicMinMax(llvm::Intrinsic::ID MinMax) {
  switch (MinMax) {
  case llvm::Intrinsic::smax:
    return llvm::AtomicRMWInst::Max;
  case llvm::Intrinsic::smin:
    return llvm::AtomicRMWInst::Min;
  case llvm::Intrinsic::umax:
    return llvm::AtomicRMWInst::UMax;
  case llvm::Intrinsic::umin:
    return llvm::AtomicRMWInst::UMin;
  default:
    llvm_unreachable("not a minimum or maximum");
  }
}

/// Multiplies \p Copy into the sum at \p Address atomically, before
/// \p Before: a compare-and-swap loop on the value's bits.
void multiplyAtomically(llvm::Instruction *Before, llvm::Value *Address,
                        llvm::Value *Copy) {
  llvm::Type *T = Copy->getType();
  llvm::LLVMContext &Ctx = T->getContext();
  llvm::Type *Bits = llvm::IntegerType::get(Ctx, T->getPrimitiveSizeInBits());
  llvm::BasicBlock *Entry = Before->getParent();
  llvm::BasicBlock *Done = llvm::SplitBlock(Entry, Before);
  llvm::BasicBlock *Retry = llvm::BasicBlock::Create(Ctx, "loopcc.sum.retry",
                                                     Entry->getParent(), Done);
  Entry->getTerminator()->setSuccessor(0, Retry);

  llvm::IRBuilder<> B(Entry->getTerminator());
  llvm::LoadInst *Start = B.CreateLoad(Bits, Address);
  Start->setAtomic(llvm::AtomicOrdering::Monotonic);
  Start->setAlignment(llvm::Align(T->getPrimitiveSizeInBits() / 8));

  B.SetInsertPoint(Retry);
  llvm::PHINode *Old = B.CreatePHI(Bits, 2);
  Old->addIncoming(Start, Entry);
  llvm::Value *Value = B.CreateBitCast(Old, T);
  llvm::Value *Product = T->isFloatingPointTy() ? B.CreateFMul(Value, Copy)
                                                : B.CreateMul(Value, Copy);
  llvm::Value *Swap = B.CreateAtomicCmpXchg(
      Address, Old, B.CreateBitCast(Product, Bits), llvm::MaybeAlign(),
      llvm::AtomicOrdering::Monotonic, llvm::AtomicOrdering::Monotonic);
  llvm::Value *Seen = B.CreateExtractValue(Swap, 0);
  llvm::Value *Swapped = B.CreateExtractValue(Swap, 1);
  Old->addIncoming(Seen, Retry);
  B.CreateCondBr(Swapped, Done, Retry);
}

} // namespace

bool loopcc::privatizeSum(llvm::CallInst &Fork, llvm::Function &Outlined,
                          const ParallelSum &Sum) {
  std::optional<uint64_t> Field = fieldOf(Fork, Sum.Slot);
  if (!Field || Outlined.arg_size() <= SharedParameter)
    return false;
  llvm::LoadInst *Address = loadedField(Outlined, *Field);
  if (!Address)
    return false;
  llvm::SmallVector<llvm::Instruction *, 4> Accesses = accessesOf(Address);
  if (Accesses.empty())
    return false;
  llvm::Type *T = Accesses.front()->getAccessType();
  if (llvm::any_of(Accesses, [&](llvm::Instruction *I) {
        return I->getAccessType() != T;
      }))
    return false;

  // The copy, at the identity, where each thread starts.
  llvm::IRBuilder<> B(&*Outlined.getEntryBlock().getFirstInsertionPt());
  llvm::AllocaInst *Copy = B.CreateAlloca(T, nullptr, "loopcc.sum.copy");
  B.SetInsertPoint(Address->getNextNode());
  bool MinMax = Sum.MinMax != llvm::Intrinsic::not_intrinsic;
  B.CreateStore(MinMax ? minMaxIdentity(Sum.MinMax, T)
                       : identityOf(Sum.Type, T),
                Copy);
  for (llvm::Instruction *I : Accesses) {
    unsigned Pointer = llvm::isa<llvm::LoadInst>(I) ? 0 : 1;
    I->setOperand(Pointer, Copy);
    // A thread's partial sum may overflow where the whole sum in the
    // source's order does not: its updates' no-wrap flags no longer hold.
    if (llvm::isa<llvm::LoadInst>(I))
      for (llvm::User *U : I->users())
        if (auto *Update = llvm::dyn_cast<llvm::BinaryOperator>(U))
          Update->dropPoisonGeneratingFlags();
  }

  // Added into the sum when the thread is done.
  llvm::SmallVector<llvm::ReturnInst *, 1> Returns;
  for (llvm::BasicBlock &BB : Outlined)
    if (auto *Ret = llvm::dyn_cast<llvm::ReturnInst>(BB.getTerminator()))
      Returns.push_back(Ret);
  for (llvm::ReturnInst *Ret : Returns) {
    B.SetInsertPoint(Ret);
    llvm::Value *Mine = B.CreateLoad(T, Copy);
    if (MinMax)
      B.CreateAtomicRMW(atomicMinMax(Sum.MinMax), Address, Mine,
                        llvm::MaybeAlign(), llvm::AtomicOrdering::Monotonic);
    else if (std::optional<llvm::AtomicRMWInst::BinOp> Op =
                 atomicOf(Sum.Type, T))
      B.CreateAtomicRMW(*Op, Address, Mine, llvm::MaybeAlign(),
                        llvm::AtomicOrdering::Monotonic);
    else
      multiplyAtomically(Ret, Address, Mine);
  }

  // Each thread's copy in a register, so that its loop vectorizes as a
  // reduction.
  llvm::DominatorTree DT(Outlined);
  if (llvm::isAllocaPromotable(Copy))
    llvm::PromoteMemToReg({Copy}, DT);
  return true;
}
