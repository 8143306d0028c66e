//===- TransformScheduler.cpp - Apply chains in the user's order ----------===//
//
// The order, and only the order: which loops' next step runs, in which
// batch, at which point of the pipeline; how each loop is judged and its
// chain moved on or given up. What one kind of step needs is its driver's
// (passes/steps/), what keeps LLVM's heuristics off a loop is LoopGuards'.
//
//===----------------------------------------------------------------------===//

#include "passes/TransformScheduler.h"
#include "passes/ChainDiscovery.h"
#include "passes/ChainMetadata.h"
#include "passes/ChainProgress.h"
#include "passes/LoopGuards.h"
#include "passes/RequestMask.h"
#include "passes/TransformReport.h"
#include "passes/locality/SubscriptBounds.h"
#include "passes/steps/StepDriver.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/LICM.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/LoopRotation.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/LCSSA.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#include <set>

namespace {

using loopcc::ChainMarker;
using loopcc::PendingLoop;
using loopcc::TransformKind;
using loopcc::replaceLoopIDs;

/// -mllvm -loopcc-trace-scheduler: one line per step the scheduler tries
/// (function, chain, step, loop header, loop ID), on stderr.
llvm::cl::opt<bool>
    TraceScheduler("loopcc-trace-scheduler", llvm::cl::Hidden,
                   llvm::cl::desc("Print each step loopcc's transformation "
                                  "scheduler tries"));

/// Whether \p Chain has a step whose nest waits for VectorizerStart (the
/// table's Schedule: parallelize).
bool holdsItsNest(const loopcc::LoopChain &Chain) {
  return llvm::any_of(Chain.Steps, [](const loopcc::ChainStep &S) {
    return loopcc::stepSchedule(S.Kind) ==
           loopcc::StepSchedule::NestAtVectorizerStart;
  });
}

/// The steps the early scheduler takes
/// (TransformSchedulerPass::Options::Early): the table's Schedule column.
bool runsEarly(TransformKind Kind) {
  loopcc::StepSchedule When = loopcc::stepSchedule(Kind);
  return When != loopcc::StepSchedule::AtVectorizerStart &&
         When != loopcc::StepSchedule::NestAtVectorizerStart;
}

class Scheduler : public loopcc::SchedulerServices {
public:
  Scheduler(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
            const loopcc::ChainTable &Table, loopcc::ChainOutcomes &Outcomes,
            loopcc::PipelineRemarks &Capture,
            loopcc::TransformSchedulerPass::Options Opts)
      : F(F), FAM(FAM), Outcomes(Outcomes), Capture(Capture),
        Chains(F, Table, [&](const loopcc::LoopChain &Chain) {
          return Opts.Early || !loopcc::isLeftToLLVM(Chain, Opts.LTOPreLink);
        }) {
    Options.OptLevel = Opts.OptLevel;
    Options.LoopInterleaving = Opts.LoopInterleaving;
    Options.Early = Opts.Early;
    Capture.install(F.getContext(), Table);
  }

  bool run() {
    if (Options.Early)
      return runEarly();
    // What the early runs held goes before any step runs here.
    bool Changed = false;
    replaceLoopIDs(F, [&](llvm::MDNode *Old) {
      llvm::MDNode *New =
          loopcc::releaseGuard(Old, loopcc::GuardReason::HeldForNextStep);
      Changed |= New != Old;
      return New;
    });
    if (runRounds())
      Changed = true;
    // Whatever is still pending did not make progress: give it up.
    for (const PendingLoop &P : collectPending()) {
      recordFailure(P, "the transformation did not make progress");
      Chains.giveUp(P.Marker);
    }
    if (AppliedAny)
      cleanup();
    return Changed;
  }

  // SchedulerServices.
  llvm::Function &function() override { return F; }
  llvm::FunctionAnalysisManager &analyses() override { return FAM; }
  const loopcc::SchedulerOptions &options() const override { return Options; }
  loopcc::ChainOutcomes &outcomes() override { return Outcomes; }

  void trace(const llvm::Twine &What) override {
    if (TraceScheduler)
      llvm::errs() << "scheduler: " << F.getName() << " " << What << "\n";
  }

  /// Loop-simplify, LCSSA and rotated form: what every loop pass expects,
  /// and what LLVM's pipeline would have given the loop at this point.
  void canonicalize() override {
    llvm::FunctionPassManager FPM;
    FPM.addPass(llvm::LoopSimplifyPass());
    FPM.addPass(llvm::LCSSAPass());
    FPM.addPass(llvm::createFunctionToLoopPassAdaptor(llvm::LoopRotatePass()));
    FPM.run(F, FAM);
  }

  llvm::SmallVector<loopcc::LocalityOutcome, 4> runEngine(
      llvm::function_ref<bool(const loopcc::ChainStep &, unsigned ChainId)>
          Asks) override {
    loopcc::ChainProgress::EngineCallbacks CB = Chains.engineCallbacks(Asks);
    loopcc::LocalityCallbacks Callbacks{CB.Pending, CB.Done, CB.Fallback};
    Callbacks.HoistInvariantLoads = Chains.anyChain(
        [](const loopcc::LoopChain &C) { return C.InClangWorksharing; });
    return loopcc::applyLocalitySteps(F, FAM, Callbacks);
  }

private:
  llvm::Function &F;
  llvm::FunctionAnalysisManager &FAM;
  loopcc::ChainOutcomes &Outcomes;
  loopcc::PipelineRemarks &Capture;
  loopcc::ChainProgress Chains;
  loopcc::SchedulerOptions Options;
  /// Early: chains whose distribute or locality step did not apply, left
  /// to the scheduler at VectorizerStart.
  llvm::DenseSet<unsigned> Deferred;
  bool AppliedAny = false;

  /// Runs the pending steps, one driver a round, until none is left;
  /// whether any was. Every step either applies (and may leave new pending
  /// steps on the loops it produced) or gives its chain up, so the rounds
  /// end; the bound guards against a pass that neither transforms nor
  /// declines.
  bool runRounds() {
    unsigned MaxRounds = Chains.maxRounds();
    bool Ran = false;
    for (unsigned Round = 0; Round < MaxRounds; ++Round) {
      canonicalize();
      llvm::SmallVector<PendingLoop, 8> Pending = collectPending();
      if (Pending.empty())
        break;
      Ran = true;
      runStep(Pending);
      llvm::LoopInfo &LI = FAM.getResult<llvm::LoopAnalysis>(F);
      loopcc::updateConsumedGuards(
          F, LI,
          [&](const llvm::MDNode *ID) -> std::optional<TransformKind> {
            if (const loopcc::ChainStep *S = Chains.pendingStep(ID))
              return S->Kind;
            return std::nullopt;
          },
          [&](const llvm::MDNode *ID) {
            std::optional<ChainMarker> M = Chains.markerOf(ID);
            return M && !Chains.isPending(*M);
          });
    }
    return Ran;
  }

  /// Distribute and locality steps only (Options::Early), in rounds while
  /// a loop's next step is one of them: `distribute` then `tile on(...)`
  /// apply here both. A step that does not apply is deferred to the next
  /// early run and to the scheduler at VectorizerStart. A loop a step made
  /// here whose chain goes on must reach that scheduler whole, through the
  /// rest of the function simplification (full unrolling would take a
  /// tile's small intratile loop before its `vectorize on(intratile(2))`):
  /// it is held. So is a loop whose first step was deferred here, when
  /// the table says so (StepSchedule::EarlyHeld: a nest of 8 iterations
  /// in a block literal or an OpenMP task, where a locality step waits for
  /// LICM to hoist the captured bound, was fully unrolled before it). Other
  /// loops no step made keep exactly their IDs.
  bool runEarly() {
    if (collectPending().empty())
      return false;
    runRounds();
    if (AppliedAny)
      cleanup();
    replaceLoopIDs(F, [&](llvm::MDNode *Old) -> llvm::MDNode * {
      std::optional<ChainMarker> M = Chains.markerOf(Old);
      if (!M || !Chains.isPending(*M))
        return Old;
      if (M->NextStep == 0) {
        const loopcc::ChainStep *Next = Chains.pendingStep(Old);
        if (!Deferred.count(M->Id) || !Next ||
            loopcc::stepSchedule(Next->Kind) != loopcc::StepSchedule::EarlyHeld)
          return Old;
      }
      return loopcc::addGuard(F.getContext(), Old,
                              loopcc::GuardReason::HeldForNextStep);
    });
    return true;
  }

  /// What LLVM's pipeline does to a loop right after it transforms one.
  void cleanup() {
    llvm::FunctionPassManager FPM;
    FPM.addPass(llvm::InstCombinePass());
    FPM.addPass(llvm::SimplifyCFGPass());
    FPM.addPass(llvm::LoopSimplifyPass());
    FPM.addPass(llvm::LCSSAPass());
    FPM.addPass(llvm::createFunctionToLoopPassAdaptor(
        llvm::LICMPass(llvm::LICMOptions()), /*UseMemorySSA=*/true));
    FPM.run(F, FAM);
  }

  llvm::SmallVector<PendingLoop, 8> collectPending() {
    llvm::LoopInfo &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    llvm::SmallVector<PendingLoop, 8> Pending;
    for (llvm::Loop *L : LI.getLoopsInPreorder()) {
      llvm::MDNode *ID = loopcc::recoverLoopID(*L, LI);
      std::optional<ChainMarker> M = Chains.markerOf(ID);
      if (!M)
        continue;
      Outcomes.noteSeen(M->Id, F.getName());
      const loopcc::ChainStep *Next = Chains.pendingStep(ID);
      if (Options.Early && Next && inHeldNest(*L, LI)) {
        // A step whose nest waits (the table's NestAtVectorizerStart: a
        // parallel loop is outlined into a function of its own, which only
        // the module's pipeline may create): its chain, and the chains of
        // the loops around and inside it, wait for it, so that every step is
        // judged on the source's nest in one run (Polly models a nest the
        // engine already regenerated less exactly: its subscripts are
        // flat).
        Deferred.insert(M->Id);
        continue;
      }
      if (!Next ||
          (Options.Early && (Deferred.count(M->Id) || !runsEarly(Next->Kind))))
        continue;
      Pending.push_back({L, ID, *M, &Chains.chain(M->Id)});
    }
    return Pending;
  }

  /// Whether \p L's chain, or the chain of a loop around it or inside it,
  /// has a step whose nest waits for VectorizerStart.
  bool inHeldNest(llvm::Loop &L, const llvm::LoopInfo &LI) {
    auto Holds = [&](llvm::Loop &Other) {
      std::optional<ChainMarker> M =
          Chains.markerOf(loopcc::recoverLoopID(Other, LI));
      return M && holdsItsNest(Chains.chain(M->Id));
    };
    for (llvm::Loop *Around = L.getParentLoop(); Around;
         Around = Around->getParentLoop())
      if (Holds(*Around))
        return true;
    llvm::SmallVector<llvm::Loop *, 8> Inside{&L};
    while (!Inside.empty()) {
      llvm::Loop *Each = Inside.pop_back_val();
      if (Holds(*Each))
        return true;
      Inside.append(Each->begin(), Each->end());
    }
    return false;
  }

  /// One driver per round: the one of the outermost pending loop's step;
  /// every loop waiting for a step of that driver goes in the same run.
  void runStep(llvm::ArrayRef<PendingLoop> Pending) {
    TransformKind Kind = loopcc::passKind(Pending.front().step().Kind);
    llvm::SmallVector<PendingLoop, 8> Batch;
    for (const PendingLoop &P : Pending)
      if (loopcc::passKind(P.step().Kind) == Kind)
        Batch.push_back(P);
    std::unique_ptr<loopcc::StepDriver> Driver = loopcc::makeDriver(Kind, *this);
    if (TraceScheduler && Driver->runsLLVMPass())
      for (const PendingLoop &P : Batch)
        llvm::errs() << "scheduler: " << F.getName() << " chain " << P.Marker.Id
                     << " step " << P.Marker.NextStep << " loop "
                     << P.L->getHeader()->getName() << " id " << P.ID << "\n";
    if (Driver->runsLLVMPass() && !Driver->keepsSubscriptMarks()) {
      // C's subscript bounds are the engine's alone (SubscriptBounds.h):
      // the pass must see the loops as clang would give them.
      llvm::SmallPtrSet<const llvm::BasicBlock *, 32> Blocks;
      for (const PendingLoop &P : Batch)
        Blocks.insert(P.L->block_begin(), P.L->block_end());
      if (loopcc::removeSubscriptBounds(F, [&](const llvm::BasicBlock &BB) {
            return Blocks.contains(&BB);
          })) {
        llvm::PreservedAnalyses PA;
        PA.preserveSet<llvm::CFGAnalyses>();
        FAM.invalidate(F, PA);
      }
    }
    loopcc::BatchResult Result(Batch.size());
    Driver->prepare(Batch, Result);
    if (!Driver->runsLLVMPass()) {
      Driver->apply(Batch, Result);
      Driver->finish(Batch, Capture, Result);
      judgeVerdicts(Result.Verdicts);
      return;
    }
    trackRemarks(Batch, Result.LoopsMoved);
    llvm::SmallVector<const llvm::MDNode *, 8> BatchIDs;
    for (const PendingLoop &P : Batch)
      BatchIDs.push_back(P.ID);
    loopcc::RequestMask Mask(F, Kind, BatchIDs);
    Driver->apply(Batch, Result);
    Capture.stopTracking();
    Mask.restore();
    Driver->finish(Batch, Capture, Result);
    judgeByRemarks(Batch, Result, *Driver);
    judgeVerdicts(Result.Verdicts);
  }

  /// The pass's remarks are told apart by the blocks of the batch's loops
  /// (or, after the engine regenerated them, of the loops with their IDs).
  void trackRemarks(llvm::ArrayRef<PendingLoop> Batch, bool LoopsMoved) {
    llvm::DenseMap<const llvm::BasicBlock *, unsigned> Blocks;
    if (!LoopsMoved) {
      for (unsigned I = 0; I < Batch.size(); ++I)
        for (llvm::BasicBlock *BB : Batch[I].L->blocks())
          Blocks[BB] = I; // preorder: an inner loop's blocks win
    } else {
      llvm::DenseMap<const llvm::MDNode *, unsigned> ByID;
      for (unsigned I = 0; I < Batch.size(); ++I)
        ByID[Batch[I].ID] = I;
      auto &LI = FAM.getResult<llvm::LoopAnalysis>(F);
      for (llvm::Loop *L : LI.getLoopsInPreorder())
        if (auto It = ByID.find(L->getLoopID()); It != ByID.end())
          for (llvm::BasicBlock *BB : L->blocks())
            Blocks[BB] = It->second;
    }
    Capture.track(std::move(Blocks), Batch.size());
  }

  /// The steps a driver judged itself. A step not applied for a reason a
  /// later point may change is left, early, to that point.
  void judgeVerdicts(llvm::ArrayRef<loopcc::StepVerdict> Verdicts) {
    llvm::LoopInfo &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    llvm::SmallVector<ChainMarker, 4> Failed;
    for (const loopcc::StepVerdict &V : Verdicts) {
      if (!V.Applied && Options.Early && !V.Final) {
        Deferred.insert(V.ChainId);
        continue;
      }
      loopcc::StepAttempt A;
      A.Function = F.getName().str();
      A.Applied = V.Applied;
      A.Reason = V.Reason;
      A.RuntimeCheck = V.RuntimeCheck;
      if (V.Applied)
        noteApplied(A, LI, {V.ChainId, V.StepIndex});
      else
        Failed.push_back({V.ChainId, V.StepIndex});
      Outcomes.record(V.ChainId, V.StepIndex, std::move(A));
    }
    for (ChainMarker Step : Failed)
      Chains.giveUp(Step);
  }

  /// The loops a step made, for the report and the explain view.
  void noteApplied(loopcc::StepAttempt &A, llvm::LoopInfo &LI,
                   ChainMarker Before) {
    A.ProducedLoops = Chains.countProduced(LI, Before);
    A.Nest = loopcc::snapshotChainLoops(
        F, LI, FAM.getResult<llvm::ScalarEvolutionAnalysis>(F), Before.Id);
    AppliedAny = true;
  }

  /// A pass's steps: applied when the pass said so, when the driver applied
  /// the step another way, or when the loop's ID was replaced (a pass that
  /// transforms a loop replaces its ID or removes it) by anything but the
  /// engine's regeneration.
  void judgeByRemarks(llvm::ArrayRef<PendingLoop> Batch,
                      const loopcc::BatchResult &Result,
                      const loopcc::StepDriver &Driver) {
    // The batch's Loop objects may be gone: the pass, or the engine a
    // driver ran after it, rebuilt the loop info. Loops are found again
    // by their IDs.
    llvm::LoopInfo &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    llvm::DenseMap<const llvm::MDNode *, const llvm::Loop *> IDs;
    for (llvm::Loop *L : LI.getLoopsInPreorder())
      if (llvm::MDNode *ID = L->getLoopID())
        IDs.try_emplace(ID, L);

    // Judge every loop before giving any chain up: giving up rewrites loop
    // IDs, and a copy of the same loop must not look transformed by it.
    llvm::SmallVector<ChainMarker, 4> Failed;
    llvm::SmallVector<unsigned, 4> LeftPending;
    for (unsigned I = 0; I < Batch.size(); ++I) {
      const PendingLoop &P = Batch[I];
      const loopcc::CapturedRemarks &R = Capture.remarksFor(I);
      bool Transformed = R.Passed || (!IDs.count(P.ID) &&
                                      !Result.Regenerated.count(P.Marker.Id));
      bool Applied = Result.AppliedOtherwise.count(P.Marker.Id) ||
                     (Transformed && Driver.didAsAsked(P, R));
      if (!Applied && Options.Early) {
        // Tried again later, where it is judged: not given up, and its
        // loop is not done with the step.
        LeftPending.push_back(P.Marker.Id);
        Deferred.insert(P.Marker.Id);
        continue;
      }
      if (!Applied) {
        recordFailure(P, reasonFor(P, IDs.lookup(P.ID), R,
                                   Result.OwnReasons[I], Driver));
        Failed.push_back(P.Marker);
        continue;
      }
      loopcc::StepAttempt A;
      A.Function = F.getName().str();
      A.Applied = true;
      A.VectorWidth = R.VectorWidth;
      A.InterleaveCount = R.InterleaveCount;
      A.WidthReason = loopcc::widthReason(R.Analysis);
      noteApplied(A, LI, P.Marker);
      Outcomes.record(P.Marker.Id, P.Marker.NextStep, std::move(A));
    }
    for (ChainMarker Step : Failed)
      Chains.giveUp(Step);
    // Once a step applied, the loops it made are done with it.
    std::set<std::pair<unsigned, unsigned>> Done;
    for (const PendingLoop &P : Batch)
      if (llvm::none_of(Failed,
                        [&](ChainMarker M) { return M.Id == P.Marker.Id; }) &&
          !llvm::is_contained(LeftPending, P.Marker.Id))
        Done.insert({P.Marker.Id, P.Marker.NextStep});
    Chains.markDone(Done);
  }

  /// The engine's exact reason, else the driver's where the pass's remarks
  /// are about other loops, else the pass's analysis, else the driver's,
  /// else what the pass missed, else a plain statement that it declined.
  std::string reasonFor(const PendingLoop &P, const llvm::Loop *Now,
                        const loopcc::CapturedRemarks &R,
                        const std::string &Own,
                        const loopcc::StepDriver &Driver) {
    if (const std::string *Exact =
            Outcomes.exactReason(P.Marker.Id, P.Marker.NextStep))
      return *Exact;
    if (!Own.empty() && Driver.ownReasonOutranksRemarks())
      return Own;
    bool Splittable = Now && loopcc::hasStatementsToSplit(*Now);
    for (const std::string &Msg : R.Analysis)
      if (std::string Why = loopcc::reasonFromMessage(Msg, Splittable);
          !Why.empty())
        return Why;
    if (!Own.empty())
      return Own;
    for (const std::string &Msg : R.Missed)
      if (std::string Why = loopcc::reasonFromMessage(Msg, Splittable);
          !Why.empty())
        return Why;
    return Driver.silentReason();
  }

  void recordFailure(const PendingLoop &P, std::string Reason) {
    loopcc::StepAttempt A;
    A.Function = F.getName().str();
    A.Applied = false;
    A.Reason = std::move(Reason);
    Outcomes.record(P.Marker.Id, P.Marker.NextStep, std::move(A));
  }

};

bool hasPendingChain(llvm::Function &F,
                     const llvm::DenseSet<unsigned> &Incomplete) {
  for (llvm::BasicBlock &BB : F)
    if (llvm::Instruction *Term = BB.getTerminator())
      if (llvm::MDNode *ID = Term->getMetadata(llvm::LLVMContext::MD_loop))
        if (std::optional<ChainMarker> M = loopcc::readChainMarker(ID))
          if (Incomplete.count(M->Id))
            return true;
  return false;
}

} // namespace

loopcc::TransformSchedulerPass::TransformSchedulerPass(
    std::shared_ptr<ChainSource> Chains,
    std::shared_ptr<ChainOutcomes> Outcomes,
    std::shared_ptr<PipelineRemarks> Remarks, Options Opts)
    : Chains(std::move(Chains)), Outcomes(std::move(Outcomes)),
      Remarks(std::move(Remarks)), Opts(Opts) {}

llvm::PreservedAnalyses
loopcc::TransformSchedulerPass::run(llvm::Function &F,
                                    llvm::FunctionAnalysisManager &FAM) {
  if (F.isDeclaration())
    return llvm::PreservedAnalyses::all();
  // Run alone (`-passes=function(loopcc-transform-scheduler)`), no pass
  // at the pipeline's start has read the loop IDs.
  discoverChains(F, *Chains, Remarks.get());
  const ChainTable &Table = Chains->chains(*F.getParent());
  llvm::DenseSet<unsigned> Ids;
  for (const LoopChain &Chain : Table)
    if (Opts.Early ? llvm::any_of(Chain.Steps,
                                  [](const ChainStep &S) {
                                    return runsEarly(S.Kind);
                                  })
                   : !isLeftToLLVM(Chain, Opts.LTOPreLink))
      Ids.insert(Chain.Id);
  bool Changed = false;
  if (!Ids.empty() && hasPendingChain(F, Ids)) {
    Scheduler S(F, FAM, Table, *Outcomes, *Remarks, Opts);
    Changed = S.run();
  }
  return Changed ? llvm::PreservedAnalyses::none()
                 : llvm::PreservedAnalyses::all();
}
