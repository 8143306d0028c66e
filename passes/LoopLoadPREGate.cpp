//===- LoopLoadPREGate.cpp - GVN keeps the recurrences a chain needs ------===//

#include "passes/LoopLoadPREGate.h"
#include "passes/ChainMetadata.h"
#include "passes/ChainRecord.h"
#include "passes/LoopChain.h"
#include "passes/OptionOverride.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/Support/CommandLine.h"

namespace {

/// Whether the steps of \p Chain from \p Next on need its loop's memory
/// recurrences as written.
bool needsRecurrencesFrom(const loopcc::LoopChain &Chain, unsigned Next) {
  bool Unrolled = false;
  for (unsigned I = Next; I < Chain.Steps.size(); ++I) {
    loopcc::TransformKind Kind = Chain.Steps[I].Kind;
    switch (loopcc::recurrenceNeed(Kind)) {
    case loopcc::RecurrenceNeed::Always:
      return true;
    case loopcc::RecurrenceNeed::AfterUnroll:
      if (Unrolled)
        return true;
      break;
    case loopcc::RecurrenceNeed::Never:
      break;
    }
    Unrolled |= Kind == loopcc::TransformKind::Unroll;
  }
  return false;
}

} // namespace

bool loopcc::needsMemoryRecurrences(const llvm::Function &F,
                                    const ChainTable &Chains) {
  llvm::DenseMap<unsigned, const LoopChain *> ById;
  for (const LoopChain &Chain : Chains)
    if (!isLeftToLLVM(Chain))
      ById[Chain.Id] = &Chain;
  if (ById.empty())
    return false;
  for (const llvm::BasicBlock &BB : F)
    if (const llvm::Instruction *Term = BB.getTerminator())
      if (llvm::MDNode *ID = Term->getMetadata(llvm::LLVMContext::MD_loop))
        if (std::optional<ChainMarker> M = readChainMarker(ID))
          if (const LoopChain *Chain = ById.lookup(M->Id))
            if (needsRecurrencesFrom(*Chain, M->NextStep))
              return true;
  return false;
}

void loopcc::registerLoopLoadPREGate(llvm::PassInstrumentationCallbacks &PIC,
                                     std::shared_ptr<ChainSource> Chains) {
  // GVN's option; GVN.cpp does not export it.
  auto Gate =
      std::make_shared<OptionOverride<bool>>("enable-load-in-loop-pre");
  if (!Gate->value())
    return;
  PIC.registerBeforeNonSkippedPassCallback(
      [=](llvm::StringRef PassID, llvm::Any IR) {
        if (PassID != "GVNPass")
          return;
        const auto *F = llvm::any_cast<const llvm::Function *>(&IR);
        if (!F || !needsMemoryRecurrences(**F, Chains->chains(*(*F)->getParent())))
          return;
        Gate->set(false);
      });
  auto Restore = [=](llvm::StringRef PassID) {
    if (PassID == "GVNPass")
      Gate->restore();
  };
  PIC.registerAfterPassCallback(
      [=](llvm::StringRef PassID, llvm::Any, const llvm::PreservedAnalyses &) {
        Restore(PassID);
      });
  PIC.registerAfterPassInvalidatedCallback(
      [=](llvm::StringRef PassID, const llvm::PreservedAnalyses &) {
        Restore(PassID);
      });
}
