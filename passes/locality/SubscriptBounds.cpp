//===- SubscriptBounds.cpp - C's array bounds, kept for the engine --------===//

#include "passes/locality/SubscriptBounds.h"
#include "passes/ChainFromMetadata.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"

#include <optional>

namespace {

llvm::cl::opt<bool> UseSubscriptBounds(
    "loopcc-subscript-bounds", llvm::cl::init(true),
    llvm::cl::desc("Let the locality engine rely on C's rule that a "
                   "subscript stays within the dimension its array type "
                   "declares (off: arrays are flat memory, as LLVM sees "
                   "them, and rows may overlap)"));

/// The functions the marks call, one per index type: declared, never
/// defined, reading no memory, so that LLVM knows nothing of what they
/// do with the index. They are not `willreturn`, so that no pass removes
/// a call whose result nothing uses (an `llvm.assume` of the result was
/// dropped by LLVM 22's DropUnnecessaryAssumesPass before the engine's
/// last run).
constexpr llvm::StringLiteral WithinPrefix = "loopcc.subscript_within.i";

/// One subscript of a declared dimension.
struct Subscript {
  llvm::Value *Index;
  uint64_t Size;
};

/// Whether \p L or a loop inside it asks for a locality step.
bool nestAsksForLocalityStep(const llvm::Loop &L) {
  for (const llvm::Loop *Inner : L.getLoopsInPreorder())
    if (const llvm::MDNode *LoopID = Inner->getLoopID())
      for (const loopcc::ChainStep &Step :
           loopcc::readChainFromLoopID(LoopID).Steps)
        if (loopcc::passKind(Step.Kind) == loopcc::TransformKind::Tile)
          return true;
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
  for (; GEP;
       GEP = llvm::dyn_cast<llvm::GEPOperator>(GEP->getPointerOperand())) {
    llvm::Type *Ty = GEP->getSourceElementType();
    if (!Ty->isArrayTy())
      return false;
    // The first index steps over whole arrays (rows of `int (*A)[50]`, or
    // 0 into a declared object): C bounds it only through the object.
    // Each later index selects an element of the array type it indexes.
    // The object's own dimension (i of A[i][j] on `int A[50][50]`) is not
    // marked: past it is past the object, which makes no two of its rows
    // overlap (Polly's own delinearization leaves it unchecked too).
    const llvm::Value *Base = GEP->getPointerOperand();
    bool IndexesObject = llvm::isa<llvm::GlobalVariable>(Base) ||
                         llvm::isa<llvm::AllocaInst>(Base);
    for (unsigned I = 1, E = GEP->getNumIndices(); I < E; ++I) {
      auto *Array = llvm::dyn_cast<llvm::ArrayType>(Ty);
      if (!Array || Array->getNumElements() < 2)
        return false;
      if (!IndexesObject || I != 1)
        Subscripts.push_back(
            {GEP->getOperand(1 + I), Array->getNumElements()});
      Ty = Array->getElementType();
    }
  }
  return true;
}

/// The function the marks of an index of type \p Ty call.
llvm::FunctionCallee withinFunction(llvm::Module &M, llvm::IntegerType *Ty) {
  llvm::LLVMContext &Ctx = M.getContext();
  llvm::FunctionCallee Callee = M.getOrInsertFunction(
      (WithinPrefix + llvm::Twine(Ty->getBitWidth())).str(),
      llvm::FunctionType::get(llvm::Type::getVoidTy(Ctx), {Ty, Ty},
                              /*isVarArg=*/false));
  if (auto *Fn = llvm::dyn_cast<llvm::Function>(Callee.getCallee())) {
    Fn->setDoesNotAccessMemory();
    Fn->setDoesNotThrow();
  }
  return Callee;
}

/// Marks \p S before \p Access; false when there is nothing to mark (a
/// constant subscript).
bool markWithin(llvm::Instruction *Access, const Subscript &S) {
  auto *IndexTy = llvm::dyn_cast<llvm::IntegerType>(S.Index->getType());
  if (!IndexTy || llvm::isa<llvm::Constant>(S.Index))
    return false;
  unsigned Bits = IndexTy->getBitWidth();
  // A size the index type cannot hold bounds nothing.
  if (Bits < 64 && S.Size > (uint64_t(1) << (Bits - 1)) - 1)
    return false;
  llvm::IRBuilder<> Builder(Access);
  Builder.CreateCall(withinFunction(*Access->getModule(), IndexTy),
                     {S.Index, llvm::ConstantInt::get(IndexTy, S.Size)});
  return true;
}

} // namespace

bool loopcc::addSubscriptBounds(llvm::Function &F,
                                 const llvm::LoopInfo &LI) {
  // Only the nests a locality step is asked of: a mark changes how LLVM
  // optimizes the code around it (a call it does not know), and code no
  // directive names must stay as clang would make it.
  llvm::SmallPtrSet<const llvm::Loop *, 4> Asking;
  for (const llvm::Loop *Top : LI)
    if (nestAsksForLocalityStep(*Top))
      Asking.insert(Top);
  if (Asking.empty())
    return false;
  llvm::SmallVector<std::pair<llvm::Instruction *, Subscript>, 16> Bounds;
  for (llvm::Instruction &I : llvm::instructions(F)) {
    const llvm::Loop *L = LI.getLoopFor(I.getParent());
    if (!L || !Asking.contains(L->getOutermostLoop()))
      continue;
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
    Added |= markWithin(Access, S);
  return Added;
}

const llvm::CallInst *loopcc::subscriptMark(const llvm::Instruction &I) {
  const auto *Within = llvm::dyn_cast<llvm::CallInst>(&I);
  const llvm::Function *Fn = Within ? Within->getCalledFunction() : nullptr;
  if (!Fn || !Fn->getName().starts_with(WithinPrefix) ||
      Within->arg_size() != 2)
    return nullptr;
  return Within;
}

bool loopcc::removeSubscriptBounds(llvm::Function &F) {
  return removeSubscriptBounds(F,
                               [](const llvm::BasicBlock &) { return true; });
}

bool loopcc::removeSubscriptBounds(
    llvm::Function &F, llvm::function_ref<bool(const llvm::BasicBlock &)> In) {
  // The marks, and the copies Polly's code generator made of them.
  llvm::SmallVector<llvm::CallInst *, 16> Calls;
  for (unsigned Bits : {8, 16, 32, 64, 128})
    if (llvm::Function *Fn = F.getParent()->getFunction(
            (WithinPrefix + llvm::Twine(Bits)).str()))
      for (llvm::User *U : Fn->users())
        if (auto *Call = llvm::dyn_cast<llvm::CallInst>(U);
            Call && Call->getFunction() == &F && In(*Call->getParent()))
          Calls.push_back(Call);
  for (llvm::CallInst *Call : Calls) {
    llvm::Value *Index = Call->getArgOperand(0);
    Call->eraseFromParent();
    llvm::RecursivelyDeleteTriviallyDeadInstructions(Index);
  }
  return !Calls.empty();
}

llvm::PreservedAnalyses
loopcc::SubscriptBoundsPass::run(llvm::Function &F,
                                 llvm::FunctionAnalysisManager &FAM) {
  if (!UseSubscriptBounds || F.isDeclaration() ||
      !addSubscriptBounds(F, FAM.getResult<llvm::LoopAnalysis>(F)))
    return llvm::PreservedAnalyses::all();
  llvm::PreservedAnalyses PA;
  PA.preserveSet<llvm::CFGAnalyses>();
  return PA;
}

llvm::PreservedAnalyses
loopcc::RemoveSubscriptBoundsPass::run(llvm::Function &F,
                                       llvm::FunctionAnalysisManager &) {
  if (F.isDeclaration() || !removeSubscriptBounds(F))
    return llvm::PreservedAnalyses::all();
  return llvm::PreservedAnalyses::none();
}
