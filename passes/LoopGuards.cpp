//===- LoopGuards.cpp - What keeps LLVM's heuristics off a loop -----------===//

#include "passes/LoopGuards.h"
#include "passes/ChainMetadata.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#include <cassert>

namespace {

bool hasDisableNonforced(const llvm::MDNode *LoopID) {
  return LoopID &&
         llvm::findOptionMDForLoopID(const_cast<llvm::MDNode *>(LoopID),
                                     loopcc::DisableNonforcedName);
}

std::optional<loopcc::GuardReason> reasonNamed(llvm::StringRef Name) {
  for (loopcc::GuardReason R : {loopcc::GuardReason::ConsumedByParent,
                                loopcc::GuardReason::HeldForNextStep})
    if (Name == loopcc::guardMarkerName(R))
      return R;
  return std::nullopt;
}

} // namespace

llvm::StringRef loopcc::guardMarkerName(GuardReason Reason) {
  switch (Reason) {
  case GuardReason::ConsumedByParent:
    return ProtectedMarkerName;
  case GuardReason::HeldForNextStep:
    return HeldMarkerName;
  }
  llvm_unreachable("unknown GuardReason");
}

std::optional<loopcc::GuardReason>
loopcc::guardOf(const llvm::MDNode *LoopID) {
  if (!LoopID)
    return std::nullopt;
  std::optional<GuardReason> Found;
  for (const llvm::MDOperand &Op : llvm::drop_begin(LoopID->operands()))
    if (std::optional<GuardReason> R = reasonNamed(attributeName(Op.get()))) {
      assert(!Found && "a loop carries at most one guard");
      Found = R;
    }
  return Found;
}

llvm::MDNode *loopcc::addGuard(llvm::LLVMContext &Ctx, llvm::MDNode *LoopID,
                               GuardReason Reason) {
  if (hasDisableNonforced(LoopID))
    return LoopID;
  if (!LoopID) {
    LoopID = llvm::MDNode::getDistinct(Ctx, {nullptr});
    LoopID->replaceOperandWith(0, LoopID);
  }
  llvm::Metadata *Add[] = {flagNode(Ctx, DisableNonforcedName),
                           flagNode(Ctx, guardMarkerName(Reason))};
  llvm::MDNode *Guarded =
      editLoopID(LoopID, [](const llvm::Metadata *) { return false; }, Add);
  assert(guardOf(Guarded) == Reason && hasDisableNonforced(Guarded) &&
         "a guard comes with the disable_nonforced it added");
  return Guarded;
}

llvm::MDNode *loopcc::releaseGuard(llvm::MDNode *LoopID, GuardReason Reason) {
  if (guardOf(LoopID) != Reason)
    return LoopID;
  return releaseAllGuards(LoopID);
}

llvm::MDNode *loopcc::releaseAllGuards(llvm::MDNode *LoopID) {
  if (!hasDisableNonforced(LoopID) && !guardOf(LoopID))
    return LoopID;
  return editLoopID(
      LoopID,
      [](const llvm::Metadata *Op) {
        llvm::StringRef Name = attributeName(Op);
        return Name == DisableNonforcedName || reasonNamed(Name);
      },
      {});
}

void loopcc::updateConsumedGuards(
    llvm::Function &F, llvm::LoopInfo &LI,
    llvm::function_ref<std::optional<TransformKind>(const llvm::MDNode *)>
        PendingKind,
    llvm::function_ref<bool(const llvm::MDNode *)> IsDone) {
  llvm::LLVMContext &Ctx = F.getContext();
  llvm::SmallPtrSet<llvm::MDNode *, 8> Consumed;
  for (llvm::Loop *L : LI.getLoopsInPreorder()) {
    std::optional<TransformKind> Kind = PendingKind(L->getLoopID());
    if (!Kind || !consumesInnerLoop(*Kind))
      continue;
    for (llvm::Loop *Inner : L->getSubLoops()) {
      // An inner loop without an ID gets one, to carry the guard.
      if (!Inner->getLoopID()) {
        llvm::MDNode *Fresh = llvm::MDNode::getDistinct(Ctx, {nullptr});
        Fresh->replaceOperandWith(0, Fresh);
        Inner->setLoopID(Fresh);
      }
      Consumed.insert(Inner->getLoopID());
    }
  }
  replaceLoopIDs(F, [&](llvm::MDNode *Old) -> llvm::MDNode * {
    if (Consumed.count(Old))
      return addGuard(Ctx, Old, GuardReason::ConsumedByParent);
    if (guardOf(Old) == GuardReason::ConsumedByParent ||
        (IsDone(Old) && hasDisableNonforced(Old)))
      return releaseAllGuards(Old);
    return Old;
  });
}
