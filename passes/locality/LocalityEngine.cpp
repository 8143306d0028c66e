//===- LocalityEngine.cpp - tile, interchange, reverse on Polly -----------===//
//
// Polly's phases as its PhaseManager runs them (prepare, detect, scops,
// the scalar clean-ups, dependences, AST, codegen), with loopcc's steps in
// place of Polly's automatic optimizer: only the loops a chain names are
// transformed, in the chain's order, and a step that would reverse a
// dependence is rolled back and reported (as Polly's ManualOptimizer rolls
// back an illegal fission).
//
//===----------------------------------------------------------------------===//

#include "passes/locality/LocalityEngine.h"
#include "passes/ChainMetadata.h"
#include "passes/locality/Budget.h"
#include "passes/locality/CodeGenBudget.h"
#include "passes/locality/ConditionalValues.h"
#include "passes/locality/Fission.h"
#include "passes/locality/FullTiles.h"
#include "passes/locality/Fuse.h"
#include "passes/locality/Interchange.h"
#include "passes/locality/LoopMarks.h"
#include "passes/locality/MemoryRecurrences.h"
#include "passes/locality/ModelRejection.h"
#include "passes/locality/OriginalLoops.h"
#include "passes/locality/Pack.h"
#include "passes/locality/Parallelize.h"
#include "passes/locality/PollyOptions.h"
#include "passes/locality/ReductionSlots.h"
#include "passes/locality/Reverse.h"
#include "passes/locality/ScheduleJudgment.h"
#include "passes/locality/ScheduleNest.h"
#include "passes/locality/ScopModel.h"
#include "passes/locality/Skew.h"
#include "passes/locality/StepInput.h"
#include "passes/locality/StepRemarks.h"
#include "passes/locality/Tile.h"
#include "passes/locality/UnrollAndJam.h"

#include "polly/CodeGen/CodeGeneration.h"
#include "polly/CodeGen/IslAst.h"
#include "polly/CodePreparation.h"
#include "polly/DependenceInfo.h"
#include "polly/ScopDetection.h"
#include "polly/ScopInfo.h"
#include "polly/Support/GICHelper.h"
#include "polly/Support/ScopHelper.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PriorityWorklist.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/DominanceFrontier.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/RegionInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#include <algorithm>
#include <map>

namespace {

using loopcc::LocalityOutcome;
using loopcc::LocalityRequest;
using loopcc::LoopRole;
using loopcc::TransformKind;

/// -mllvm -loopcc-trace-locality: the schedule tree before and after each
/// locality step, on stderr.
llvm::cl::opt<bool>
    TraceLocality("loopcc-trace-locality", llvm::cl::Hidden,
                  llvm::cl::desc("Print the schedule trees of loopcc's "
                                 "locality transformations"));

/// -mllvm -loopcc-pack-max-bytes=N: the largest buffer a `pack` makes.
llvm::cl::opt<uint64_t> PackMaxBytes(
    "loopcc-pack-max-bytes", llvm::cl::init(uint64_t(256) << 20),
    llvm::cl::desc("The largest buffer, in bytes, that loopcc's 'pack' "
                   "allocates (a larger one is refused with a warning)"));

/// -mllvm -loopcc-pack-stack-bytes=N: buffers up to this size live on the
/// stack (aligned to a cache line), larger ones on the heap.
llvm::cl::opt<uint64_t> PackStackBytes(
    "loopcc-pack-stack-bytes", llvm::cl::init(uint64_t(128) << 10),
    llvm::cl::desc("The largest buffer, in bytes, that loopcc's 'pack' puts "
                   "on the stack; larger ones are allocated with malloc"));

class Engine {
public:
  Engine(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
         const loopcc::LocalityCallbacks &CB)
      : F(F), FAM(FAM), CB(CB) {}

  llvm::SmallVector<LocalityOutcome, 4> run() {
    llvm::SmallVector<std::pair<llvm::Loop *, LocalityRequest>, 4> Asking;
    {
      auto &LI = FAM.getResult<llvm::LoopAnalysis>(F);
      for (llvm::Loop *L : LI.getLoopsInPreorder())
        if (llvm::MDNode *ID = L->getLoopID())
          if (std::optional<LocalityRequest> R = CB.Pending(ID))
            if (takes(*R, ID))
              Asking.push_back({L, *R});
    }
    if (Asking.empty())
      return {};

    loopcc::PollyOptionsForDirectives Options(CB.HoistInvariantLoads);
    bool Changed = runPolly(Asking);
    FAM.invalidate(F, llvm::PreservedAnalyses::none());
    if (!Reductions.empty()) {
      loopcc::promoteSlots(Reductions,
                           FAM.getResult<llvm::DominatorTreeAnalysis>(F),
                           FAM.getResult<llvm::AssumptionAnalysis>(F));
      FAM.invalidate(F, llvm::PreservedAnalyses::none());
    }
    if (Changed)
      dropDeadOriginals();
    return std::move(Outcomes);
  }

private:
  llvm::Function &F;
  llvm::FunctionAnalysisManager &FAM;
  const loopcc::LocalityCallbacks &CB;
  llvm::SmallVector<LocalityOutcome, 4> Outcomes;
  /// (chain, step) pairs already tried: each is tried once.
  llvm::DenseSet<std::pair<unsigned, unsigned>> Tried;
  /// The loops of every nest Polly regenerated (OriginalLoops.h).
  loopcc::OriginalLoops Originals;
  /// The packs applied to the schedule of the SCoP at hand (Pack.h).
  llvm::SmallVector<loopcc::PendingPack, 2> Packs;
  /// Each applied step's remark: the step, and where its loop starts
  /// (StepRemarks.h); by outcome.
  std::map<unsigned, std::pair<const loopcc::ChainStep *, llvm::DILocation *>>
      RemarkAt;
  /// The loops of the SCoP at hand that run in parallel (Parallelize.h).
  llvm::SmallVector<loopcc::ParallelLoop, 1> Parallels;
  /// The full tiles of the separated tiles applied to the SCoP at hand,
  /// isolated once its steps are all applied (isolateFullTiles); those of
  /// the step being tried.
  llvm::SmallVector<loopcc::FullTiles, 1> Separations;
  std::optional<loopcc::FullTiles> StepFullTiles;
  /// The marks the step being tried replaced, each with the mark of the
  /// outermost new loop that runs its loop's iterations (a pack goes with
  /// its loop: followMovedLoops).
  llvm::SmallVector<std::pair<isl::id, isl::id>, 4> Moved;
  /// The marks of the loops the steps make (LoopMarks.h).
  loopcc::LoopMarkMaker Marks{CB};
  /// The other loops' member steps of each fuse (by its chain and step),
  /// found when the fuse was ready: they share its outcome.
  std::map<std::pair<unsigned, unsigned>, llvm::SmallVector<LocalityRequest, 2>>
      FuseMembers;
  /// The reductions put in slots for the nests that asked
  /// (ReductionSlots.h).
  llvm::SmallVector<loopcc::ReductionSlot, 2> Reductions;

  void fail(const LocalityRequest &R, std::string Reason, bool Final = false) {
    record(R, /*Applied=*/false, Reason, Final);
  }

  /// Step \p StepIndex of chain \p ChainId, recorded applied, is not
  /// after all, for \p Reason found at code generation (no later point
  /// changes it).
  void unapply(unsigned ChainId, unsigned StepIndex,
               const std::string &Reason) {
    for (LocalityOutcome &O : Outcomes)
      if (O.ChainId == ChainId && O.StepIndex == StepIndex) {
        O.Applied = false;
        O.Final = true;
        O.Reason = Reason;
      }
  }

  /// The indices of the outcomes it records.
  llvm::SmallVector<unsigned, 1> succeed(const LocalityRequest &R) {
    return record(R, /*Applied=*/true, "", /*Final=*/false);
  }

  /// \p R's outcome, and its fuse members' (withFuseMembers); the indices
  /// of the outcomes recorded.
  llvm::SmallVector<unsigned, 1> record(const LocalityRequest &R, bool Applied,
                                        const std::string &Reason, bool Final) {
    llvm::SmallVector<unsigned, 1> Recorded;
    for (const LocalityRequest &Each : withFuseMembers(R)) {
      Tried.insert({Each.ChainId, Each.StepIndex});
      LocalityOutcome O;
      O.ChainId = Each.ChainId;
      O.StepIndex = Each.StepIndex;
      O.Applied = Applied;
      O.Reason = Reason;
      O.Final = Final;
      Outcomes.push_back(std::move(O));
      Recorded.push_back(Outcomes.size() - 1);
    }
    return Recorded;
  }

  /// \p R, and for a fuse, the member steps of its other loops not tried
  /// yet: a fuse applies to all its loops or to none.
  llvm::SmallVector<LocalityRequest, 2>
  withFuseMembers(const LocalityRequest &R) const {
    llvm::SmallVector<LocalityRequest, 2> All{R};
    auto It = FuseMembers.find({R.ChainId, R.StepIndex});
    if (It != FuseMembers.end())
      for (const LocalityRequest &M : It->second)
        if (!Tried.count({M.ChainId, M.StepIndex}))
          All.push_back(M);
    return All;
  }

  bool runPolly(
      llvm::ArrayRef<std::pair<llvm::Loop *, LocalityRequest>> Asking) {
    auto &LI = FAM.getResult<llvm::LoopAnalysis>(F);
    auto &DT = FAM.getResult<llvm::DominatorTreeAnalysis>(F);
    bool Changed = polly::runCodePreparation(F, &DT, &LI, nullptr);
    auto &AA = FAM.getResult<llvm::AAManager>(F);
    auto &SE = FAM.getResult<llvm::ScalarEvolutionAnalysis>(F);
    auto &ORE = FAM.getResult<llvm::OptimizationRemarkEmitterAnalysis>(F);
    auto &AC = FAM.getResult<llvm::AssumptionAnalysis>(F);
    bool CFGChanged = false;
    for (const auto &[L, R] : Asking)
      if (loopcc::restoreMemoryRecurrences(*L, DT))
        SE.forgetLoop(L);
    for (const auto &[L, R] : Asking)
      if (R.Step->Kind != TransformKind::Distribute) {
        if (loopcc::selectConditionalValues(*L, DT, LI)) {
          SE.forgetLoop(L);
          CFGChanged = true;
        }
        Reductions.append(loopcc::putReductionsInSlots(*L, SE));
      }
    // The dominator tree and loops were kept up to date; what the regions
    // are built from was not.
    if (CFGChanged) {
      llvm::PreservedAnalyses PA = llvm::PreservedAnalyses::all();
      PA.abandon<llvm::PostDominatorTreeAnalysis>();
      PA.abandon<llvm::DominanceFrontierAnalysis>();
      FAM.invalidate(F, PA);
    }

    llvm::RegionInfo RI = llvm::RegionInfoAnalysis().run(F, FAM);
    polly::ScopDetection SD(DT, SE, LI, RI, AA, ORE);
    SD.detect(F);
    for (const auto &[L, R] : Asking) {
      bool Modelled = llvm::any_of(SD, [L = L](const llvm::Region *Region) {
        return Region->contains(L);
      });
      if (!Modelled)
        fail(R, "Polly cannot model the loop nest: " +
                    loopcc::nestRejection(SD, RI, LI, *L));
    }

    const llvm::DataLayout &DL = F.getParent()->getDataLayout();
    polly::ScopInfo Info(DL, SD, SE, LI, AA, DT, AC, ORE);
    llvm::SmallPriorityWorklist<llvm::Region *, 4> Worklist;
    for (const llvm::Region *Region : SD)
      Worklist.insert(const_cast<llvm::Region *>(Region));
    while (!Worklist.empty()) {
      llvm::Region *Region = Worklist.pop_back_val();
      if (!SD.isMaxRegionInScop(*Region, /*Verify=*/false))
        continue;
      polly::Scop *S = Info.getScop(Region);
      if (!S || !transformScop(*S, RI, LI))
        continue;
      Changed = true;
      // The other SCoPs' models refer to IR the code generator replaced.
      Info.invalidate();
    }
    // A loop that asked but was in no SCoP Polly could build (the
    // detection accepted the region, the model then failed).
    for (const auto &[L, R] : Asking)
      if (!Tried.count({R.ChainId, R.StepIndex}))
        fail(R, "Polly could not build a model of the loop nest (its "
                "assumptions are never met, or an access cannot be "
                "described)");
    return Changed;
  }

  /// Whether the engine takes \p R, pending on the loop with ID \p LoopID:
  /// a jam only on a loop a step of this run made (UnrollAndJam.h); on a
  /// source loop it is LLVM's pass's.
  bool takes(const LocalityRequest &R, llvm::MDNode *LoopID) const {
    return R.Step->Kind != TransformKind::UnrollAndJam || Marks.made(LoopID);
  }

  /// The first loop (outermost first) whose mark asks for a locality step
  /// not tried yet.
  std::optional<std::pair<isl::schedule_node, LocalityRequest>>
  findPending(const isl::schedule &Sched) {
    std::optional<LocalityRequest> R;
    std::optional<isl::schedule_node> Node =
        loopcc::findNode(Sched.get_root(), [&](const isl::schedule_node &N) {
          if (!N.isa<isl::schedule_node_mark>().is_true())
            return false;
          polly::BandAttr *Attr =
              polly::getLoopAttr(N.as<isl::schedule_node_mark>().get_id());
          if (!Attr || !Attr->Metadata)
            return false;
          R = CB.Pending(Attr->Metadata);
          return R && !Tried.count({R->ChainId, R->StepIndex}) &&
                 takes(*R, Attr->Metadata) && fuseReady(N, *R);
        });
    if (!Node)
      return std::nullopt;
    return std::make_pair(*Node, *R);
  }

  /// The step the loop of the mark node \p Mark asks for next, if any.
  std::optional<LocalityRequest> pendingAt(const isl::schedule_node &Mark) {
    polly::BandAttr *Attr =
        polly::getLoopAttr(Mark.as<isl::schedule_node_mark>().get_id());
    if (!Attr || !Attr->Metadata)
      return std::nullopt;
    return CB.Pending(Attr->Metadata);
  }

  static bool isFuseMember(const LocalityRequest &R) {
    return R.Step->Kind == TransformKind::Fuse && R.Step->FuseMember;
  }

  /// The step pending at \p Mark as a fuse sees it (Fuse.h).
  loopcc::SequenceRequest sequenceRequest(const isl::schedule_node &Mark) {
    loopcc::SequenceRequest S;
    std::optional<LocalityRequest> R = pendingAt(Mark);
    if (!R)
      return S;
    S.Tried = Tried.count({R->ChainId, R->StepIndex});
    if (R->Step->Kind != TransformKind::Fuse) {
      S.Kind = loopcc::SequenceRequest::Other;
    } else if (R->Step->FuseMember) {
      S.Kind = loopcc::SequenceRequest::Member;
      S.Count = R->Step->FuseMember;
    } else {
      S.Kind = loopcc::SequenceRequest::Fuse;
      S.Count = R->Step->FusedLoops;
    }
    return S;
  }

  /// Whether step \p R, pending at \p Mark, is tried now (a fuse and its
  /// members wait for each other: fuseReady and fuseComing, Fuse.h); a
  /// ready fuse's members share its outcome.
  bool fuseReady(const isl::schedule_node &Mark, const LocalityRequest &R) {
    if (R.Step->Kind != TransformKind::Fuse)
      return true;
    auto At = [&](const isl::schedule_node &M) { return sequenceRequest(M); };
    if (R.Step->FuseMember)
      return !loopcc::fuseComing(Mark, R.Step->FuseMember, At);
    llvm::SmallVector<isl::schedule_node, 4> MemberMarks;
    if (!loopcc::fuseReady(Mark, R.Step->FusedLoops, At, MemberMarks))
      return false;
    llvm::SmallVector<LocalityRequest, 2> &Members =
        FuseMembers[{R.ChainId, R.StepIndex}];
    Members.clear();
    for (const isl::schedule_node &M : MemberMarks)
      Members.push_back(*pendingAt(M));
    return true;
  }

  /// The marks of the loops one step makes (LoopMarks.h), and the loops
  /// they replace.
  class MarksFor final : public loopcc::StepMarks {
  public:
    MarksFor(Engine &E, isl::ctx Ctx, llvm::MDNode *LoopID,
             const LocalityRequest &R, const loopcc::ScheduleNest &Nest)
        : E(E), Ctx(Ctx), LoopID(LoopID), R(R), Nest(Nest) {}
    isl::id make(LoopRole Role, unsigned Source, bool Keeps) override {
      return E.Marks.forRole(Ctx, LoopID, R, Role, Nest, Source, Keeps);
    }
    void moved(const isl::id &Old, const isl::id &New) override {
      E.moved(Old, New);
    }
    bool isNamedNext(LoopRole Role) const override {
      return llvm::findOptionMDForLoopID(LoopID,
                                         loopcc::followupPrefix(R.Step->Kind) +
                                             loopcc::roleName(Role).str());
    }

  private:
    Engine &E;
    isl::ctx Ctx;
    llvm::MDNode *LoopID;
    const LocalityRequest &R;
    const loopcc::ScheduleNest &Nest;
  };

  /// \p Sched with the step pending at \p Mark applied; null, with \p Why,
  /// when the nest does not have the shape the step needs. Each step is a
  /// function of its own file (StepInput.h).
  isl::schedule applyStep(isl::schedule_node Mark, const LocalityRequest &R,
                          polly::Scop &S, const polly::Dependences &D,
                          std::string &Why) {
    const loopcc::ChainStep &Step = *R.Step;
    llvm::MDNode *LoopID =
        polly::getLoopAttr(Mark.as<isl::schedule_node_mark>().get_id())
            ->Metadata;
    unsigned Depth = Step.Kind == TransformKind::UnrollAndJam
                         ? loopcc::JamNestDepth
                         : nestDepth(Step);
    std::optional<loopcc::ScheduleNest> Nest =
        loopcc::collectNest(Mark, Depth, Why);
    if (!Nest) {
      Why = "'" + Step.Spelling + "' needs " + std::to_string(Depth) +
            " perfectly nested loops; " + Why;
      return {};
    }
    MarksFor StepMarks(*this, Mark.ctx(), LoopID, R, *Nest);
    loopcc::StepInput In{Mark, Step, *Nest, S, D, StepMarks};
    switch (Step.Kind) {
    case TransformKind::Tile:
      return loopcc::applyTile(In, StepFullTiles);
    case TransformKind::Interchange:
      return loopcc::applyInterchange(In);
    case TransformKind::Reverse:
      return loopcc::applyReverse(In);
    case TransformKind::Skew:
      return loopcc::applySkew(In);
    case TransformKind::Distribute:
      return loopcc::applyDistribute(In, Why);
    case TransformKind::Pack: {
      // The copies come when the SCoP's steps are all checked
      // (graftPacks).
      loopcc::PendingPack P;
      isl::schedule Packed = loopcc::applyPack(In, P, Why);
      if (!Packed.is_null()) {
        P.ChainId = R.ChainId;
        P.StepIndex = R.StepIndex;
        Packs.push_back(std::move(P));
      }
      return Packed;
    }
    case TransformKind::UnrollAndJam: {
      llvm::SmallVector<isl::id, 2> Packed;
      for (const loopcc::PendingPack &P : Packs)
        Packed.push_back(P.Mark);
      return loopcc::applyUnrollAndJam(In, Packed, Why);
    }
    case TransformKind::Fuse: {
      auto At = [&](const isl::schedule_node &M) { return sequenceRequest(M); };
      auto *LI = FAM.getCachedResult<llvm::LoopAnalysis>(F);
      auto First = [&](const isl::schedule_node &Loop) {
        return LI ? loopcc::sourceLoopFirst(S, *LI, Loop) : isl::pw_aff();
      };
      return loopcc::applyFuse(In, At, First, Why);
    }
    case TransformKind::Parallelize: {
      loopcc::ParallelLoop P;
      isl::schedule Marked = loopcc::applyParallelize(In, P, Why);
      if (Marked.is_null()) {
        if (const loopcc::ReductionSlot *Sum =
                loopcc::onlyUnorderedSumBlocks(S, In, Reductions))
          Why = loopcc::reorderingText(*Sum, Step.Spelling);
        return Marked;
      }
      P.ChainId = R.ChainId;
      P.StepIndex = R.StepIndex;
      Parallels.push_back(std::move(P));
      return Marked;
    }
    case TransformKind::Vectorize:
    case TransformKind::Interleave:
    case TransformKind::Unroll:
      llvm_unreachable("not a transformation of the engine");
    }
    llvm_unreachable("every kind is handled above");
  }

  void moved(const isl::id &Old, const isl::id &New) {
    if (!Old.is_null())
      Moved.push_back({Old, New});
  }

  bool hasPendingMark(const isl::schedule &Sched) {
    return findPending(Sched).has_value();
  }

  bool transformScop(polly::Scop &S, llvm::RegionInfo &RI,
                     llvm::LoopInfo &LI) {
    isl::schedule Sched = S.getScheduleTree();
    if (!hasPendingMark(Sched))
      return false;
    loopcc::ScopModel Model = loopcc::prepareScopModel(
        S, FAM.getResult<llvm::AAManager>(F),
        FAM.getResult<llvm::ScalarEvolutionAnalysis>(F), LI, Reductions);
    const polly::Dependences &D = Model.dependences();
    if (TraceLocality) {
      llvm::errs() << "model:\n";
      S.print(llvm::errs(), /*PrintInstructions=*/false);
      llvm::errs() << "dependences:\n";
      D.print(llvm::errs());
    }

    Sched = S.getScheduleTree();
    llvm::SmallVector<unsigned, 4> AppliedHere;
    while (std::optional<std::pair<isl::schedule_node, LocalityRequest>>
               Found = findPending(Sched)) {
      auto [Mark, R] = *Found;
      if (isFuseMember(R)) {
        // No fuse of the loops before it is coming (fuseReady): the loop
        // that carries it is not in this sequence, or its chain stopped.
        fail(R, "the first loop of its sequence did not come to the '" +
                    R.Step->Spelling +
                    "' (a step before it was not "
                    "applied, or Polly models the loops apart)");
        continue;
      }
      if (std::string Why =
              loopcc::nestRefusal(Model, Sched, Mark, R.Step->Spelling);
          !Why.empty()) {
        fail(R, Why, /*Final=*/true);
        continue;
      }
      // The step's legality check is Polly's and isl's C++ code, which
      // stops the compiler on the error an isl operations quota raises
      // mid-computation (isl-noexceptions' "Unhandled error state", found
      // by the differential run): no quota there.
      std::string Why;
      Moved.clear();
      StepFullTiles.reset();
      isl::schedule New = applyStep(Mark, R, S, D, Why);
      if (TraceLocality) {
        llvm::errs() << "locality: " << R.Step->Spelling << "\nbefore: "
                     << polly::stringFromIslObj(Sched, "null") << "\nafter: "
                     << (New.is_null() ? Why
                                       : polly::stringFromIslObj(New, "null"))
                     << "\n";
      }
      if (New.is_null()) {
        switch (loopcc::whenShapeRefused(R.Step->Kind)) {
        case loopcc::ShapeRefusal::LeftToLLVM:
          Tried.insert({R.ChainId, R.StepIndex});
          break;
        case loopcc::ShapeRefusal::Final:
          fail(R, Why, /*Final=*/true);
          break;
        case loopcc::ShapeRefusal::Retried:
          fail(R, Why, /*Final=*/false);
          break;
        }
        continue;
      }
      if (std::string Why = loopcc::judgeSchedule(
              S, D, Reductions, New, R.Step->Spelling, TraceLocality);
          !Why.empty()) {
        fail(R, Why, /*Final=*/true);
        continue;
      }
      Sched = New;
      if (StepFullTiles)
        Separations.push_back(*StepFullTiles);
      loopcc::followMovedLoops(Packs, Moved);
      for (unsigned I : succeed(R)) {
        AppliedHere.push_back(I);
        RemarkAt[I] = {R.Step, loopcc::loopStart(Mark)};
      }
    }
    // The marks belong to this SCoP's isl context, which must be freed with
    // it.
    Moved.clear();
    Sched = graftPacks(S, Sched);
    for (const loopcc::FullTiles &Tiles : Separations) {
      Sched = loopcc::isolateFullTiles(Sched, Tiles);
      if (TraceLocality)
        llvm::errs() << "locality: full tiles isolated\nafter: "
                     << polly::stringFromIslObj(Sched, "null") << "\n";
    }
    Separations.clear();
    StepFullTiles.reset();
    llvm::erase_if(AppliedHere,
                   [&](unsigned I) { return !Outcomes[I].Applied; });
    if (AppliedHere.empty()) {
      Parallels.clear();
      return false;
    }

    Originals.remember(S.getRegion(), LI);
    Originals.renewKeptLoopIDs(Sched);
    S.setScheduleTree(Sched);
    if (!loopcc::codeGenerationFits(S, loopcc::codeGenerationBudget())) {
      for (unsigned I : AppliedHere) {
        Outcomes[I].Applied = false;
        Outcomes[I].Final = true;
        Outcomes[I].Reason = loopcc::codeGenerationOverBudget();
      }
      Parallels.clear();
      return false;
    }
    // Polly's options for parallel code, while this nest's code is made,
    // for the parallel loops whose step stood.
    llvm::SmallVector<loopcc::ParallelLoop, 1> ParallelHere;
    for (loopcc::ParallelLoop &P : Parallels)
      if (llvm::any_of(AppliedHere, [&](unsigned I) {
            return Outcomes[I].ChainId == P.ChainId &&
                   Outcomes[I].StepIndex == P.StepIndex;
          }))
        ParallelHere.push_back(std::move(P));
    Parallels.clear();
    loopcc::ParallelCodeGeneration Parallel(ParallelHere);
    Parallel.beforeAst();
    std::unique_ptr<polly::IslAstInfo> Ast =
        polly::runIslAstGen(S, Model.Analysis);
    if (Ast)
      for (const loopcc::ParallelCodeGeneration::Refusal &R :
           Parallel.annotate(*Ast))
        unapply(R.Loop->ChainId, R.Loop->StepIndex, R.Why);
    unsigned FunctionsBefore = F.getParent()->size();
    // The code generator guards the new nest with a run-time check when
    // the model holds under assumptions or arrays may overlap.
    bool Checked = !S.hasTrivialInvalidContext() || !S.getAliasGroups().empty();
    llvm::SmallVector<const polly::ScopArrayInfo *, 2> Buffers =
        loopcc::packBuffers(S);
    if (!Ast || !polly::runCodeGeneration(S, RI, *Ast)) {
      for (unsigned I : AppliedHere) {
        Outcomes[I].Applied = false;
        Outcomes[I].Reason = "Polly's code generator did not generate the "
                             "new nest (the conditions under which it is "
                             "valid are never met)";
      }
      return false;
    }
    for (const loopcc::ParallelLoop *P :
         Parallel.finish(*F.getParent(), FunctionsBefore, F))
      unapply(P->ChainId, P->StepIndex,
              "the loop's sum could not be given a copy for each thread in "
              "the code Polly generated; the loop runs on one thread");
    loopcc::alignBufferAccesses(Buffers);
    for (unsigned I : AppliedHere)
      Outcomes[I].RuntimeCheck = Checked;
    remarkApplied(AppliedHere);
    return true;
  }

  /// Says what each step of \p Applied that stood did, as LLVM's passes
  /// do: a remark at its loop (-Rpass=loopcc-tile, ...).
  void remarkApplied(llvm::ArrayRef<unsigned> Applied) {
    llvm::OptimizationRemarkEmitter ORE(&F);
    for (unsigned I : Applied) {
      auto It = RemarkAt.find(I);
      if (!Outcomes[I].Applied || It == RemarkAt.end())
        continue;
      auto [Step, Loc] = It->second;
      std::string Pass = loopcc::remarkPassName(Step->Kind);
      ORE.emit([&] {
        return llvm::OptimizationRemark(Pass.c_str(), "Applied",
                                        llvm::DebugLoc(Loc), &F.getEntryBlock())
               << loopcc::appliedRemark(*Step);
      });
    }
  }

  /// \p Sched with the copies of every pack of \p S grafted in; a pack whose
  /// buffer cannot be made is missed, and its loop stays as it is.
  isl::schedule graftPacks(polly::Scop &S, isl::schedule Sched) {
    for (const loopcc::PendingPack &P : Packs) {
      std::string Why;
      isl::schedule Packed = loopcc::graftPack(S, Sched, P, PackMaxBytes,
                                               PackStackBytes, Why);
      if (TraceLocality)
        llvm::errs() << "locality: " << P.Spelling << "\nafter: "
                     << (Packed.is_null() ? Why
                                          : polly::stringFromIslObj(Packed,
                                                                    "null"))
                     << "\n";
      if (!Packed.is_null()) {
        Sched = Packed;
        continue;
      }
      unapply(P.ChainId, P.StepIndex, Why);
    }
    Packs.clear();
    return Sched;
  }

  /// Without a run-time check the original nest is dead code; with one it
  /// is the fallback, to which no directive applies any more.
  void dropDeadOriginals() {
    llvm::FunctionPassManager FPM;
    FPM.addPass(llvm::SimplifyCFGPass());
    FPM.run(F, FAM);
    Originals.markFallbacks(F, CB.Fallback);
  }
};

} // namespace

llvm::SmallVector<loopcc::LocalityOutcome, 4>
loopcc::applyLocalitySteps(llvm::Function &F,
                           llvm::FunctionAnalysisManager &FAM,
                           const LocalityCallbacks &Callbacks) {
  return Engine(F, FAM, Callbacks).run();
}
