//===- UnrollWithRemainder.cpp - Unrolling that keeps one exit ------------===//

#include "passes/steps/UnrollWithRemainder.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

bool loopcc::unrollKeepsExitsInBody(llvm::Loop &L, unsigned Count,
                                    llvm::FunctionAnalysisManager &FAM) {
  if (Count < 2)
    return false;
  llvm::Function &F = *L.getHeader()->getParent();
  auto &SE = FAM.getResult<llvm::ScalarEvolutionAnalysis>(F);
  unsigned TripCount = SE.getSmallConstantTripCount(&L);
  return TripCount > Count && TripCount % Count != 0;
}

bool loopcc::unrollWithRemainder(llvm::Loop &L, unsigned Count,
                                 llvm::FunctionAnalysisManager &FAM) {
  llvm::Function &F = *L.getHeader()->getParent();
  auto &DT = FAM.getResult<llvm::DominatorTreeAnalysis>(F);
  auto &LI = FAM.getResult<llvm::LoopAnalysis>(F);
  // UnrollLoop's preconditions; the scheduler's canonical form has them.
  if (!L.isLoopSimplifyForm() || !L.isLCSSAForm(DT) ||
      !L.isLoopExiting(L.getLoopLatch()))
    return false;
  // A remainder adds control dependences to a convergent operation.
  for (llvm::BasicBlock *BB : L.blocks())
    for (llvm::Instruction &I : *BB)
      if (auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
          CB && CB->isConvergent())
        return false;

  auto &SE = FAM.getResult<llvm::ScalarEvolutionAnalysis>(F);
  auto &AC = FAM.getResult<llvm::AssumptionAnalysis>(F);
  auto &TTI = FAM.getResult<llvm::TargetIRAnalysis>(F);
  auto &ORE = FAM.getResult<llvm::OptimizationRemarkEmitterAnalysis>(F);
  auto &AA = FAM.getResult<llvm::AAManager>(F);

  llvm::MDNode *OrigLoopID = L.getLoopID();
  // What LoopUnrollPass asks of UnrollLoop for an explicit count, with the
  // run-time remainder it gives up for a known trip count.
  llvm::UnrollLoopOptions ULO;
  ULO.Count = Count;
  ULO.Force = false; // no remainder: leave the loop alone, not unroll it anyway
  ULO.Runtime = true;
  ULO.AllowExpensiveTripCount = true;
  ULO.UnrollRemainder = false;
  ULO.ForgetAllSCEV = false;
  ULO.SCEVExpansionBudget = llvm::SCEVCheapExpansionBudget;
  llvm::Loop *Remainder = nullptr;
  llvm::LoopUnrollResult Result =
      llvm::UnrollLoop(&L, ULO, &LI, &SE, &DT, &AC, &TTI, &ORE,
                       /*PreserveLCSSA=*/true, &Remainder, &AA);
  if (Result == llvm::LoopUnrollResult::Unmodified)
    return false;
  assert(Result == llvm::LoopUnrollResult::PartiallyUnrolled &&
         "a trip count larger than the count is not unrolled fully");

  // As LoopUnrollPass: the follow-ups, else no more unrolling of this loop.
  if (Remainder)
    if (std::optional<llvm::MDNode *> ID = llvm::makeFollowupLoopID(
            OrigLoopID, {llvm::LLVMLoopUnrollFollowupAll,
                         llvm::LLVMLoopUnrollFollowupRemainder}))
      Remainder->setLoopID(*ID);
  if (std::optional<llvm::MDNode *> ID = llvm::makeFollowupLoopID(
          OrigLoopID,
          {llvm::LLVMLoopUnrollFollowupAll, llvm::LLVMLoopUnrollFollowupUnrolled}))
    L.setLoopID(*ID);
  else
    L.setLoopAlreadyUnrolled();
  return true;
}
