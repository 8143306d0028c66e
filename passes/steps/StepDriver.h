//===- StepDriver.h - One transformation's driver ----------------*- C++ -*-===//
//
// The scheduler (TransformScheduler.cpp) decides which loops' next step runs,
// and when; a driver applies one kind of step to a batch of loops waiting
// for it and owns everything particular to that kind: what its pass needs
// the loops to be, the pass itself, why the pass declined where it gives no
// reason, and what to do or undo afterwards. Which driver applies which
// kind is a column of the vocabulary's table (Transformations.def); each
// driver is one file of this folder.
//
// The scheduler around a driver's run: it collects the batch, and for a
// driver that runs an LLVM pass (runsLLVMPass) it tracks the pass's remarks
// by the batch's loops and masks the requests of other loops while apply()
// runs; it then judges each loop (by the driver's verdicts, else by the
// remarks and by whether the loop's ID was replaced), records the outcome,
// moves the chains on and gives up those that failed.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_STEPS_STEPDRIVER_H
#define LOOPCC_PASSES_STEPS_STEPDRIVER_H

#include "passes/ChainMetadata.h"
#include "passes/ChainOutcomes.h"
#include "passes/LoopChain.h"
#include "passes/locality/LocalityEngine.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/PassManager.h"

#include <cassert>
#include <memory>
#include <string>

namespace llvm {
class Loop;
class MDNode;
} // namespace llvm

namespace loopcc {

class PipelineRemarks;
struct CapturedRemarks;

/// A loop whose chain has a step left to apply.
struct PendingLoop {
  llvm::Loop *L = nullptr;
  llvm::MDNode *ID = nullptr;
  ChainMarker Marker;
  const LoopChain *Chain = nullptr;
  const ChainStep &step() const {
    assert(Marker.NextStep < Chain->Steps.size() && "the loop has no step left");
    return Chain->Steps[Marker.NextStep];
  }
};

/// How the scheduler runs, as the drivers need to know it.
struct SchedulerOptions {
  int OptLevel = 2;
  /// Heuristic interleaving (off with -fno-unroll-loops and at -O1).
  bool LoopInterleaving = true;
  /// The early run, in the function simplification pipeline
  /// (TransformSchedulerPass::Options::Early).
  bool Early = false;
};

/// What one step of one chain came to, when the driver judges it itself.
struct StepVerdict {
  unsigned ChainId = 0;
  unsigned StepIndex = 0;
  bool Applied = false;
  /// Applied under a run-time check, the original loops the fallback.
  bool RuntimeCheck = false;
  /// Why not, when not applied.
  std::string Reason;
  /// Not applied for a reason no later point of the pipeline changes;
  /// otherwise an early run leaves the step to a later one.
  bool Final = true;
};

/// What a driver's run tells the scheduler, besides the pass's remarks.
struct BatchResult {
  explicit BatchResult(unsigned Size) : OwnReasons(Size) {}
  /// Per loop of the batch: the driver's reason, should the pass decline
  /// it (empty: none). Worked out before the pass, while the loops are as
  /// the pass sees them.
  llvm::SmallVector<std::string, 4> OwnReasons;
  /// Chains whose step the driver applied another way than its pass.
  llvm::DenseSet<unsigned> AppliedOtherwise;
  /// Chains whose loops the engine regenerated (new loop IDs) without
  /// applying the step: a replaced ID does not mean applied.
  llvm::DenseSet<unsigned> Regenerated;
  /// The batch's loops were regenerated before the pass ran: the scheduler
  /// finds them again by their loop IDs to track the remarks.
  bool LoopsMoved = false;
  /// For a driver that judges its steps itself (!runsLLVMPass), every step
  /// it tried; the remarks are not consulted. A pass's driver gives here
  /// the steps after its own that it had the engine apply with it.
  llvm::SmallVector<StepVerdict, 4> Verdicts;
};

/// What the scheduler lends a driver.
class SchedulerServices {
public:
  virtual ~SchedulerServices() = default;
  virtual llvm::Function &function() = 0;
  virtual llvm::FunctionAnalysisManager &analyses() = 0;
  virtual const SchedulerOptions &options() const = 0;
  virtual ChainOutcomes &outcomes() = 0;
  /// Loop-simplify, LCSSA and rotated form, as before every step.
  virtual void canonicalize() = 0;
  /// Runs the locality engine on the pending steps \p Asks selects (by
  /// the step and its chain), and the locality steps that follow them.
  virtual llvm::SmallVector<LocalityOutcome, 4> runEngine(
      llvm::function_ref<bool(const ChainStep &, unsigned ChainId)> Asks) = 0;
  /// -mllvm -loopcc-trace-scheduler: a line about the function, on stderr.
  virtual void trace(const llvm::Twine &What) = 0;
  /// The same about chain \p ChainId's step \p Step.
  void trace(unsigned ChainId, unsigned Step, const llvm::Twine &What) {
    trace("chain " + llvm::Twine(ChainId) + " step " + llvm::Twine(Step) +
          " " + What);
  }
};

class StepDriver {
public:
  explicit StepDriver(SchedulerServices &S) : S(S) {}
  virtual ~StepDriver() = default;

  /// Whether apply() runs an LLVM pass whose remarks and replaced loop
  /// IDs tell what it did; otherwise the driver gives a verdict for every
  /// step it tried (BatchResult::Verdicts).
  virtual bool runsLLVMPass() const { return true; }

  /// Whether the LLVM pass takes the loops with C's subscript bounds still
  /// marked in them (calls it does not know, SubscriptBounds.h), so that
  /// a later engine step on the loops it makes still has them; otherwise
  /// the marks of the batch's loops are removed before it runs.
  virtual bool keepsSubscriptMarks() const { return false; }

  /// Before the pass: what the pass needs the loops to be, and the reasons
  /// the pass will not give.
  virtual void prepare(llvm::ArrayRef<PendingLoop> Batch, BatchResult &R) {}

  /// Applies the step to the loops of \p Batch.
  virtual void apply(llvm::ArrayRef<PendingLoop> Batch, BatchResult &R) = 0;

  /// After the pass: another way where it declined, and putting back what
  /// prepare() changed on loops it did not transform. \p Remarks are the
  /// pass's, by loop of the batch.
  virtual void finish(llvm::ArrayRef<PendingLoop> Batch,
                      const PipelineRemarks &Remarks, BatchResult &R) {}

  /// Whether the driver's own reason for a loop comes before the pass's
  /// analysis remarks (the innermost-loop diagnosis: inside an outer loop,
  /// the remarks are about the loops nested in it); otherwise after them.
  virtual bool ownReasonOutranksRemarks() const { return false; }

  /// Why a loop was declined when neither the pass nor the driver said.
  virtual std::string silentReason() const = 0;

  /// Whether what the pass did to \p P's loop (it said it transformed it,
  /// or replaced its ID) is what the step asked, by the pass's remarks
  /// \p R about it; otherwise the step was not applied.
  virtual bool didAsAsked(const PendingLoop &P,
                          const CapturedRemarks &R) const {
    return true;
  }

protected:
  /// After instructions were added or removed, but no block.
  void invalidateAllButCFG();

  /// Whether the locality engine applies \p Step now, in this run of the
  /// scheduler: tile, interchange, skew, reverse, pack, fuse, a jam of a
  /// loop a locality step made, and parallelize except in the early run
  /// (its loop is outlined into a new function, which only the module's
  /// pipeline may create).
  bool engineTakesNow(const ChainStep &Step) const;

  /// \p O as the scheduler's verdict on its step.
  static StepVerdict verdictOf(const LocalityOutcome &O);

  /// For a pass that takes innermost loops only: the reason for each outer
  /// loop of \p Batch (InnermostDiagnosis.h), whose remarks are about the
  /// loops nested in it.
  void diagnoseOuterLoops(llvm::ArrayRef<PendingLoop> Batch, BatchResult &R);

  SchedulerServices &S;
};

/// The driver the vocabulary's table names for \p Kind.
std::unique_ptr<StepDriver> makeDriver(TransformKind Kind,
                                       SchedulerServices &S);

/// Each driver's constructor, one per file of this folder (the table's
/// Driver column).
#define LOOPCC_TRANSFORM(Kind, Spelling, Metadata, Missed, Pass, Lone,         \
                         Consumes, Innermost, Recurrences, Schedule, Clauses,  \
                         Driver)                                               \
  std::unique_ptr<StepDriver> make##Driver(SchedulerServices &S);
#include "pragma/vocabulary/Transformations.def"

} // namespace loopcc

#endif
