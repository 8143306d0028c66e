//===- LocalityStep.cpp - tile, interchange, reverse: the locality engine -===//
//
// One run of loopcc's locality engine (passes/locality/) takes every loop
// that asks for a tile, interchange or reverse, and the locality steps that
// follow them, and judges each by Polly's exact dependences: the driver
// passes its verdicts on, the reasons naming the dependence a step would
// reverse.
//
// Before it runs: a value a loop hands on after its exit (the counter an
// unrolled loop gives its remainder loop) is, to Polly, a scalar every
// iteration writes, and no locality step may reorder the iterations
// (reverse after unroll was refused for it). Where SCEV knows the final
// value, it is computed after the loop instead, as IndVarSimplify does
// (LLVM's rewriteLoopExitValues), for the loops the engine is about to
// take only.
//
//===----------------------------------------------------------------------===//

#include "passes/steps/StepDriver.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

#include <string>

namespace {

using loopcc::TransformKind;

class LocalityStep : public loopcc::StepDriver {
public:
  using StepDriver::StepDriver;

  bool runsLLVMPass() const override { return false; }

  void apply(llvm::ArrayRef<loopcc::PendingLoop> Batch,
             loopcc::BatchResult &R) override {
    for (const loopcc::PendingLoop &P : Batch)
      S.trace(P.Marker.Id, P.Marker.NextStep,
              "loop " + P.L->getHeader()->getName() + " (locality engine)");
    recomputeExitValues(Batch);
    for (const loopcc::LocalityOutcome &O :
         S.runEngine([&](const loopcc::ChainStep &Step, unsigned) {
           return engineTakesNow(Step);
         }))
      R.Verdicts.push_back(verdictOf(O));
  }

  std::string silentReason() const override {
    llvm_unreachable("the locality engine gives its own reasons");
  }

private:
  void recomputeExitValues(llvm::ArrayRef<loopcc::PendingLoop> Batch) {
    llvm::Function &F = S.function();
    llvm::FunctionAnalysisManager &FAM = S.analyses();
    auto &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    auto &SE = FAM.getResult<llvm::ScalarEvolutionAnalysis>(F);
    auto &DT = FAM.getResult<llvm::DominatorTreeAnalysis>(F);
    auto &TLI = FAM.getResult<llvm::TargetLibraryAnalysis>(F);
    auto &TTI = FAM.getResult<llvm::TargetIRAnalysis>(F);
    llvm::SCEVExpander Rewriter(SE, "loopcc.exit");
    llvm::SmallVector<llvm::WeakTrackingVH, 16> Dead;
    int Replaced = 0;
    for (const loopcc::PendingLoop &P : Batch)
      if (P.L->isLCSSAForm(DT))
        Replaced += llvm::rewriteLoopExitValues(P.L, &LI, &TLI, &SE, &TTI,
                                                Rewriter, &DT,
                                                llvm::AlwaysRepl, Dead);
    if (!Replaced)
      return;
    Rewriter.clear();
    llvm::RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
    S.trace(llvm::Twine(Replaced) + " exit values computed after their loops");
    invalidateAllButCFG();
  }
};

} // namespace

std::unique_ptr<loopcc::StepDriver>
loopcc::makeLocalityStep(SchedulerServices &S) {
  return std::make_unique<LocalityStep>(S);
}
