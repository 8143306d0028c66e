//===- OriginalLoops.cpp - Loops of the nests Polly rebuilt ---------------===//

#include "passes/locality/OriginalLoops.h"
#include "passes/ChainMetadata.h"

#include "polly/Support/ScopHelper.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/RegionInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

void loopcc::OriginalLoops::remember(const llvm::Region &R,
                                     const llvm::LoopInfo &LI) {
  for (llvm::BasicBlock *BB : R.blocks())
    if (llvm::Loop *L = LI.getLoopFor(BB))
      if (llvm::MDNode *ID = L->getLoopID())
        IDs.insert(ID);
  for (llvm::BasicBlock *BB : R.blocks())
    if (llvm::Instruction *Term = BB->getTerminator())
      if (Term->getMetadata(llvm::LLVMContext::MD_loop))
        Latches.push_back(Term);
}

void loopcc::OriginalLoops::renewKeptLoopIDs(const isl::schedule &Sched) const {
  Sched.get_root().foreach_descendant_top_down(
      [&](isl::schedule_node Node) -> isl::boolean {
        if (!Node.isa<isl::schedule_node_mark>().is_true())
          return isl::boolean(true);
        polly::BandAttr *Attr =
            polly::getLoopAttr(Node.as<isl::schedule_node_mark>().get_id());
        if (Attr && Attr->Metadata && IDs.count(Attr->Metadata))
          Attr->Metadata = editLoopID(
              Attr->Metadata, [](const llvm::Metadata *) { return false; }, {});
        return isl::boolean(true);
      });
}

void loopcc::OriginalLoops::markFallbacks(
    llvm::Function &F,
    llvm::function_ref<llvm::MDNode *(llvm::MDNode *)> Fallback) {
  for (llvm::BasicBlock &BB : F) {
    llvm::Instruction *Term = BB.getTerminator();
    llvm::MDNode *ID =
        Term ? Term->getMetadata(llvm::LLVMContext::MD_loop) : nullptr;
    if (ID && IDs.count(ID))
      Term->setMetadata(llvm::LLVMContext::MD_loop, Fallback(ID));
  }
  for (llvm::WeakVH &Latch : Latches)
    if (auto *Term = llvm::dyn_cast_or_null<llvm::Instruction>(Latch))
      if (llvm::MDNode *ID = Term->getMetadata(llvm::LLVMContext::MD_loop))
        if (!IDs.count(ID) && readChainMarker(ID))
          Term->setMetadata(llvm::LLVMContext::MD_loop, Fallback(ID));
  Latches.clear();
}
