//===- MemoryDependenceExposure.cpp - Values re-read for LoopDistribute ---===//

#include "passes/steps/MemoryDependenceExposure.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

static llvm::cl::opt<bool> ExposeDependences(
    "loopcc-expose-dependences", llvm::cl::Hidden, llvm::cl::init(true),
    llvm::cl::desc("Read values forwarded between the statements of a loop "
                   "to distribute from memory again (off: LoopDistribute "
                   "sees the loop as the pipeline left it)"));

static llvm::cl::opt<bool> TraceExposure(
    "loopcc-trace-exposure", llvm::cl::Hidden, llvm::cl::init(false),
    llvm::cl::desc("Print the values loopcc reads from memory again before "
                   "LoopDistribute"));

namespace {

/// A value held in a register that is also in memory at a known place
/// from \p Origin on: the value a store wrote, or a load read.
struct MemoryValue {
  llvm::Instruction *Origin;
  llvm::Value *Value;
  llvm::MemoryLocation Loc;
};

std::optional<MemoryValue> memoryValue(llvm::Instruction &I,
                                       const llvm::Loop &L) {
  if (auto *S = llvm::dyn_cast<llvm::StoreInst>(&I)) {
    // A constant or a loop-invariant value is no dependence between
    // statements.
    auto *V = llvm::dyn_cast<llvm::Instruction>(S->getValueOperand());
    if (!S->isSimple() || !V || !L.contains(V))
      return std::nullopt;
    return MemoryValue{S, V, llvm::MemoryLocation::get(S)};
  }
  if (auto *Ld = llvm::dyn_cast<llvm::LoadInst>(&I)) {
    if (!Ld->isSimple())
      return std::nullopt;
    return MemoryValue{Ld, Ld, llvm::MemoryLocation::get(Ld)};
  }
  return std::nullopt;
}

/// Whether an instruction strictly between \p From and \p To (one block,
/// \p From first) may write \p Loc, or is a store at all (\p AnyStore).
bool writesBetween(llvm::Instruction *From, llvm::Instruction *To,
                   const llvm::MemoryLocation &Loc, llvm::AAResults &AA,
                   bool &AnyStore) {
  AnyStore = false;
  for (llvm::Instruction *I = From->getNextNode(); I != To;
       I = I->getNextNode()) {
    if (!I->mayWriteToMemory())
      continue;
    AnyStore |= llvm::isa<llvm::StoreInst>(I);
    if (llvm::isModSet(AA.getModRefInfo(I, Loc)))
      return true;
  }
  return false;
}

/// The load that reads \p MV again just before \p User.
llvm::LoadInst *reread(const MemoryValue &MV, llvm::Instruction *User) {
  if (auto *Ld = llvm::dyn_cast<llvm::LoadInst>(MV.Origin)) {
    auto *Copy = llvm::cast<llvm::LoadInst>(Ld->clone());
    Copy->setName(Ld->getName() + ".reread");
    Copy->insertBefore(User->getIterator());
    return Copy;
  }
  auto *S = llvm::cast<llvm::StoreInst>(MV.Origin);
  auto *Reload = new llvm::LoadInst(
      MV.Value->getType(), S->getPointerOperand(),
      MV.Value->getName() + ".reread", /*isVolatile=*/false, S->getAlign(),
      User->getIterator());
  Reload->setAAMetadata(S->getAAMetadata());
  Reload->setDebugLoc(S->getDebugLoc());
  return Reload;
}

} // namespace

void loopcc::ExposedLoads::rollBack() {
  for (auto &[Load, Value] : llvm::reverse(Loads)) {
    // Gone with the loop: Polly's code generator replaced a nest around it
    // (another loop's step applied in the same region) and the original
    // was dead code.
    auto *I = llvm::cast_or_null<llvm::Instruction>(Load);
    if (!I || !Value)
      continue;
    I->replaceAllUsesWith(Value);
    I->eraseFromParent();
  }
  Loads.clear();
}

loopcc::ExposedLoads loopcc::exposeMemoryDependences(llvm::Loop &L,
                                                     llvm::AAResults &AA) {
  ExposedLoads Exposed;
  // LoopDistribute takes innermost loops only.
  if (!ExposeDependences || !L.isInnermost())
    return Exposed;
  for (llvm::BasicBlock *BB : L.blocks()) {
    llvm::SmallVector<MemoryValue, 8> Values;
    for (llvm::Instruction &I : *BB)
      if (std::optional<MemoryValue> MV = memoryValue(I, L))
        Values.push_back(*MV);

    for (const MemoryValue &MV : Values) {
      // One load for each later instruction that uses the value, however
      // many of its operands do.
      llvm::SmallVector<llvm::Instruction *, 4> Users;
      for (llvm::User *U : MV.Value->users()) {
        auto *UI = llvm::dyn_cast<llvm::Instruction>(U);
        if (!UI || UI == MV.Origin || UI->getParent() != BB ||
            llvm::isa<llvm::PHINode>(UI) || !MV.Origin->comesBefore(UI) ||
            llvm::is_contained(Users, UI))
          continue;
        Users.push_back(UI);
      }
      for (llvm::Instruction *UI : Users) {
        bool AnyStore;
        if (writesBetween(MV.Origin, UI, MV.Loc, AA, AnyStore))
          continue;
        // A load's value used before any store is in the same statement.
        if (llvm::isa<llvm::LoadInst>(MV.Origin) && !AnyStore)
          continue;
        llvm::LoadInst *Load = reread(MV, UI);
        UI->replaceUsesOfWith(MV.Value, Load);
        Exposed.Loads.push_back(
            {llvm::WeakVH(Load), llvm::WeakTrackingVH(MV.Value)});
        if (TraceExposure)
          llvm::errs() << "exposure: " << BB->getParent()->getName()
                       << ": read again " << *Load << "\n";
      }
    }
  }
  return Exposed;
}
