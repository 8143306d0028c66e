//===- LoopNestSnapshot.h - A chain's loops after a step, for explain -*- C++ -*-===//
//
// What `-floop-transform-explain` shows of the loops a step left behind:
// for each loop of the chain (its marker names the chain) and the loops
// nested in it, its depth, source position, the step of its induction, its
// trip count or bound, the widest vector its body computes with, and the
// role and step that produced it (the role marker the lowering writes into
// every follow-up). Taken from LLVM's own analyses (LoopInfo, ScalarEvolution)
// right after the step, so it shows what the pass really did.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOOPNESTSNAPSHOT_H
#define LOOPCC_PASSES_LOOPNESTSNAPSHOT_H

#include "passes/LoopChain.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace llvm {
class Function;
class LLVMContext;
class LoopInfo;
class MDNode;
class ScalarEvolution;
} // namespace llvm

namespace loopcc {

struct LoopSnapshot {
  /// 0 for the outermost loop of the snapshot.
  unsigned Depth = 0;
  /// The loop's `for`/`while`/`do` (0 when unknown).
  unsigned Line = 0;
  unsigned Column = 0;
  /// How far the induction advances per iteration, in the source loop's
  /// units (0: not found).
  int64_t Step = 0;
  /// Exact trip count, when it is a constant (0: not one).
  uint64_t TripCount = 0;
  /// A constant upper bound of the trip count (0: none).
  uint64_t MaxTripCount = 0;
  /// The most lanes of a vector the loop's own body computes with (0:
  /// scalar).
  unsigned VectorWidth = 0;
  /// The loop is entered only after a run-time check that its memory
  /// accesses do not overlap (the vectorizer's or LoopDistribute's); when
  /// the check fails, the other loop made from the same source loop runs
  /// instead.
  bool RuntimeChecked = false;
  /// The step of the chain that made this loop, and its role; unset for
  /// the source loop before any step, and for loops nested inside the
  /// chain's that no step made.
  std::optional<LoopRole> Role;
  unsigned RoleStep = 0;
};

using LoopNestSnapshot = std::vector<LoopSnapshot>;

/// `!{!"loopcc.role", i32 Step, !"remainder"}`: the loop was made by step
/// Step of its chain, in that role.
inline constexpr llvm::StringLiteral RoleMarkerName = "loopcc.role";
llvm::MDNode *roleMarkerNode(llvm::LLVMContext &Ctx, unsigned Step,
                             LoopRole Role);
/// The role marker of a loop ID: {step, role}.
std::optional<std::pair<unsigned, LoopRole>>
readRoleMarker(const llvm::MDNode *LoopID);

/// The loops of chain \p ChainId in \p F (preorder), with the loops nested
/// in them.
LoopNestSnapshot snapshotChainLoops(llvm::Function &F, llvm::LoopInfo &LI,
                                    llvm::ScalarEvolution &SE,
                                    unsigned ChainId);

} // namespace loopcc

#endif
