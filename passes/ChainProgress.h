//===- ChainProgress.h - Where each chain of a function stands ---*- C++ -*-===//
//
// Each loop a chain reaches carries the chain's marker (ChainMetadata.h):
// the chain, and the step still to apply to the loop. This reads the
// markers of one function's loops against the chains the scheduler knows,
// and moves them on: a step done, a chain given up. The scheduler decides
// when; this keeps the loop IDs saying where each chain stands.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_CHAINPROGRESS_H
#define LOOPCC_PASSES_CHAINPROGRESS_H

#include "passes/ChainMetadata.h"
#include "passes/LoopChain.h"
#include "passes/locality/LocalityEngine.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <functional>
#include <optional>
#include <set>
#include <utility>

namespace llvm {
class Function;
class LoopInfo;
class MDNode;
} // namespace llvm

namespace loopcc {

class ChainProgress {
public:
  /// The chains of \p Table that \p Takes selects.
  ChainProgress(llvm::Function &F, const ChainTable &Table,
                llvm::function_ref<bool(const LoopChain &)> Takes);

  bool empty() const { return ById.empty(); }
  /// Whether a chain of the function satisfies \p Pred.
  bool anyChain(llvm::function_ref<bool(const LoopChain &)> Pred) const {
    return llvm::any_of(ById,
                        [&](const auto &Entry) { return Pred(*Entry.second); });
  }
  /// How many rounds of steps the chains can take at most.
  unsigned maxRounds() const;

  /// The marker of \p LoopID, if it is one of a known chain.
  std::optional<ChainMarker> markerOf(const llvm::MDNode *LoopID) const;
  const LoopChain &chain(unsigned Id) const;
  bool isPending(const ChainMarker &M) const;
  /// The step \p LoopID asks for next, if any.
  const ChainStep *pendingStep(const llvm::MDNode *LoopID) const;

  /// \p Old without the request of the step \p M points at, and with the
  /// chain's marker moved on to \p Next (the next step, or the chain's end
  /// when it is given up). A given-up loop also loses disable_nonforced.
  llvm::MDNode *withStepDone(llvm::MDNode *Old, ChainMarker M,
                             ChainMarker Next, bool DropDisableNonforced);

  /// Every loop still waiting for one of the \p Done steps (chain, step)
  /// moves on to the next: LLVM's passes build produced loops' IDs from the
  /// original one when no follow-up says otherwise (a lone directive has
  /// none; distribute inherits everything, and one of its loops may keep
  /// the original ID).
  void markDone(const std::set<std::pair<unsigned, unsigned>> &Done);

  /// A chain whose step \p Failed (chain, step) failed is given up in this
  /// function: its loops lose the attributes of their pending step and
  /// disable_nonforced, and are then optimized as if no directive had been
  /// written. A leaf (StepClauses::Producer) made before the failed step
  /// stays pending.
  void giveUp(ChainMarker Failed);

  /// How many loops carry chain \p Before.Id past step \p Before.NextStep.
  unsigned countProduced(llvm::LoopInfo &LI, ChainMarker Before) const;

  /// What the locality engine asks of the chains, for the pending steps
  /// \p Asks selects; valid while \p Asks is.
  struct EngineCallbacks {
    std::function<std::optional<LocalityRequest>(llvm::MDNode *)> Pending;
    std::function<llvm::MDNode *(llvm::MDNode *)> Done;
    std::function<llvm::MDNode *(llvm::MDNode *)> Fallback;
  };
  EngineCallbacks engineCallbacks(
      llvm::function_ref<bool(const ChainStep &, unsigned ChainId)> Asks);

private:
  llvm::Function &F;
  llvm::DenseMap<unsigned, const LoopChain *> ById;
};

} // namespace loopcc

#endif
