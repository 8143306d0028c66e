//===- LocalityEngine.h - tile, interchange, reverse on Polly -*- C++ -*-===//
//
// loopcc's locality transformations are applied on Polly's schedule trees:
// Polly (compiled into Debian's libLLVM-22) models the loop nest exactly,
// loopcc rewrites the tree as the chain asks, Polly's dependences decide
// whether the new order is legal, and Polly's code generator writes the new
// nest, whose loops carry the rest of the chain as llvm.loop follow-ups.
// The same engine splits a loop for a `distribute` that LLVM's
// LoopDistribute declined (Fission.h). See docs/design.md, "The locality
// engine" and "Distribute on the engine".
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_LOCALITYENGINE_H
#define LOOPCC_PASSES_LOCALITY_LOCALITYENGINE_H

#include "passes/LoopChain.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/PassManager.h"

#include <optional>
#include <string>

namespace llvm {
class MDNode;
} // namespace llvm

namespace loopcc {

/// A locality step (tile, interchange, reverse), or a distribute, a loop
/// asks for next.
struct LocalityRequest {
  const ChainStep *Step = nullptr;
  unsigned ChainId = 0;
  unsigned StepIndex = 0;
};

/// What became of one step the engine tried.
struct LocalityOutcome {
  unsigned ChainId = 0;
  unsigned StepIndex = 0;
  bool Applied = false;
  /// Applied under Polly's run-time check, the original nest the fallback.
  bool RuntimeCheck = false;
  /// Why not, when not applied.
  std::string Reason;
  /// Not applied for a reason no later point of the pipeline changes (a
  /// dependence the step would reverse): judged where it is found, while
  /// the dependence is still between the memory accesses the user wrote
  /// (later, GVN may have turned it into a register recurrence).
  bool Final = false;
};

/// How the engine talks to the scheduler: which loop asks for which
/// locality step (by its loop ID), and the loop IDs of loops the chain is
/// done with.
struct LocalityCallbacks {
  /// The locality step the loop with ID \p LoopID asks for next, if any.
  llvm::function_ref<std::optional<LocalityRequest>(llvm::MDNode *LoopID)>
      Pending;
  /// The ID of a loop made by the step pending on \p LoopID for which the
  /// chain has no follow-up: the chain is done with it.
  llvm::function_ref<llvm::MDNode *(llvm::MDNode *LoopID)> Done;
  /// The ID of the original loop \p LoopID kept as the fallback of a
  /// run-time check: no directive applies to it any more.
  llvm::function_ref<llvm::MDNode *(llvm::MDNode *LoopID)> Fallback;
  /// Loads of values no statement of the nest writes are hoisted out of it
  /// and made parameters of the model (Polly's invariant load hoisting):
  /// clang's `#pragma omp for` loop reads its bound from the runtime's
  /// variable every iteration until GVN forwards it, which is after the
  /// early run.
  bool HoistInvariantLoads = false;
};

/// Applies every pending locality step in \p F, and the locality steps
/// their follow-ups ask for next, each only where it keeps every
/// dependence. Returns one outcome per step tried.
llvm::SmallVector<LocalityOutcome, 4>
applyLocalitySteps(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
                   const LocalityCallbacks &Callbacks);

} // namespace loopcc

#endif
