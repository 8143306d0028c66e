//===- UnrollStep.cpp - unroll: LoopUnroll, or UnrollLoop with a remainder -===//
//
// LLVM's unroll pass in its "only when forced" mode. One case is the
// driver's own: an unroll whose next step distributes the unrolled loop,
// on a loop whose constant trip count the count does not divide. The pass
// would keep an exit inside the unrolled body, which LoopDistribute does
// not take; such a loop is unrolled with LLVM's UnrollLoop and a run-time
// remainder instead, so the unrolled loop's latch is its only exit
// (UnrollWithRemainder.cpp).
//
//===----------------------------------------------------------------------===//

#include "passes/PipelineRemarks.h"
#include "passes/steps/StepDriver.h"
#include "passes/steps/UnrollWithRemainder.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/Transforms/Scalar/LoopUnrollPass.h"

namespace {

using loopcc::TransformKind;

class UnrollStep : public loopcc::StepDriver {
public:
  using StepDriver::StepDriver;

  /// The unroller copies a call it does not know as it copies the rest.
  bool keepsSubscriptMarks() const override { return true; }

  void apply(llvm::ArrayRef<loopcc::PendingLoop> Batch,
             loopcc::BatchResult &) override {
    unrollKeepingOneExit(Batch);
    llvm::FunctionPassManager FPM;
    FPM.addPass(llvm::LoopUnrollPass(
        llvm::LoopUnrollOptions(S.options().OptLevel, /*OnlyWhenForced=*/true,
                                /*ForgetSCEV=*/false)));
    FPM.run(S.function(), S.analyses());
  }

  std::string silentReason() const override {
    return "the unroller declined the loop without giving a reason";
  }

  /// `unroll full` of a loop whose trip count is known only at run time
  /// (a partial tile's loop): LLVM says it cannot, then unrolls it by a
  /// small count with a run-time remainder, and says that it did.
  bool didAsAsked(const loopcc::PendingLoop &P,
                  const loopcc::CapturedRemarks &R) const override {
    return !P.step().Full || R.FullyUnrolled;
  }

private:
  /// Whether \p P's unroll is followed by a distribute of the unrolled
  /// loop.
  static bool distributesNext(const loopcc::PendingLoop &P) {
    const loopcc::ChainStep &U = P.step();
    const loopcc::ChainStep *Next =
        loopcc::stepAfter(*P.Chain, P.Marker.NextStep);
    if (U.Full || U.Count < 2 || !Next)
      return false;
    return Next->Kind == TransformKind::Distribute &&
           (!Next->On || *Next->On == loopcc::LoopRole::Unrolled);
  }

  void unrollKeepingOneExit(llvm::ArrayRef<loopcc::PendingLoop> Batch) {
    llvm::FunctionAnalysisManager &FAM = S.analyses();
    bool Changed = false;
    for (const loopcc::PendingLoop &P : Batch) {
      if (!distributesNext(P) ||
          !loopcc::unrollKeepsExitsInBody(*P.L, *P.step().Count, FAM))
        continue;
      bool Unrolled = loopcc::unrollWithRemainder(*P.L, *P.step().Count, FAM);
      S.trace(P.Marker.Id, P.Marker.NextStep,
              Unrolled ? "unrolled with a remainder loop"
                       : "no remainder loop: left to the pass");
      Changed |= Unrolled;
    }
    if (!Changed)
      return;
    // UnrollLoop keeps these up to date.
    llvm::PreservedAnalyses PA;
    PA.preserve<llvm::DominatorTreeAnalysis>();
    PA.preserve<llvm::LoopAnalysis>();
    PA.preserve<llvm::ScalarEvolutionAnalysis>();
    FAM.invalidate(S.function(), PA);
  }
};

} // namespace

std::unique_ptr<loopcc::StepDriver>
loopcc::makeUnrollStep(SchedulerServices &S) {
  return std::make_unique<UnrollStep>(S);
}
