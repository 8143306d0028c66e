//===- LoopLoadPREGate.cpp - GVN keeps the recurrences a chain needs ------===//

#include "passes/LoopLoadPREGate.h"
#include "passes/ChainMetadata.h"
#include "passes/ChainRecord.h"
#include "passes/TransformScheduler.h"

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
    if (Kind == loopcc::TransformKind::Distribute)
      return true;
    if (Unrolled && loopcc::passKind(Kind) == loopcc::TransformKind::Vectorize)
      return true;
    // A locality step after an unroll runs after GVN; a load of the
    // previous iteration's element carried in a register is, to Polly, a
    // scalar every iteration writes, and forbids reversing the loop.
    if (Unrolled && loopcc::passKind(Kind) == loopcc::TransformKind::Tile)
      return true;
    Unrolled |= Kind == loopcc::TransformKind::Unroll;
  }
  return false;
}

/// GVN's option; GVN.cpp does not export it.
llvm::cl::opt<bool> *loadInLoopPREOption() {
  auto &Options = llvm::cl::getRegisteredOptions();
  auto It = Options.find("enable-load-in-loop-pre");
  if (It == Options.end())
    return nullptr;
  return static_cast<llvm::cl::opt<bool> *>(It->second);
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
  llvm::cl::opt<bool> *Option = loadInLoopPREOption();
  if (!Option)
    return;
  // Set while GVN runs on a concerned function: the value to put back.
  auto Saved = std::make_shared<std::optional<bool>>();
  PIC.registerBeforeNonSkippedPassCallback(
      [=](llvm::StringRef PassID, llvm::Any IR) {
        if (PassID != "GVNPass" || Option->getNumOccurrences())
          return;
        const auto *F = llvm::any_cast<const llvm::Function *>(&IR);
        if (!F || !needsMemoryRecurrences(**F, Chains->chains(*(*F)->getParent())))
          return;
        *Saved = Option->getValue();
        *Option = false;
      });
  auto Restore = [=](llvm::StringRef PassID) {
    if (PassID != "GVNPass" || !Saved->has_value())
      return;
    *Option = **Saved;
    Saved->reset();
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
