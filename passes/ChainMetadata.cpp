//===- ChainMetadata.cpp - Names loopcc reads and writes in loop IDs ------===//

#include "passes/ChainMetadata.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Type.h"

std::optional<loopcc::ChainMarker>
loopcc::readChainMarker(const llvm::MDNode *LoopID) {
  if (!LoopID)
    return std::nullopt;
  std::optional<ChainMarker> Found;
  for (const llvm::MDOperand &Op : LoopID->operands()) {
    auto *Node = llvm::dyn_cast_or_null<llvm::MDNode>(Op.get());
    if (!Node || Node == LoopID || Node->getNumOperands() != 3)
      continue;
    auto *Name = llvm::dyn_cast<llvm::MDString>(Node->getOperand(0));
    if (!Name || Name->getString() != ChainMarkerName)
      continue;
    auto *Id = llvm::mdconst::dyn_extract<llvm::ConstantInt>(Node->getOperand(1));
    auto *Next =
        llvm::mdconst::dyn_extract<llvm::ConstantInt>(Node->getOperand(2));
    if (!Id || !Next)
      continue;
    ChainMarker M{unsigned(Id->getZExtValue()), unsigned(Next->getZExtValue())};
    if (!Found || M.NextStep > Found->NextStep)
      Found = M;
  }
  return Found;
}

const llvm::DILocation *loopcc::startLocation(const llvm::MDNode *LoopID) {
  for (const llvm::MDOperand &Op : llvm::drop_begin(LoopID->operands()))
    if (auto *Loc = llvm::dyn_cast_or_null<llvm::DILocation>(Op.get()))
      return Loc;
  return nullptr;
}

llvm::StringRef loopcc::attributeName(const llvm::Metadata *Op) {
  auto *Node = llvm::dyn_cast_or_null<llvm::MDNode>(Op);
  if (!Node || Node->getNumOperands() == 0)
    return "";
  auto *Name = llvm::dyn_cast_or_null<llvm::MDString>(Node->getOperand(0));
  return Name ? Name->getString() : "";
}

llvm::MDNode *
loopcc::editLoopID(llvm::MDNode *LoopID,
                   llvm::function_ref<bool(const llvm::Metadata *)> Drop,
                   llvm::ArrayRef<llvm::Metadata *> Add,
                   llvm::ArrayRef<llvm::Metadata *> Front) {
  llvm::SmallVector<llvm::Metadata *, 8> Ops;
  Ops.push_back(nullptr);
  Ops.append(Front.begin(), Front.end());
  for (const llvm::MDOperand &Op : llvm::drop_begin(LoopID->operands()))
    if (!Drop(Op.get()))
      Ops.push_back(Op.get());
  Ops.append(Add.begin(), Add.end());
  llvm::MDNode *New = llvm::MDNode::getDistinct(LoopID->getContext(), Ops);
  New->replaceOperandWith(0, New);
  return New;
}

llvm::MDNode *loopcc::flagNode(llvm::LLVMContext &Ctx, llvm::StringRef Name) {
  return llvm::MDNode::get(Ctx, llvm::MDString::get(Ctx, Name));
}

llvm::MDNode *loopcc::chainMarkerNode(llvm::LLVMContext &Ctx,
                                      ChainMarker Marker) {
  llvm::Type *I32 = llvm::Type::getInt32Ty(Ctx);
  llvm::Metadata *Ops[] = {
      llvm::MDString::get(Ctx, ChainMarkerName),
      llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(I32, Marker.Id)),
      llvm::ConstantAsMetadata::get(
          llvm::ConstantInt::get(I32, Marker.NextStep))};
  return llvm::MDNode::get(Ctx, Ops);
}

bool loopcc::isRequestAttribute(llvm::StringRef Name, TransformKind Kind) {
  // The unroller's own marks on finished loops (unroll.disable,
  // unroll.runtime.disable) are not requests.
  if (passKind(Kind) == TransformKind::Unroll)
    return Name == "llvm.loop.unroll.count" || Name == "llvm.loop.unroll.full" ||
           Name == "llvm.loop.unroll.enable" ||
           Name.starts_with(followupPrefix(Kind));
  if (passKind(Kind) == TransformKind::Vectorize &&
      Name == "llvm.loop.interleave.count")
    return true;
  return Name.starts_with(metadataPrefix(Kind));
}

llvm::MDNode *loopcc::recoverLoopID(llvm::Loop &L, const llvm::LoopInfo &LI) {
  if (llvm::MDNode *ID = L.getLoopID())
    return ID;
  for (llvm::BasicBlock *BB : L.blocks()) {
    if (LI.getLoopFor(BB) != &L)
      continue; // an inner loop's own ID
    llvm::Instruction *Term = BB->getTerminator();
    llvm::MDNode *ID =
        Term ? Term->getMetadata(llvm::LLVMContext::MD_loop) : nullptr;
    if (!ID)
      continue;
    Term->setMetadata(llvm::LLVMContext::MD_loop, nullptr);
    L.setLoopID(ID);
    return ID;
  }
  return nullptr;
}

void loopcc::replaceLoopIDs(
    llvm::Function &F,
    llvm::function_ref<llvm::MDNode *(llvm::MDNode *)> Rewrite) {
  llvm::DenseMap<llvm::MDNode *, llvm::MDNode *> Done;
  for (llvm::BasicBlock &BB : F) {
    llvm::Instruction *Term = BB.getTerminator();
    if (!Term)
      continue;
    llvm::MDNode *Old = Term->getMetadata(llvm::LLVMContext::MD_loop);
    if (!Old)
      continue;
    auto It = Done.find(Old);
    llvm::MDNode *New = It != Done.end() ? It->second : Rewrite(Old);
    Done[Old] = New;
    if (New != Old)
      Term->setMetadata(llvm::LLVMContext::MD_loop, New);
  }
}
