//===- TransformScheduler.cpp - Apply chains in the user's order ----------===//

#include "passes/TransformScheduler.h"
#include "passes/ChainDiscovery.h"
#include "passes/ChainMetadata.h"
#include "passes/InnermostDiagnosis.h"
#include "passes/MemoryDependenceExposure.h"
#include "passes/TransformReport.h"
#include "passes/UnrollAndJamDiagnosis.h"
#include "passes/UnrollWithRemainder.h"
#include "passes/locality/LocalityEngine.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/LICM.h"
#include "llvm/Transforms/Scalar/LoopDistribute.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/LoopRotation.h"
#include "llvm/Transforms/Scalar/LoopUnrollAndJamPass.h"
#include "llvm/Transforms/Scalar/LoopUnrollPass.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/LCSSA.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include "llvm/Transforms/Vectorize/LoopVectorize.h"

#include <set>

namespace {

using loopcc::ChainMarker;
using loopcc::TransformKind;

/// -mllvm -loopcc-trace-scheduler: one line per step the scheduler tries
/// (function, chain, step, loop header, loop ID), on stderr.
llvm::cl::opt<bool>
    TraceScheduler("loopcc-trace-scheduler", llvm::cl::Hidden,
                   llvm::cl::desc("Print each step loopcc's transformation "
                                  "scheduler tries"));

/// -mllvm -loopcc-fission-first: a distribute goes to the locality
/// engine's fission first (every statement outside a dependence cycle its
/// own loop), and to LLVM's LoopDistribute only where the engine declines;
/// for measuring the two orders against each other (docs/design.md).
llvm::cl::opt<bool> FissionFirst(
    "loopcc-fission-first", llvm::cl::Hidden, llvm::cl::init(false),
    llvm::cl::desc("Split loops for distribute on the locality engine "
                   "before trying LLVM's LoopDistribute"));

/// The steps the early scheduler takes (TransformSchedulerPass::Options::Early).
bool runsEarly(TransformKind Kind) {
  return Kind == TransformKind::Distribute ||
         loopcc::passKind(Kind) == TransformKind::Tile;
}

/// A loop whose chain has a step left to apply.
struct PendingLoop {
  llvm::Loop *L = nullptr;
  llvm::MDNode *ID = nullptr;
  ChainMarker Marker;
  const loopcc::LoopChain *Chain = nullptr;
  const loopcc::ChainStep &step() const {
    assert(Marker.NextStep < Chain->Steps.size() && "the loop has no step left");
    return Chain->Steps[Marker.NextStep];
  }
};

class Scheduler {
public:
  Scheduler(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
            const loopcc::ChainTable &Table, loopcc::ChainOutcomes &Outcomes,
            loopcc::PipelineRemarks &Capture,
            loopcc::TransformSchedulerPass::Options Opts)
      : F(F), FAM(FAM), Outcomes(Outcomes), Opts(Opts), Capture(Capture) {
    for (const loopcc::LoopChain &Chain : Table)
      if (Opts.Early || !loopcc::isLeftToLLVM(Chain, Opts.LTOPreLink))
        ChainById[Chain.Id] = &Chain;
    Capture.install(F.getContext(), Table);
  }

  bool run() {
    if (Opts.Early)
      return runEarly();
    bool Changed = releaseHeldLoops();
    if (runRounds())
      Changed = true;
    // Whatever is still pending did not make progress: give it up.
    for (const PendingLoop &P : collectPending()) {
      recordFailure(P, "the transformation did not make progress");
      giveUp(P.Marker.Id);
    }
    if (AppliedAny)
      cleanup();
    return Changed;
  }

private:
  /// Runs the pending steps, one pass a round, until none is left; whether
  /// any was. Every step either applies (and may leave new pending steps on
  /// the loops it produced) or gives its chain up, so the rounds end; the
  /// bound guards against a pass that neither transforms nor declines.
  bool runRounds() {
    unsigned MaxRounds = 4;
    for (const auto &Entry : ChainById)
      MaxRounds += 2 * Entry.second->Steps.size();
    bool Ran = false;
    for (unsigned Round = 0; Round < MaxRounds; ++Round) {
      canonicalize();
      llvm::SmallVector<PendingLoop, 8> Pending = collectPending();
      if (Pending.empty())
        break;
      Ran = true;
      runStep(Pending);
      repairLoopIDs();
    }
    return Ran;
  }

  /// Distribute and locality steps only (Options::Early), in rounds while
  /// a loop's next step is one of them: `distribute` then `tile on(...)`
  /// apply here both. A step that does not apply is deferred to the next
  /// early run and to the scheduler at VectorizerStart.
  bool runEarly() {
    if (collectPending().empty())
      return false;
    runRounds();
    if (AppliedAny)
      cleanup();
    holdProducedLoops();
    return true;
  }

  /// Early: a loop a step made here whose chain goes on must reach the
  /// scheduler at VectorizerStart whole, through the rest of the function
  /// simplification (full unrolling would take a tile's small intratile
  /// loop before its `vectorize on(intratile(2))`). It is held with
  /// disable_nonforced, which releaseHeldLoops takes away. Loops no step
  /// made (the frontend's, lone directives') keep exactly their IDs.
  void holdProducedLoops() {
    llvm::LLVMContext &Ctx = F.getContext();
    llvm::Metadata *Hold[] = {
        loopcc::flagNode(Ctx, loopcc::DisableNonforcedName),
        loopcc::flagNode(Ctx, loopcc::HeldMarkerName)};
    replaceLoopIDs([&](llvm::MDNode *Old) -> llvm::MDNode * {
      std::optional<ChainMarker> M = markerOf(Old);
      if (!M || M->NextStep == 0 || !isPending(*M) ||
          llvm::findOptionMDForLoopID(Old, loopcc::DisableNonforcedName))
        return Old;
      return loopcc::editLoopID(
          Old, [](const llvm::Metadata *) { return false; }, Hold);
    });
  }

  /// What holdProducedLoops added goes before any step runs here.
  bool releaseHeldLoops() {
    bool Released = false;
    replaceLoopIDs([&](llvm::MDNode *Old) -> llvm::MDNode * {
      if (!llvm::findOptionMDForLoopID(Old, loopcc::HeldMarkerName))
        return Old;
      Released = true;
      return loopcc::editLoopID(
          Old,
          [](const llvm::Metadata *Op) {
            llvm::StringRef Name = loopcc::attributeName(Op);
            return Name == loopcc::DisableNonforcedName ||
                   Name == loopcc::HeldMarkerName;
          },
          {});
    });
    return Released;
  }

  llvm::Function &F;
  llvm::FunctionAnalysisManager &FAM;
  loopcc::ChainOutcomes &Outcomes;
  loopcc::TransformSchedulerPass::Options Opts;
  loopcc::PipelineRemarks &Capture;
  llvm::DenseMap<unsigned, const loopcc::LoopChain *> ChainById;
  /// Early: chains whose distribute or locality step did not apply, left
  /// to the scheduler at VectorizerStart.
  llvm::DenseSet<unsigned> Deferred;
  bool AppliedAny = false;

  std::optional<ChainMarker> markerOf(const llvm::MDNode *ID) const {
    std::optional<ChainMarker> M = loopcc::readChainMarker(ID);
    if (!M || !ChainById.count(M->Id))
      return std::nullopt;
    return M;
  }

  bool isPending(const ChainMarker &M) const {
    const loopcc::LoopChain *Chain = ChainById.lookup(M.Id);
    assert(Chain && "a marker of a chain the scheduler does not know");
    return M.NextStep < Chain->Steps.size();
  }

  /// Loop-simplify, LCSSA and rotated form: what every loop pass expects,
  /// and what LLVM's pipeline would have given the loop at this point.
  void canonicalize() {
    llvm::FunctionPassManager FPM;
    FPM.addPass(llvm::LoopSimplifyPass());
    FPM.addPass(llvm::LCSSAPass());
    FPM.addPass(llvm::createFunctionToLoopPassAdaptor(llvm::LoopRotatePass()));
    FPM.run(F, FAM);
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
      std::optional<ChainMarker> M = markerOf(ID);
      if (!M)
        continue;
      Outcomes.noteSeen(M->Id, F.getName());
      if (!isPending(*M))
        continue;
      if (Opts.Early &&
          (Deferred.count(M->Id) ||
           !runsEarly(ChainById.lookup(M->Id)->Steps[M->NextStep].Kind)))
        continue;
      Pending.push_back({L, ID, *M, ChainById.lookup(M->Id)});
    }
    return Pending;
  }

  void runStep(llvm::ArrayRef<PendingLoop> Pending) {
    // One pass per round: the kind of the outermost pending loop; every
    // loop waiting for that kind goes in the same run.
    TransformKind Kind = loopcc::passKind(Pending.front().step().Kind);
    llvm::SmallVector<PendingLoop, 8> Batch;
    for (const PendingLoop &P : Pending)
      if (loopcc::passKind(P.step().Kind) == Kind)
        Batch.push_back(P);

    if (Kind == TransformKind::Tile) {
      runLocality(Batch);
      return;
    }

    // The unroll-and-jam pass gives no reason when it declines; work it
    // out now, while the loops are as the pass sees them.
    llvm::SmallVector<std::string, 4> OwnReasons(Batch.size());
    if (Kind == TransformKind::UnrollAndJam) {
      auto &SE = FAM.getResult<llvm::ScalarEvolutionAnalysis>(F);
      auto &DT = FAM.getResult<llvm::DominatorTreeAnalysis>(F);
      auto &LI = FAM.getResult<llvm::LoopAnalysis>(F);
      auto &DI = FAM.getResult<llvm::DependenceAnalysis>(F);
      for (unsigned I = 0; I < Batch.size(); ++I)
        OwnReasons[I] = loopcc::diagnoseUnrollAndJam(*Batch[I].L, SE, DT, LI, DI);
    }
    // An outer loop: the remarks inside it are its inner loops'.
    if (Kind == TransformKind::Vectorize || Kind == TransformKind::Distribute)
      for (unsigned I = 0; I < Batch.size(); ++I)
        OwnReasons[I] =
            loopcc::diagnoseInnermostOnly(*Batch[I].L, Batch[I].step().Kind);

    if (TraceScheduler)
      for (const PendingLoop &P : Batch)
        llvm::errs() << "scheduler: " << F.getName() << " chain " << P.Marker.Id
                     << " step " << P.Marker.NextStep << " loop "
                     << P.L->getHeader()->getName() << " id " << P.ID << "\n";
    // What EarlyCSE and GVN forwarded in registers between the statements
    // of a loop to distribute is read from memory again, so that
    // LoopDistribute sees the statements' dependences; a loop it declines
    // gets the registers back.
    llvm::SmallVector<loopcc::ExposedLoads, 4> Exposed;
    if (Kind == TransformKind::Distribute) {
      auto &AA = FAM.getResult<llvm::AAManager>(F);
      for (const PendingLoop &P : Batch)
        Exposed.push_back(loopcc::exposeMemoryDependences(*P.L, AA));
      invalidateAllButCFG();
    }
    llvm::DenseSet<unsigned> Split, FissionTried;
    bool EngineRan = false;
    if (Kind == TransformKind::Distribute && FissionFirst) {
      llvm::DenseSet<unsigned> Innermost;
      for (unsigned I = 0; I < Batch.size(); ++I)
        if (OwnReasons[I].empty())
          Innermost.insert(Batch[I].Marker.Id);
      Split = runFission(Innermost, FissionTried);
      EngineRan = !FissionTried.empty();
      // Polly's code preparation leaves loops it declined out of the
      // form LoopDistribute takes.
      if (EngineRan)
        canonicalize();
    }

    // The remarks of the pass are told apart by the blocks of the loops.
    // After the engine ran, the batch's loops are looked up again by ID.
    llvm::DenseMap<const llvm::BasicBlock *, unsigned> Blocks;
    if (!EngineRan) {
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

    // The pass runs "only when forced", but would still take every loop
    // that asks for its transformation: a lone directive left to LLVM's
    // pipeline, a `#pragma clang loop` elsewhere in the function. Those
    // are masked while it runs.
    llvm::SmallPtrSet<const llvm::MDNode *, 8> InBatch;
    for (const PendingLoop &P : Batch)
      InBatch.insert(P.ID);
    llvm::DenseMap<llvm::MDNode *, llvm::MDNode *> Masked;
    replaceLoopIDs([&](llvm::MDNode *Old) -> llvm::MDNode * {
      if (InBatch.count(Old))
        return Old;
      bool Asks = llvm::any_of(
          llvm::drop_begin(Old->operands()), [&](const llvm::MDOperand &Op) {
            return loopcc::isRequestAttribute(loopcc::attributeName(Op.get()),
                                              Kind);
          });
      if (!Asks)
        return Old;
      llvm::MDNode *New = loopcc::editLoopID(
          Old,
          [&](const llvm::Metadata *Op) {
            return loopcc::isRequestAttribute(loopcc::attributeName(Op), Kind);
          },
          {});
      Masked[New] = Old;
      return New;
    });
    if (Kind == TransformKind::Unroll)
      unrollKeepingOneExit(Batch);
    runPass(Kind);
    Capture.stopTracking();
    if (!Masked.empty())
      replaceLoopIDs([&](llvm::MDNode *Old) -> llvm::MDNode * {
        auto It = Masked.find(Old);
        return It == Masked.end() ? Old : It->second;
      });
    // What LoopDistribute declined, the engine's fission may split: it
    // splits every statement off that is in no dependence cycle with
    // another, and reorders them as the dependences ask.
    if (Kind == TransformKind::Distribute && !FissionFirst) {
      llvm::DenseSet<unsigned> Declined;
      for (unsigned I = 0; I < Batch.size(); ++I)
        if (!Capture.remarksFor(I).Passed && OwnReasons[I].empty())
          Declined.insert(Batch[I].Marker.Id);
      if (!Declined.empty())
        Split = runFission(Declined, FissionTried);
    }
    bool RolledBack = false;
    for (unsigned I = 0; I < Exposed.size(); ++I)
      if (!Exposed[I].empty() && !Capture.remarksFor(I).Passed &&
          !Split.count(Batch[I].Marker.Id)) {
        Exposed[I].rollBack();
        RolledBack = true;
      }
    if (RolledBack)
      invalidateAllButCFG();

    evaluate(Batch, OwnReasons, Split, FissionTried);
  }

  /// One run of the locality engine for the loops whose pending step
  /// \p Asks selects (by the step and its chain).
  llvm::SmallVector<loopcc::LocalityOutcome, 4> runEngine(
      llvm::function_ref<bool(const loopcc::ChainStep &, unsigned ChainId)>
          Asks) {
    auto Pending =
        [&](llvm::MDNode *ID) -> std::optional<loopcc::LocalityRequest> {
      std::optional<ChainMarker> M = markerOf(ID);
      if (!M || !isPending(*M))
        return std::nullopt;
      const loopcc::ChainStep &S = ChainById.lookup(M->Id)->Steps[M->NextStep];
      if (!Asks(S, M->Id))
        return std::nullopt;
      return loopcc::LocalityRequest{&S, M->Id, M->NextStep};
    };
    // A loop a step made that the chain is done with.
    auto Done = [&](llvm::MDNode *ID) -> llvm::MDNode * {
      std::optional<ChainMarker> M = markerOf(ID);
      assert(M && "only a loop with a pending step makes loops");
      unsigned End = ChainById.lookup(M->Id)->Steps.size();
      return withStepDone(ID, *M, {M->Id, End}, /*DropDisableNonforced=*/true);
    };
    // The original loop kept as the fallback of a run-time check: no
    // directive applies to it any more.
    auto Fallback = [&](llvm::MDNode *ID) -> llvm::MDNode * {
      return loopcc::editLoopID(
          ID,
          [](const llvm::Metadata *Op) {
            if (llvm::isa<llvm::DILocation>(Op))
              return false;
            llvm::StringRef Name = loopcc::attributeName(Op);
            return Name != loopcc::MustProgressName &&
                   Name != "llvm.loop.unroll.disable";
          },
          {});
    };
    loopcc::LocalityCallbacks CB{Pending, Done, Fallback};
    return loopcc::applyLocalitySteps(F, FAM, CB);
  }

  /// The loops of \p Batch that LoopDistribute declined (\p Declined, by
  /// chain) split on the locality engine, which splits wherever Polly's
  /// dependences allow (passes/locality/Fission.cpp). Returns the chains
  /// it split, and in \p Tried those it tried.
  llvm::DenseSet<unsigned> runFission(const llvm::DenseSet<unsigned> &Declined,
                                      llvm::DenseSet<unsigned> &Tried) {
    llvm::DenseSet<unsigned> Split;
    for (const loopcc::LocalityOutcome &O :
         runEngine([&](const loopcc::ChainStep &S, unsigned ChainId) {
           return S.Kind == TransformKind::Distribute &&
                  Declined.count(ChainId);
         })) {
      Tried.insert(O.ChainId);
      if (TraceScheduler)
        llvm::errs() << "scheduler: " << F.getName() << " chain " << O.ChainId
                     << " step " << O.StepIndex << " fission "
                     << (O.Applied ? "applied" : "declined: " + O.Reason)
                     << "\n";
      if (O.Applied)
        Split.insert(O.ChainId);
      else if (O.Final)
        Outcomes.noteExactReason(O.ChainId, O.StepIndex, O.Reason);
    }
    return Split;
  }

  /// A value a loop hands on after its exit (the counter an unrolled loop
  /// gives its remainder loop) is, to Polly, a scalar every iteration
  /// writes, and no locality step may reorder the iterations; reverse
  /// after unroll was refused for it. Where SCEV knows the final value,
  /// it is computed after the loop instead, as IndVarSimplify does
  /// (LLVM's rewriteLoopExitValues), for the loops the engine is about to
  /// take only.
  void recomputeExitValues(llvm::ArrayRef<PendingLoop> Batch) {
    auto &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    auto &SE = FAM.getResult<llvm::ScalarEvolutionAnalysis>(F);
    auto &DT = FAM.getResult<llvm::DominatorTreeAnalysis>(F);
    auto &TLI = FAM.getResult<llvm::TargetLibraryAnalysis>(F);
    auto &TTI = FAM.getResult<llvm::TargetIRAnalysis>(F);
    llvm::SCEVExpander Rewriter(SE, "loopcc.exit");
    llvm::SmallVector<llvm::WeakTrackingVH, 16> Dead;
    int Replaced = 0;
    for (const PendingLoop &P : Batch)
      if (P.L->isLCSSAForm(DT))
        Replaced += llvm::rewriteLoopExitValues(P.L, &LI, &TLI, &SE, &TTI,
                                                Rewriter, &DT,
                                                llvm::AlwaysRepl, Dead);
    if (!Replaced)
      return;
    Rewriter.clear();
    llvm::RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
    if (TraceScheduler)
      llvm::errs() << "scheduler: " << F.getName() << " " << Replaced
                   << " exit values computed after their loops\n";
    invalidateAllButCFG();
  }

  /// tile, interchange and reverse: one run of the locality engine takes
  /// every loop that asks for one, and the locality steps that follow.
  void runLocality(llvm::ArrayRef<PendingLoop> Batch) {
    if (TraceScheduler)
      for (const PendingLoop &P : Batch)
        llvm::errs() << "scheduler: " << F.getName() << " chain "
                     << P.Marker.Id << " step " << P.Marker.NextStep
                     << " loop " << P.L->getHeader()->getName()
                     << " (locality engine)\n";
    recomputeExitValues(Batch);
    llvm::SmallVector<loopcc::LocalityOutcome, 4> Results =
        runEngine([](const loopcc::ChainStep &S, unsigned) {
          return loopcc::passKind(S.Kind) == TransformKind::Tile;
        });

    llvm::LoopInfo &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    llvm::SmallVector<unsigned, 4> Failed;
    for (const loopcc::LocalityOutcome &O : Results) {
      if (!O.Applied && Opts.Early && !O.Final) {
        // Before inlining (the first early run) a call may hide what the
        // nest does; the later runs, and the scheduler at VectorizerStart,
        // try again and judge.
        Deferred.insert(O.ChainId);
        continue;
      }
      loopcc::StepAttempt A;
      A.Function = F.getName().str();
      A.Applied = O.Applied;
      A.Reason = O.Reason;
      A.RuntimeCheck = O.RuntimeCheck;
      if (O.Applied) {
        A.ProducedLoops = countProduced(LI, {O.ChainId, O.StepIndex});
        A.Nest = loopcc::snapshotChainLoops(
            F, LI, FAM.getResult<llvm::ScalarEvolutionAnalysis>(F), O.ChainId);
        AppliedAny = true;
      } else {
        Failed.push_back(O.ChainId);
      }
      Outcomes.record(O.ChainId, O.StepIndex, std::move(A));
    }
    for (unsigned ChainId : Failed)
      giveUp(ChainId);
  }

  /// An unroll whose chain goes on to a distribute of the unrolled loop,
  /// on a loop whose constant trip count the count does not divide: LLVM's
  /// unroll pass would keep an exit in the body, which LoopDistribute does
  /// not take; these are unrolled with a remainder loop instead. The others
  /// are left to the pass.
  void unrollKeepingOneExit(llvm::ArrayRef<PendingLoop> Batch) {
    bool Changed = false;
    for (const PendingLoop &P : Batch) {
      const loopcc::ChainStep &S = P.step();
      if (S.Kind != TransformKind::Unroll || S.Full || S.Count < 2 ||
          P.Marker.NextStep + 1 >= P.Chain->Steps.size())
        continue;
      const loopcc::ChainStep &Next = P.Chain->Steps[P.Marker.NextStep + 1];
      if (Next.Kind != TransformKind::Distribute ||
          (Next.OnRole && *Next.OnRole != loopcc::LoopRole::Unrolled))
        continue;
      if (!loopcc::unrollKeepsExitsInBody(*P.L, S.Count, FAM))
        continue;
      bool Unrolled = loopcc::unrollWithRemainder(*P.L, S.Count, FAM);
      if (TraceScheduler)
        llvm::errs() << "scheduler: " << F.getName() << " chain "
                     << P.Marker.Id << " step " << P.Marker.NextStep
                     << (Unrolled ? " unrolled with a remainder loop\n"
                                  : " no remainder loop: left to the pass\n");
      Changed |= Unrolled;
    }
    if (!Changed)
      return;
    // UnrollLoop keeps these up to date.
    llvm::PreservedAnalyses PA;
    PA.preserve<llvm::DominatorTreeAnalysis>();
    PA.preserve<llvm::LoopAnalysis>();
    PA.preserve<llvm::ScalarEvolutionAnalysis>();
    FAM.invalidate(F, PA);
  }

  /// After instructions were added or removed, but no block.
  void invalidateAllButCFG() {
    llvm::PreservedAnalyses PA;
    PA.preserveSet<llvm::CFGAnalyses>();
    FAM.invalidate(F, PA);
  }

  void runPass(TransformKind Kind) {
    llvm::FunctionPassManager FPM;
    switch (Kind) {
    case TransformKind::Vectorize:
      // Only forced loops are touched (interleave is this pass too); on those, the interleave count is
      // chosen as LLVM's pipeline would choose it.
      FPM.addPass(llvm::LoopVectorizePass(
          llvm::LoopVectorizeOptions()
              .setVectorizeOnlyWhenForced(true)
              .setInterleaveOnlyWhenForced(!Opts.LoopInterleaving)));
      break;
    case TransformKind::Unroll:
      FPM.addPass(llvm::LoopUnrollPass(
          llvm::LoopUnrollOptions(Opts.OptLevel, /*OnlyWhenForced=*/true,
                                  /*ForgetSCEV=*/false)));
      break;
    case TransformKind::UnrollAndJam:
      FPM.addPass(llvm::createFunctionToLoopPassAdaptor(
          llvm::LoopUnrollAndJamPass(Opts.OptLevel)));
      break;
    case TransformKind::Distribute:
      FPM.addPass(llvm::LoopDistributePass());
      break;
    case TransformKind::Interleave:
    case TransformKind::Interchange:
    case TransformKind::Tile:
    case TransformKind::Reverse:
      llvm_unreachable("not a pass the scheduler runs");
    }
    FPM.run(F, FAM);
  }

  void evaluate(llvm::ArrayRef<PendingLoop> Batch,
                llvm::ArrayRef<std::string> OwnReasons,
                const llvm::DenseSet<unsigned> &Split = {},
                const llvm::DenseSet<unsigned> &FissionTried = {}) {
    llvm::LoopInfo &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    llvm::SmallPtrSet<const llvm::MDNode *, 16> IDs;
    for (llvm::Loop *L : LI.getLoopsInPreorder())
      if (llvm::MDNode *ID = L->getLoopID())
        IDs.insert(ID);

    // Judge every loop before giving any chain up: giving up rewrites loop
    // IDs, and a copy of the same loop must not look transformed by it.
    llvm::SmallVector<unsigned, 4> Failed, LeftPending;
    for (unsigned I = 0; I < Batch.size(); ++I) {
      const PendingLoop &P = Batch[I];
      const loopcc::CapturedRemarks &R = Capture.remarksFor(I);
      // A pass that transforms a loop replaces its ID (or removes it). The
      // engine renews the IDs of every loop of a nest it regenerated, so
      // for a loop it tried, its outcome tells.
      bool Applied = R.Passed || Split.count(P.Marker.Id) ||
                     (!IDs.count(P.ID) && !FissionTried.count(P.Marker.Id));
      if (!Applied && Opts.Early) {
        // Tried again later, where it is judged: not given up, and its
        // loop is not done with the step.
        LeftPending.push_back(P.Marker.Id);
        Deferred.insert(P.Marker.Id);
        continue;
      }
      if (!Applied) {
        recordFailure(P, reasonFor(P, R, OwnReasons[I]));
        Failed.push_back(P.Marker.Id);
        continue;
      }
      loopcc::StepAttempt A;
      A.Function = F.getName().str();
      A.Applied = true;
      A.VectorWidth = R.VectorWidth;
      A.InterleaveCount = R.InterleaveCount;
      A.WidthReason = loopcc::widthReason(R.Analysis);
      A.ProducedLoops = countProduced(LI, P.Marker);
      A.Nest = loopcc::snapshotChainLoops(
          F, LI, FAM.getResult<llvm::ScalarEvolutionAnalysis>(F), P.Marker.Id);
      Outcomes.record(P.Marker.Id, P.Marker.NextStep, std::move(A));
      AppliedAny = true;
    }
    for (unsigned ChainId : Failed)
      giveUp(ChainId);
    Failed.append(LeftPending.begin(), LeftPending.end());
    markProducedLoops(Batch, Failed);
  }

  /// A loop a step produced may carry the step's request still: LLVM's
  /// passes build produced loops' IDs from the original one when no
  /// follow-up says otherwise (a lone directive has none; distribute
  /// inherits everything, and one of its loops may keep the original ID).
  /// Once the step applied, such a loop is done with it.
  void markProducedLoops(llvm::ArrayRef<PendingLoop> Batch,
                         llvm::ArrayRef<unsigned> NotApplied) {
    std::set<std::pair<unsigned, unsigned>> Applied;
    for (const PendingLoop &P : Batch) {
      if (!llvm::is_contained(NotApplied, P.Marker.Id))
        Applied.insert({P.Marker.Id, P.Marker.NextStep});
    }
    replaceLoopIDs([&](llvm::MDNode *Old) -> llvm::MDNode * {
      std::optional<ChainMarker> M = markerOf(Old);
      if (!M || !Applied.count({M->Id, M->NextStep}))
        return Old;
      return withStepDone(Old, *M, {M->Id, M->NextStep + 1},
                          /*DropDisableNonforced=*/false);
    });
  }

  unsigned countProduced(llvm::LoopInfo &LI, ChainMarker Before) {
    unsigned N = 0;
    for (llvm::Loop *L : LI.getLoopsInPreorder())
      if (std::optional<ChainMarker> M = markerOf(L->getLoopID()))
        if (M->Id == Before.Id && M->NextStep > Before.NextStep)
          ++N;
    return N;
  }

  /// The pass's own analysis for this loop, else loopcc's, else a plain
  /// statement that the pass declined.
  std::string reasonFor(const PendingLoop &P, const loopcc::CapturedRemarks &R,
                        const std::string &Own) {
    // The engine's, which names the dependence cycle a split would break.
    if (const std::string *Exact =
            Outcomes.exactReason(P.Marker.Id, P.Marker.NextStep))
      return *Exact;
    // The remarks inside an outer loop are about other loops.
    if (!Own.empty() && (loopcc::passKind(P.step().Kind) ==
                             TransformKind::Vectorize ||
                         P.step().Kind == TransformKind::Distribute))
      return Own;
    for (const std::string &Msg : R.Analysis)
      if (std::string Why = loopcc::reasonFromMessage(Msg); !Why.empty())
        return Why;
    if (!Own.empty())
      return Own;
    for (const std::string &Msg : R.Missed)
      if (std::string Why = loopcc::reasonFromMessage(Msg); !Why.empty())
        return Why;
    switch (P.step().Kind) {
    case TransformKind::Vectorize:
    case TransformKind::Interleave:
      return "the vectorizer declined the loop without giving a reason";
    case TransformKind::Unroll:
      return "the unroller declined the loop without giving a reason";
    case TransformKind::Distribute:
      return "LoopDistribute found nothing to distribute";
    case TransformKind::UnrollAndJam:
      return "the unroll-and-jam pass declined the loop without giving a "
             "reason";
    case TransformKind::Interchange:
    case TransformKind::Tile:
    case TransformKind::Reverse:
      break;
    }
    llvm_unreachable("the locality engine gives its own reasons");
  }

  void recordFailure(const PendingLoop &P, std::string Reason) {
    loopcc::StepAttempt A;
    A.Function = F.getName().str();
    A.Applied = false;
    A.Reason = std::move(Reason);
    Outcomes.record(P.Marker.Id, P.Marker.NextStep, std::move(A));
  }

  /// Replaces loop IDs on every latch that carries them.
  void replaceLoopIDs(
      llvm::function_ref<llvm::MDNode *(llvm::MDNode *)> Rewrite) {
    llvm::DenseMap<llvm::MDNode *, llvm::MDNode *> Done;
    for (llvm::BasicBlock &BB : F) {
      llvm::Instruction *Term = BB.getTerminator();
      if (!Term)
        continue;
      llvm::MDNode *Old = Term->getMetadata(llvm::LLVMContext::MD_loop);
      if (!Old)
        continue;
      auto It = Done.find(Old);
      llvm::MDNode *New = It != Done.end() ? It->second : Rewrite(Old);
      Done[Old] = New;
      if (New != Old)
        Term->setMetadata(llvm::LLVMContext::MD_loop, New);
    }
  }

  /// \p Old without the request of the step \p M points at, and with the
  /// chain's marker moved on to \p Next (the next step, or the chain's end
  /// when it is given up). A given-up loop also loses disable_nonforced.
  llvm::MDNode *withStepDone(llvm::MDNode *Old, ChainMarker M,
                             ChainMarker Next, bool DropDisableNonforced) {
    const loopcc::LoopChain *Chain = ChainById.lookup(M.Id);
    assert(Chain && M.NextStep < Chain->Steps.size() &&
           "only a pending step can be done");
    TransformKind Kind = Chain->Steps[M.NextStep].Kind;
    llvm::Metadata *Add[] = {loopcc::chainMarkerNode(F.getContext(), Next)};
    return loopcc::editLoopID(
        Old,
        [&](const llvm::Metadata *Op) {
          llvm::StringRef Name = loopcc::attributeName(Op);
          return (DropDisableNonforced &&
                  Name == loopcc::DisableNonforcedName) ||
                 Name == loopcc::ChainMarkerName ||
                 Name == loopcc::PragmaMarkerName ||
                 loopcc::isRequestAttribute(Name, Kind);
        },
        Add);
  }

  /// A chain that failed is given up in this function: its loops lose the
  /// attributes of their pending step and disable_nonforced, and are then
  /// optimized as if no directive had been written.
  void giveUp(unsigned ChainId) {
    const loopcc::LoopChain *Chain = ChainById.lookup(ChainId);
    assert(Chain && "giving up a chain the scheduler does not know");
    replaceLoopIDs([&](llvm::MDNode *Old) -> llvm::MDNode * {
      std::optional<ChainMarker> M = markerOf(Old);
      if (!M || M->Id != ChainId || !isPending(*M))
        return Old;
      return withStepDone(Old, *M, {ChainId, unsigned(Chain->Steps.size())},
                          /*DropDisableNonforced=*/true);
    });
  }

  /// Puts back what LLVM's passes drop or wrongly keep: a loop whose chain
  /// is done keeps no disable_nonforced (distribute's loops inherit it);
  /// a loop a pending unroll_and_jam or interchange will consume is
  /// protected from the heuristics, and set free once that step is done.
  void repairLoopIDs() {
    llvm::LLVMContext &Ctx = F.getContext();
    llvm::LoopInfo &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    llvm::SmallPtrSet<llvm::MDNode *, 8> Consumed;
    for (llvm::Loop *L : LI.getLoopsInPreorder()) {
      std::optional<ChainMarker> M = markerOf(L->getLoopID());
      if (!M || !isPending(*M))
        continue;
      TransformKind Kind = ChainById.lookup(M->Id)->Steps[M->NextStep].Kind;
      if (!loopcc::consumesInnerLoop(Kind))
        continue;
      for (llvm::Loop *Inner : L->getSubLoops()) {
        if (llvm::MDNode *ID = Inner->getLoopID()) {
          Consumed.insert(ID);
          continue;
        }
        Inner->setLoopID(loopcc::editLoopID(
            llvm::MDNode::getDistinct(Ctx, {nullptr}),
            [](const llvm::Metadata *) { return true; }, {}));
      }
    }
    // Inner loops without an ID got a fresh one above; collect them too.
    for (llvm::Loop *L : LI.getLoopsInPreorder()) {
      std::optional<ChainMarker> M = markerOf(L->getLoopID());
      if (!M || !isPending(*M))
        continue;
      TransformKind Kind = ChainById.lookup(M->Id)->Steps[M->NextStep].Kind;
      if (loopcc::consumesInnerLoop(Kind))
        for (llvm::Loop *Inner : L->getSubLoops())
          Consumed.insert(Inner->getLoopID());
    }

    llvm::MDNode *Protect[] = {
        loopcc::flagNode(Ctx, loopcc::DisableNonforcedName),
        loopcc::flagNode(Ctx, loopcc::ProtectedMarkerName)};
    replaceLoopIDs([&](llvm::MDNode *Old) -> llvm::MDNode * {
      bool IsProtected = false, HasDisable = false;
      for (const llvm::MDOperand &Op : llvm::drop_begin(Old->operands())) {
        llvm::StringRef Name = loopcc::attributeName(Op.get());
        IsProtected |= Name == loopcc::ProtectedMarkerName;
        HasDisable |= Name == loopcc::DisableNonforcedName;
      }
      if (Consumed.count(Old)) {
        if (IsProtected || HasDisable)
          return Old;
        return loopcc::editLoopID(
            Old, [](const llvm::Metadata *) { return false; },
            {Protect[0], Protect[1]});
      }
      std::optional<ChainMarker> M = markerOf(Old);
      bool Done = M && !isPending(*M);
      if (!IsProtected && !(Done && HasDisable))
        return Old;
      return loopcc::editLoopID(
          Old,
          [](const llvm::Metadata *Op) {
            llvm::StringRef Name = loopcc::attributeName(Op);
            return Name == loopcc::DisableNonforcedName ||
                   Name == loopcc::ProtectedMarkerName;
          },
          {});
    });
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

bool loopcc::isLeftToLLVM(const LoopChain &Chain, bool LTOPreLink) {
  if (LTOPreLink || Chain.Steps.size() != 1)
    return false;
  return isLeftToLLVMWhenLone(Chain.Steps.front().Kind);
}

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
  if (Ids.empty() || !hasPendingChain(F, Ids))
    return llvm::PreservedAnalyses::all();
  Scheduler S(F, FAM, Table, *Outcomes, *Remarks, Opts);
  if (!S.run())
    return llvm::PreservedAnalyses::all();
  return llvm::PreservedAnalyses::none();
}
