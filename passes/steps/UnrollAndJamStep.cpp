//===- UnrollAndJamStep.cpp - unroll_and_jam: LoopUnrollAndJam ------------===//
//
// LLVM's unroll-and-jam pass, which is in none of LLVM's default pipelines.
// It declines without a word (isSafeToUnrollAndJam answers only yes or
// no), so the driver works the reason out itself before the pass runs,
// while the nest is as the pass sees it (UnrollAndJamDiagnosis.cpp).
//
//===----------------------------------------------------------------------===//

#include "passes/steps/StepDriver.h"
#include "passes/steps/UnrollAndJamDiagnosis.h"

#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/LoopUnrollAndJamPass.h"

namespace {

class UnrollAndJamStep : public loopcc::StepDriver {
public:
  using StepDriver::StepDriver;

  void prepare(llvm::ArrayRef<loopcc::PendingLoop> Batch,
               loopcc::BatchResult &R) override {
    llvm::Function &F = S.function();
    llvm::FunctionAnalysisManager &FAM = S.analyses();
    auto &SE = FAM.getResult<llvm::ScalarEvolutionAnalysis>(F);
    auto &DT = FAM.getResult<llvm::DominatorTreeAnalysis>(F);
    auto &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    auto &DI = FAM.getResult<llvm::DependenceAnalysis>(F);
    for (unsigned I = 0; I < Batch.size(); ++I)
      R.OwnReasons[I] = loopcc::diagnoseUnrollAndJam(*Batch[I].L, SE, DT, LI, DI);
  }

  void apply(llvm::ArrayRef<loopcc::PendingLoop>, loopcc::BatchResult &) override {
    llvm::FunctionPassManager FPM;
    FPM.addPass(llvm::createFunctionToLoopPassAdaptor(
        llvm::LoopUnrollAndJamPass(S.options().OptLevel)));
    FPM.run(S.function(), S.analyses());
  }

  std::string silentReason() const override {
    return "the unroll-and-jam pass declined the loop without giving a "
           "reason";
  }
};

} // namespace

std::unique_ptr<loopcc::StepDriver>
loopcc::makeUnrollAndJamStep(SchedulerServices &S) {
  return std::make_unique<UnrollAndJamStep>(S);
}
