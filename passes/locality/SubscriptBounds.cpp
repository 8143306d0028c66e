//===- SubscriptBounds.cpp - C's array bounds, kept for the engine --------===//

#include "passes/locality/SubscriptBounds.h"
#include "passes/ChainFromMetadata.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"

namespace {

llvm::cl::opt<bool> UseSubscriptBounds(
    "loopcc-subscript-bounds", llvm::cl::init(true),
    llvm::cl::desc("Let the locality engine rely on C's rule that a "
                   "subscript stays within the dimension its array type "
                   "declares (off: arrays are flat memory, as LLVM sees "
                   "them, and rows may overlap)"));

/// Marks the assumptions this file adds, so that only they are removed.
constexpr llvm::StringLiteral BoundMark = "loopcc.subscript_bound";

/// One subscript of a declared dimension.
struct Subscript {
  llvm::Value *Index;
  uint64_t Size;
};

bool asksForLocalityStep(const llvm::Function &F) {
  for (const llvm::BasicBlock &BB : F) {
    const llvm::Instruction *Term = BB.getTerminator();
    const llvm::MDNode *LoopID =
        Term ? Term->getMetadata(llvm::LLVMContext::MD_loop) : nullptr;
    if (!LoopID)
      continue;
    for (const loopcc::ChainStep &Step :
         loopcc::readChainFromLoopID(LoopID).Steps)
      if (loopcc::passKind(Step.Kind) == loopcc::TransformKind::Tile)
        return true;
  }
  return false;
}

/// The subscripts of declared dimensions that make the address \p Ptr of
/// an access, outermost last. False when the address is not made of
/// subscripts alone: pointer arithmetic on an element pointer
/// (`(&A[i][0])[k]` may walk into the next row in code that treats a
/// matrix as flat), a struct member (its last member may be a pre-C99
/// flexible array), an array of fewer than two elements.
bool collectSubscripts(llvm::Value *Ptr,
                       llvm::SmallVectorImpl<Subscript> &Subscripts) {
  auto *GEP = llvm::dyn_cast<llvm::GEPOperator>(Ptr);
  if (!GEP)
    return false;
  for (; GEP; GEP = llvm::dyn_cast<llvm::GEPOperator>(
                  GEP->getPointerOperand())) {
    llvm::Type *Ty = GEP->getSourceElementType();
    if (!Ty->isArrayTy())
      return false;
    // The first index steps over whole arrays (rows of `int (*A)[50]`, or
    // 0 into a declared object): C bounds it only through the object.
    // Each later index selects an element of the array type it indexes.
    for (unsigned I = 1, E = GEP->getNumIndices(); I < E; ++I) {
      auto *Array = llvm::dyn_cast<llvm::ArrayType>(Ty);
      if (!Array || Array->getNumElements() < 2)
        return false;
      Subscripts.push_back({GEP->getOperand(1 + I), Array->getNumElements()});
      Ty = Array->getElementType();
    }
  }
  return true;
}

/// Adds the bounds of \p S before \p Access; false when there is nothing
/// to assume (a constant subscript).
bool assumeWithin(llvm::Instruction *Access, const Subscript &S) {
  auto *IndexTy = llvm::dyn_cast<llvm::IntegerType>(S.Index->getType());
  if (!IndexTy || llvm::isa<llvm::Constant>(S.Index))
    return false;
  unsigned Bits = IndexTy->getBitWidth();
  // A size the index type cannot hold bounds nothing.
  if (Bits < 64 && S.Size > (uint64_t(1) << (Bits - 1)) - 1)
    return false;
  llvm::IRBuilder<> Builder(Access);
  llvm::MDNode *Mark = llvm::MDNode::get(Access->getContext(), {});
  auto Assume = [&](llvm::Value *Condition) {
    Builder.CreateAssumption(Condition)->setMetadata(BoundMark, Mark);
  };
  Assume(Builder.CreateICmpSGE(S.Index, llvm::ConstantInt::get(IndexTy, 0)));
  Assume(
      Builder.CreateICmpSLT(S.Index, llvm::ConstantInt::get(IndexTy, S.Size)));
  return true;
}

} // namespace

bool loopcc::addSubscriptBounds(llvm::Function &F) {
  llvm::SmallVector<std::pair<llvm::Instruction *, Subscript>, 16> Bounds;
  for (llvm::Instruction &I : llvm::instructions(F)) {
    llvm::Value *Ptr = nullptr;
    if (auto *Load = llvm::dyn_cast<llvm::LoadInst>(&I))
      Ptr = Load->getPointerOperand();
    else if (auto *Store = llvm::dyn_cast<llvm::StoreInst>(&I))
      Ptr = Store->getPointerOperand();
    llvm::SmallVector<Subscript, 4> Subscripts;
    if (!Ptr || !collectSubscripts(Ptr, Subscripts))
      continue;
    for (const Subscript &S : Subscripts)
      Bounds.push_back({&I, S});
  }
  bool Added = false;
  for (const auto &[Access, S] : Bounds)
    Added |= assumeWithin(Access, S);
  return Added;
}

bool loopcc::removeSubscriptBounds(llvm::Function &F) {
  llvm::Function *Assume = llvm::Intrinsic::getDeclarationIfExists(
      F.getParent(), llvm::Intrinsic::assume);
  if (!Assume)
    return false;
  llvm::SmallVector<llvm::CallInst *, 16> Marked;
  for (llvm::User *U : Assume->users())
    if (auto *Call = llvm::dyn_cast<llvm::CallInst>(U))
      if (Call->getFunction() == &F && Call->getMetadata(BoundMark))
        Marked.push_back(Call);
  for (llvm::CallInst *Call : Marked) {
    llvm::Value *Condition = Call->getArgOperand(0);
    Call->eraseFromParent();
    llvm::RecursivelyDeleteTriviallyDeadInstructions(Condition);
  }
  return !Marked.empty();
}

llvm::PreservedAnalyses
loopcc::SubscriptBoundsPass::run(llvm::Function &F,
                                 llvm::FunctionAnalysisManager &) {
  if (!UseSubscriptBounds || F.isDeclaration() || !asksForLocalityStep(F) ||
      !addSubscriptBounds(F))
    return llvm::PreservedAnalyses::all();
  return llvm::PreservedAnalyses::none();
}

llvm::PreservedAnalyses
loopcc::RemoveSubscriptBoundsPass::run(llvm::Function &F,
                                       llvm::FunctionAnalysisManager &) {
  if (F.isDeclaration() || !removeSubscriptBounds(F))
    return llvm::PreservedAnalyses::all();
  return llvm::PreservedAnalyses::none();
}
