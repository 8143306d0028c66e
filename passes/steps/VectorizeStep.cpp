//===- VectorizeStep.cpp - vectorize and interleave: LoopVectorize --------===//
//
// LLVM's loop vectorizer in its "only when forced" mode: it touches only the
// loops whose IDs force it (the scheduler masks the others'), and on those
// chooses the interleave count as LLVM's pipeline would. Interleave is the
// same pass with vector width 1.
//
//===----------------------------------------------------------------------===//

#include "passes/steps/StepDriver.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Transforms/Vectorize/LoopVectorize.h"

namespace {

class VectorizeStep : public loopcc::StepDriver {
public:
  using StepDriver::StepDriver;

  void prepare(llvm::ArrayRef<loopcc::PendingLoop> Batch,
               loopcc::BatchResult &R) override {
    // The vectorizer takes innermost loops only.
    diagnoseOuterLoops(Batch, R);
  }

  void apply(llvm::ArrayRef<loopcc::PendingLoop>, loopcc::BatchResult &) override {
    llvm::FunctionPassManager FPM;
    FPM.addPass(llvm::LoopVectorizePass(
        llvm::LoopVectorizeOptions()
            .setVectorizeOnlyWhenForced(true)
            .setInterleaveOnlyWhenForced(!S.options().LoopInterleaving)));
    FPM.run(S.function(), S.analyses());
  }

  bool ownReasonOutranksRemarks() const override { return true; }

  std::string silentReason() const override {
    return "the vectorizer declined the loop without giving a reason";
  }
};

} // namespace

std::unique_ptr<loopcc::StepDriver>
loopcc::makeVectorizeStep(SchedulerServices &S) {
  return std::make_unique<VectorizeStep>(S);
}
