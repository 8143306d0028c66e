//===- DistributeStep.cpp - distribute: LoopDistribute, then fission ------===//
//
// LLVM's LoopDistribute, prepared and backed up by the driver:
//
// - before it, what EarlyCSE and GVN forwarded in registers between the
//   statements of the loop is read from memory again, so that LoopDistribute
//   sees the statements' dependences (MemoryDependenceExposure.cpp); a loop
//   that is not split gets its registers back;
// - where it declines (nothing unsafe to split off, or a statement that must
//   move before an earlier one), the locality engine splits the loop
//   wherever Polly's dependences allow (passes/locality/Fission.cpp): every
//   statement in no dependence cycle with another its own loop, in an order
//   that keeps every dependence.
//
// -mllvm -loopcc-fission-first tries the engine first and LoopDistribute
// only where the engine declines, for measuring the two orders against
// each other (docs/design.md).
//
//===----------------------------------------------------------------------===//

#include "passes/PipelineRemarks.h"
#include "passes/steps/MemoryDependenceExposure.h"
#include "passes/steps/StepDriver.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Scalar/LoopDistribute.h"

namespace {

using loopcc::TransformKind;

llvm::cl::opt<bool> FissionFirst(
    "loopcc-fission-first", llvm::cl::Hidden, llvm::cl::init(false),
    llvm::cl::desc("Split loops for distribute on the locality engine "
                   "before trying LLVM's LoopDistribute"));

class DistributeStep : public loopcc::StepDriver {
public:
  using StepDriver::StepDriver;

  void prepare(llvm::ArrayRef<loopcc::PendingLoop> Batch,
               loopcc::BatchResult &R) override {
    // LoopDistribute takes innermost loops only.
    diagnoseOuterLoops(Batch, R);
    auto &AA = S.analyses().getResult<llvm::AAManager>(S.function());
    for (const loopcc::PendingLoop &P : Batch)
      Exposed.push_back(loopcc::exposeMemoryDependences(*P.L, AA));
    invalidateAllButCFG();
    if (!FissionFirst)
      return;
    llvm::DenseSet<unsigned> Innermost;
    for (unsigned I = 0; I < Batch.size(); ++I)
      if (R.OwnReasons[I].empty())
        Innermost.insert(Batch[I].Marker.Id);
    split(Innermost, R);
    // Polly's code preparation leaves loops it declined out of the form
    // LoopDistribute takes; the batch's loops are found again by ID.
    if (!R.Regenerated.empty() || !R.AppliedOtherwise.empty()) {
      R.LoopsMoved = true;
      S.canonicalize();
    }
  }

  void apply(llvm::ArrayRef<loopcc::PendingLoop>, loopcc::BatchResult &) override {
    llvm::FunctionPassManager FPM;
    FPM.addPass(llvm::LoopDistributePass());
    FPM.run(S.function(), S.analyses());
  }

  void finish(llvm::ArrayRef<loopcc::PendingLoop> Batch,
              const loopcc::PipelineRemarks &Remarks,
              loopcc::BatchResult &R) override {
    if (!FissionFirst) {
      llvm::DenseSet<unsigned> Declined;
      for (unsigned I = 0; I < Batch.size(); ++I)
        if (!Remarks.remarksFor(I).Passed && R.OwnReasons[I].empty())
          Declined.insert(Batch[I].Marker.Id);
      if (!Declined.empty())
        split(Declined, R);
    }
    bool RolledBack = false;
    for (unsigned I = 0; I < Exposed.size(); ++I)
      if (!Exposed[I].empty() && !Remarks.remarksFor(I).Passed &&
          !R.AppliedOtherwise.count(Batch[I].Marker.Id)) {
        Exposed[I].rollBack();
        RolledBack = true;
      }
    if (RolledBack)
      invalidateAllButCFG();
  }

  bool ownReasonOutranksRemarks() const override { return true; }

  std::string silentReason() const override {
    return "LoopDistribute found nothing to distribute";
  }

private:
  /// The loops of \p Chains split on the locality engine: those it split
  /// are applied, those it tried have new loop IDs either way, and a
  /// declined one's reason (a dependence cycle) is the step's exact reason.
  void split(const llvm::DenseSet<unsigned> &Chains, loopcc::BatchResult &R) {
    for (const loopcc::LocalityOutcome &O :
         S.runEngine([&](const loopcc::ChainStep &Step, unsigned ChainId) {
           return Step.Kind == TransformKind::Distribute &&
                  Chains.count(ChainId);
         })) {
      S.trace(O.ChainId, O.StepIndex,
              O.Applied ? llvm::Twine("fission applied")
                        : "fission declined: " + O.Reason);
      if (O.Applied)
        R.AppliedOtherwise.insert(O.ChainId);
      else
        R.Regenerated.insert(O.ChainId);
      if (!O.Applied && O.Final)
        S.outcomes().noteExactReason(O.ChainId, O.StepIndex, O.Reason);
    }
  }

  llvm::SmallVector<loopcc::ExposedLoads, 4> Exposed;
};

} // namespace

std::unique_ptr<loopcc::StepDriver>
loopcc::makeDistributeStep(SchedulerServices &S) {
  return std::make_unique<DistributeStep>(S);
}
