//===- LoopNestSnapshot.cpp - A chain's loops after a step, for explain ---===//

#include "passes/LoopNestSnapshot.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/CFG.h"
#include "passes/ChainMetadata.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"

#include <algorithm>

namespace {

/// The step of the loop's first integer induction with a constant step.
int64_t inductionStep(llvm::Loop &L, llvm::ScalarEvolution &SE) {
  for (llvm::PHINode &Phi : L.getHeader()->phis()) {
    if (!Phi.getType()->isIntegerTy() || !SE.isSCEVable(Phi.getType()))
      continue;
    auto *AR = llvm::dyn_cast<llvm::SCEVAddRecExpr>(SE.getSCEV(&Phi));
    if (!AR || AR->getLoop() != &L)
      continue;
    if (auto *C = llvm::dyn_cast<llvm::SCEVConstant>(
            AR->getStepRecurrence(SE)))
      return C->getAPInt().getSExtValue();
  }
  return 0;
}

/// The most lanes of any vector value the loop's own blocks compute.
unsigned widestVector(const llvm::Loop &L, const llvm::LoopInfo &LI) {
  unsigned Widest = 0;
  for (llvm::BasicBlock *BB : L.blocks()) {
    if (LI.getLoopFor(BB) != &L)
      continue;
    for (llvm::Instruction &I : *BB) {
      llvm::Type *Ty = I.getType();
      if (auto *Store = llvm::dyn_cast<llvm::StoreInst>(&I))
        Ty = Store->getValueOperand()->getType();
      auto *VT = llvm::dyn_cast<llvm::FixedVectorType>(Ty);
      // Masks of i1 are not the data the loop computes with.
      if (VT && !VT->getElementType()->isIntegerTy(1))
        Widest = std::max(Widest, unsigned(VT->getNumElements()));
    }
  }
  return Widest;
}

/// Whether the blocks that lead to \p L (its preheader and the blocks
/// before it with a single successor chain) compare addresses: the run-time
/// overlap checks the vectorizer and LoopDistribute put before the loop
/// they made: address bounds compared, or differences of addresses (from
/// ptrtoint) compared.
bool guardedByRuntimeCheck(const llvm::Loop &L) {
  const llvm::BasicBlock *BB = L.getLoopPreheader();
  for (unsigned Steps = 0; BB && Steps < 4; ++Steps) {
    for (const llvm::Instruction &I : *BB) {
      auto *Cmp = llvm::dyn_cast<llvm::ICmpInst>(&I);
      if (!Cmp)
        continue;
      // Bounds of two address ranges compared (the vectorizer's
      // "found.conflict"); a null check is an equality, not an overlap
      // check.
      if (Cmp->getOperand(0)->getType()->isPointerTy() &&
          Cmp->isRelational())
        return true;
      for (const llvm::Value *Op : Cmp->operands()) {
        // Look through the arithmetic on the addresses (sub, add, and).
        llvm::SmallVector<const llvm::Value *, 8> Work{Op};
        for (unsigned N = 0; !Work.empty() && N < 16; ++N) {
          const llvm::Value *V = Work.pop_back_val();
          if (llvm::isa<llvm::PtrToIntInst>(V))
            return true;
          if (auto *B = llvm::dyn_cast<llvm::BinaryOperator>(V))
            Work.append({B->getOperand(0), B->getOperand(1)});
        }
      }
    }
    BB = BB->getSinglePredecessor();
  }
  return false;
}

/// \p Loops in the order the code runs them (LoopInfo keeps siblings in
/// reverse, so an epilogue came before its vector loop).
llvm::SmallVector<llvm::Loop *, 4>
inProgramOrder(llvm::ArrayRef<llvm::Loop *> Loops) {
  llvm::SmallVector<llvm::Loop *, 4> Sorted(Loops.begin(), Loops.end());
  if (Sorted.size() < 2)
    return Sorted;
  // Reverse post-order: a block comes after every block that reaches it
  // other than through a back edge, so a vector loop comes before the
  // epilogue it falls through to, whatever the block layout.
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> Position;
  unsigned N = 0;
  llvm::ReversePostOrderTraversal<llvm::Function *> RPO(
      Sorted.front()->getHeader()->getParent());
  for (llvm::BasicBlock *BB : RPO)
    Position[BB] = N++;
  // Headers are distinct blocks: the order is total.
  llvm::sort(Sorted, [&](llvm::Loop *A, llvm::Loop *B) {
    return Position.lookup(A->getHeader()) < Position.lookup(B->getHeader());
  });
  return Sorted;
}

void addLoop(llvm::Loop &L, unsigned BaseDepth, llvm::LoopInfo &LI,
             llvm::ScalarEvolution &SE, loopcc::LoopNestSnapshot &Out) {
  loopcc::LoopSnapshot S;
  S.Depth = L.getLoopDepth() - BaseDepth;
  if (llvm::DebugLoc Start = L.getStartLoc()) {
    S.Line = Start.getLine();
    S.Column = Start.getCol();
  }
  S.Step = inductionStep(L, SE);
  S.TripCount = SE.getSmallConstantTripCount(&L);
  S.MaxTripCount = SE.getSmallConstantMaxTripCount(&L);
  S.VectorWidth = widestVector(L, LI);
  S.RuntimeChecked = guardedByRuntimeCheck(L);
  if (auto Role = loopcc::readRoleMarker(L.getLoopID())) {
    S.RoleStep = Role->first;
    S.Role = Role->second;
  }
  Out.push_back(S);
  for (llvm::Loop *Inner : inProgramOrder(L.getSubLoops()))
    addLoop(*Inner, BaseDepth, LI, SE, Out);
}

} // namespace

llvm::MDNode *loopcc::roleMarkerNode(llvm::LLVMContext &Ctx, unsigned Step,
                                     LoopRole Role) {
  llvm::Metadata *Ops[] = {
      llvm::MDString::get(Ctx, RoleMarkerName),
      llvm::ConstantAsMetadata::get(
          llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), Step)),
      llvm::MDString::get(Ctx, roleName(Role))};
  return llvm::MDNode::get(Ctx, Ops);
}

std::optional<std::pair<unsigned, loopcc::LoopRole>>
loopcc::readRoleMarker(const llvm::MDNode *LoopID) {
  if (!LoopID)
    return std::nullopt;
  std::optional<std::pair<unsigned, LoopRole>> Found;
  for (const llvm::MDOperand &Op : LoopID->operands()) {
    auto *Node = llvm::dyn_cast_or_null<llvm::MDNode>(Op.get());
    if (!Node || Node == LoopID || Node->getNumOperands() != 3 ||
        attributeName(Node) != RoleMarkerName)
      continue;
    auto *Step =
        llvm::mdconst::dyn_extract<llvm::ConstantInt>(Node->getOperand(1));
    auto *Name = llvm::dyn_cast<llvm::MDString>(Node->getOperand(2));
    std::optional<LoopRole> Role =
        Name ? roleFromName(Name->getString()) : std::nullopt;
    if (!Step || !Role)
      continue;
    // A pass that inherits attributes may keep an older marker: the
    // latest step wins. A loop made under `on(all)` carries the `all`
    // marker and its own role's (LLVM merges followup_all with the role's
    // follow-up): its own role names it.
    unsigned S = unsigned(Step->getZExtValue());
    if (!Found || S > Found->first ||
        (S == Found->first && Found->second == LoopRole::All))
      Found = std::make_pair(S, *Role);
  }
  return Found;
}

loopcc::LoopNestSnapshot loopcc::snapshotChainLoops(llvm::Function &F,
                                                    llvm::LoopInfo &LI,
                                                    llvm::ScalarEvolution &SE,
                                                    unsigned ChainId) {
  LoopNestSnapshot Out;
  llvm::SmallVector<llvm::Loop *, 4> Roots;
  for (llvm::Loop *L : LI.getLoopsInPreorder()) {
    std::optional<ChainMarker> M = readChainMarker(L->getLoopID());
    if (!M || M->Id != ChainId)
      continue;
    // A loop nested in a root already taken is listed under it.
    if (llvm::any_of(Roots, [&](llvm::Loop *R) { return R->contains(L); }))
      continue;
    Roots.push_back(L);
  }
  if (Roots.empty())
    return Out;
  unsigned BaseDepth = Roots.front()->getLoopDepth();
  for (llvm::Loop *R : Roots)
    BaseDepth = std::min(BaseDepth, R->getLoopDepth());
  for (llvm::Loop *R : inProgramOrder(Roots))
    addLoop(*R, BaseDepth, LI, SE, Out);
  return Out;
}
