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
// A loop with loops inside, which LoopDistribute never takes (its worklist
// is the innermost loops), goes to the engine first and alone: each
// statement of its body, at any depth, its own copy of the loop nest
// where the dependences allow, so that a hot nest inside an imperfect one
// becomes a perfect nest of its own.
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
    // LoopDistribute takes innermost loops only, and makes no pieces: the
    // others are the engine's alone. What an innermost loop's statements
    // share in registers is read again for either (Polly too keeps
    // statements that share a value in one).
    auto &AA = S.analyses().getResult<llvm::AAManager>(S.function());
    for (const loopcc::PendingLoop &P : Batch) {
      bool Innermost = P.L->isInnermost();
      if (!Innermost || namesAPiece(P))
        EngineOnly.insert(P.Marker.Id);
      Exposed.push_back(Innermost ? loopcc::exposeMemoryDependences(*P.L, AA)
                                  : loopcc::ExposedLoads());
    }
    invalidateAllButCFG();
    llvm::DenseSet<unsigned> First = EngineOnly;
    if (FissionFirst)
      for (const loopcc::PendingLoop &P : Batch)
        First.insert(P.Marker.Id);
    if (First.empty())
      return;
    split(First, Batch, R);
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
        if (!Remarks.remarksFor(I).Passed && R.OwnReasons[I].empty() &&
            !EngineOnly.count(Batch[I].Marker.Id))
          Declined.insert(Batch[I].Marker.Id);
      if (!Declined.empty())
        split(Declined, Batch, R);
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
  /// Whether the chain goes on with one of the pieces (piece(k)), which
  /// only the engine's split makes.
  static bool namesAPiece(const loopcc::PendingLoop &P) {
    const loopcc::ChainStep *Next =
        loopcc::stepAfter(*P.Chain, P.Marker.NextStep);
    return Next && Next->On && loopcc::pieceIndex(*Next->On);
  }

  /// The loops of \p Chains split on the locality engine: those it split
  /// are applied, those it tried have new loop IDs either way, and a
  /// declined one's reason (a dependence cycle) is the step's exact reason.
  /// The engine's steps after the split go in the same run: their nests
  /// are then modelled from the source's loops, under the run-time check
  /// of the arrays' overlap the split needed (a nest the engine made,
  /// modelled again, has lost what told Polly to check it).
  void split(const llvm::DenseSet<unsigned> &Chains,
             llvm::ArrayRef<loopcc::PendingLoop> Batch,
             loopcc::BatchResult &R) {
    llvm::DenseMap<unsigned, unsigned> SplitStep;
    for (const loopcc::PendingLoop &P : Batch)
      SplitStep[P.Marker.Id] = P.Marker.NextStep;
    llvm::SmallVector<loopcc::LocalityOutcome, 4> Outcomes =
        S.runEngine([&](const loopcc::ChainStep &Step, unsigned ChainId) {
          return Chains.count(ChainId) &&
                 (Step.Kind == TransformKind::Distribute ||
                  engineTakesNow(Step));
        });
    auto IsSplit = [&](const loopcc::LocalityOutcome &O) {
      auto Split = SplitStep.find(O.ChainId);
      return Split != SplitStep.end() && Split->second == O.StepIndex;
    };
    // A step after a split is judged only where the split was applied
    // (the engine gives up every step of a nest whose code it cannot
    // generate); otherwise it is skipped with the split, which is judged
    // as LoopDistribute's would be.
    llvm::DenseSet<unsigned> SplitApplied;
    for (const loopcc::LocalityOutcome &O : Outcomes)
      if (IsSplit(O) && O.Applied)
        SplitApplied.insert(O.ChainId);
    for (const loopcc::LocalityOutcome &O : Outcomes) {
      if (!IsSplit(O)) {
        if (SplitApplied.count(O.ChainId))
          R.Verdicts.push_back(verdictOf(O));
        continue;
      }
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
  /// The batch's loops split on the engine alone, in prepare: those with
  /// loops inside, and those whose chain goes on with a piece.
  llvm::DenseSet<unsigned> EngineOnly;
};

} // namespace

std::unique_ptr<loopcc::StepDriver>
loopcc::makeDistributeStep(SchedulerServices &S) {
  return std::make_unique<DistributeStep>(S);
}
