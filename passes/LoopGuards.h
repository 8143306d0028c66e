//===- LoopGuards.h - What keeps LLVM's heuristics off a loop ----*- C++ -*-===//
//
// A loop a chain still needs whole must not be transformed by LLVM's
// heuristics first (the vectorizer would split the inner loop of a pending
// unroll_and_jam; full unrolling would take a tile's small intratile loop
// before its `vectorize on(intratile(2))`). loopcc guards such a loop with
// `llvm.loop.disable_nonforced` and a marker that says why, so that the
// guard goes exactly when its reason does. A loop's own chain may already
// carry disable_nonforced (the lowering puts it where a heuristic would
// take the loop before its pending step): that one is the chain's, not a
// guard, and no guard is added or taken away on top of it.
//
// Invariant: a loop carries at most one guard marker, and carries it only
// together with the disable_nonforced that guard added.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOOPGUARDS_H
#define LOOPCC_PASSES_LOOPGUARDS_H

#include "pragma/vocabulary/Vocabulary.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace llvm {
class Function;
class LLVMContext;
class LoopInfo;
class MDNode;
} // namespace llvm

namespace loopcc {

enum class GuardReason {
  /// A pending unroll_and_jam or interchange of the loop around it will
  /// consume it (`!{!"loopcc.protected"}`); from the lowering until that
  /// step is done.
  ConsumedByParent,
  /// The early scheduler made it with a step still to come
  /// (`!{!"loopcc.held"}`); until the scheduler at VectorizerStart.
  HeldForNextStep,
};

/// The marker's name for \p Reason.
llvm::StringRef guardMarkerName(GuardReason Reason);

/// The guard \p LoopID carries, if any.
std::optional<GuardReason> guardOf(const llvm::MDNode *LoopID);

/// \p LoopID guarded for \p Reason (a new loop ID when \p LoopID is null);
/// \p LoopID itself when the loop already keeps heuristics off, by a guard
/// or by its own chain.
llvm::MDNode *addGuard(llvm::LLVMContext &Ctx, llvm::MDNode *LoopID,
                       GuardReason Reason);

/// \p LoopID without the guard for \p Reason; itself when it has none.
llvm::MDNode *releaseGuard(llvm::MDNode *LoopID, GuardReason Reason);

/// \p LoopID without any disable_nonforced, guard or not: a loop whose
/// chain is done (distribute's loops inherit the chain's).
llvm::MDNode *releaseAllGuards(llvm::MDNode *LoopID);

/// After a step: guards every loop nested directly in a loop whose pending
/// step consumes it (\p PendingKind: the kind of the step a loop ID asks
/// for next, if any), releases the guards of loops no pending step
/// consumes any more, and takes from a loop whose chain is done (\p
/// IsDone) the disable_nonforced LLVM's passes let it inherit (distribute
/// copies its loop's ID).
void updateConsumedGuards(
    llvm::Function &F, llvm::LoopInfo &LI,
    llvm::function_ref<std::optional<TransformKind>(const llvm::MDNode *)>
        PendingKind,
    llvm::function_ref<bool(const llvm::MDNode *)> IsDone);

} // namespace loopcc

#endif
