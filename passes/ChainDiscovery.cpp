//===- ChainDiscovery.cpp - Chains found in loop IDs alone ----------------===//

#include "passes/ChainDiscovery.h"
#include "passes/AttachChains.h"
#include "passes/ChainFromMetadata.h"
#include "passes/ChainLowering.h"
#include "passes/ChainMetadata.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Path.h"

namespace {

/// Whether any loop ID of \p F that no known chain marks forces a
/// transformation, judged cheaply by its attribute names, so that functions
/// without new requests build no loop analyses (the scheduler asks again
/// in each of its runs).
bool mayForceAnything(llvm::Function &F, const loopcc::ChainSource &Source) {
  for (llvm::BasicBlock &BB : F)
    if (llvm::Instruction *Term = BB.getTerminator())
      if (llvm::MDNode *ID = Term->getMetadata(llvm::LLVMContext::MD_loop)) {
        if (std::optional<loopcc::ChainMarker> Marker =
                loopcc::readChainMarker(ID))
          if (Source.knows(Marker->Id))
            continue;
        for (const llvm::MDOperand &Op : llvm::drop_begin(ID->operands())) {
          llvm::StringRef Name = loopcc::attributeName(Op.get());
          if (Name.ends_with(".enable") || Name.ends_with(".count") ||
              Name.ends_with(".full"))
            return true;
        }
      }
  return false;
}

/// The loop's position for messages: its start location, else the debug
/// location of its latch's branch or of its header.
loopcc::SourcePosition loopPosition(const llvm::Loop &L,
                                    const llvm::MDNode *ID) {
  const llvm::DILocation *Loc = loopcc::startLocation(ID);
  if (!Loc)
    if (llvm::BasicBlock *Latch = L.getLoopLatch())
      Loc = Latch->getTerminator()->getDebugLoc().get();
  if (!Loc)
    for (const llvm::Instruction &I : *L.getHeader())
      if ((Loc = I.getDebugLoc().get()))
        break;
  if (!Loc)
    return {};
  // With its directory, so that a compiler at hand finds the source to show.
  llvm::SmallString<128> File(Loc->getFilename());
  if (!Loc->getDirectory().empty() && llvm::sys::path::is_relative(File))
    llvm::sys::path::make_absolute(Loc->getDirectory(), File);
  return {File.str().str(), Loc->getLine(), Loc->getColumn()};
}

/// What of \p ID stays when the chain is lowered again: locations,
/// mustprogress, marks of transformations already done; not the requests,
/// their follow-ups, disable_nonforced or loopcc's markers of another run.
llvm::MDNode *withoutRequests(llvm::MDNode *ID) {
  return loopcc::editLoopID(
      ID,
      [](const llvm::Metadata *Op) {
        llvm::StringRef Name = loopcc::attributeName(Op);
        if (Name.starts_with("loopcc.") ||
            Name == loopcc::DisableNonforcedName)
          return true;
#define LOOPCC_TRANSFORM(Kind, ...)                                            \
  if (loopcc::isRequestAttribute(Name, loopcc::TransformKind::Kind))          \
    return true;
#include "pragma/vocabulary/Transformations.def"
        return false;
      },
      {});
}

} // namespace

unsigned loopcc::discoverChains(llvm::Function &F, ChainSource &Source,
                                PipelineRemarks *Remarks) {
  if (!Source.readsLoopIDs() || F.isDeclaration())
    return 0;
  const llvm::Module &M = *F.getParent();
  Source.chains(M);
  if (!mayForceAnything(F, Source))
    return 0;
  llvm::DominatorTree DT(F);
  llvm::LoopInfo LI(DT);
  llvm::SmallVector<llvm::Loop *, 4> Consumers;
  unsigned Adopted = 0;
  for (llvm::Loop *L : LI.getLoopsInPreorder()) {
    llvm::MDNode *ID = L->getLoopID();
    if (!ID)
      continue;
    if (std::optional<ChainMarker> Marker = readChainMarker(ID))
      if (Source.knows(Marker->Id))
        continue;
    MetadataChain Read = readChainFromLoopID(ID);
    if (Read.Steps.empty() || isDeliveredByLLVM(Read.Steps))
      continue;
    LoopChain Chain;
    Chain.Function = F.getName().str();
    Chain.Loop = loopPosition(*L, ID);
    for (ChainStep &S : Read.Steps) {
      if (S.Pragma.File.empty() && !S.Pragma.Line)
        S.Pragma = Chain.Loop;
      Chain.Steps.push_back(std::move(S));
    }
    const LoopChain &Known = Source.adopt(M, std::move(Chain));
    llvm::MDNode *InnerID = nullptr;
    if (L->getSubLoops().size() == 1)
      InnerID = L->getSubLoops().front()->getLoopID();
    L->setLoopID(lowerChain(withoutRequests(ID), Known, InnerID));
    if (consumesInnerLoop(Known.Steps.front().Kind))
      Consumers.push_back(L);
    if (Remarks && Remarks->installed())
      Remarks->addChain(Known);
    ++Adopted;
  }
  for (llvm::Loop *L : Consumers)
    for (llvm::Loop *Inner : L->getSubLoops())
      protectInnerLoop(*Inner);
  return Adopted;
}

llvm::PreservedAnalyses
loopcc::DiscoverChainsPass::run(llvm::Module &M,
                                llvm::ModuleAnalysisManager &) {
  unsigned Adopted = 0;
  for (llvm::Function &F : M)
    Adopted += discoverChains(F, *Chains, Remarks.get());
  if (Remarks && !Chains->chains(M).empty())
    Remarks->install(M.getContext(), Chains->chains(M));
  return Adopted ? llvm::PreservedAnalyses::none()
                 : llvm::PreservedAnalyses::all();
}
