//===- ChainMetadata.cpp - Names loopcc reads and writes in loop IDs ------===//

#include "passes/ChainMetadata.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Support/ErrorHandling.h"

llvm::StringRef loopcc::followupPrefix(StepKind Kind) {
  switch (Kind) {
  case StepKind::Vectorize:
  case StepKind::Interleave:
    return "llvm.loop.vectorize.followup_";
  case StepKind::Unroll:
    return "llvm.loop.unroll.followup_";
  case StepKind::UnrollAndJam:
    return "llvm.loop.unroll_and_jam.followup_";
  case StepKind::Distribute:
    return "llvm.loop.distribute.followup_";
  case StepKind::Interchange:
    return "llvm.loop.interchange.followup_";
  }
  llvm_unreachable("unknown step kind");
}

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
