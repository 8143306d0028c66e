//===- ReductionSlots.h - Register reductions put back in memory -*- C++ -*-===//
//
// `for i for j s += M[i][j]` with a local `s` is, once mem2reg has run, a
// cycle of PHIs through both loops' headers. Polly models each PHI as a
// scalar written in the outer loop's body, so the nest is not perfect and
// the order of the sum is fixed; Polly reorders reductions only in memory
// (a load, an operation and a store of one location, in one statement).
//
// For a loop that asks for tile, interchange or reverse, each such cycle
// through its header is put into a stack slot of its own for the engine:
// the initial value stored before the loop, the update as load-op-store,
// the value read back where it leaves the loop. The engine marks the
// update's two accesses as a reduction when its operation may be
// reordered, and promotes the slots back to registers when it is done, so
// the rest of the pipeline sees registers again.
//
// A cycle is taken when its one update is an associative and commutative
// operation on the value and something from outside the cycle (integer
// + - * & | ^ and min and max, as InstCombine writes `m = x > m ? x : m`;
// floating-point + - * when the operation allows reassociation) and
// nothing inside the loop reads the partial value.
// Integer results never change. Floating-point ones are reordered only
// when the compile allows it; a floating-point cycle that may not be
// reordered goes to a slot too, unmarked, so that a step it forbids is
// refused with its own reason (reorderingText).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_REDUCTIONSLOTS_H
#define LOOPCC_PASSES_LOCALITY_REDUCTIONSLOTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Intrinsics.h"

#include <string>

namespace llvm {
class AllocaInst;
class Constant;
class Type;
class AssumptionCache;
class DominatorTree;
class Instruction;
class LoadInst;
class Loop;
class ScalarEvolution;
class StoreInst;
} // namespace llvm

namespace polly {
class Scop;
} // namespace polly

namespace loopcc {

/// The metadata that marks a slot's alloca, so that a warning names it by
/// the statement that updates it.
inline constexpr const char *ReductionSlotMark = "loopcc.reduction_slot";

/// A reduction carried through a loop, now in a slot of its own.
struct ReductionSlot {
  llvm::AllocaInst *Slot = nullptr;
  /// The operation that updates it, and the load and store around it.
  llvm::Instruction *Update = nullptr;
  llvm::LoadInst *Load = nullptr;
  llvm::StoreInst *Store = nullptr;
  /// Its order may change: integer, or floating point with reassociation.
  bool Reorderable = false;
};

/// Puts each reduction carried in registers through the header of \p L
/// into a slot. \p SE forgets the values of \p L's nest it had computed.
llvm::SmallVector<ReductionSlot, 2> putReductionsInSlots(llvm::Loop &L,
                                                         llvm::ScalarEvolution &SE);

/// Marks the update of each reorderable slot of \p Slots in \p S as a
/// reduction, so that Polly's dependences let its order change; with
/// \p All, the ones that may not be reordered too (to find out whether
/// only they forbid a step).
void markReductions(polly::Scop &S, llvm::ArrayRef<ReductionSlot> Slots,
                    bool All);

/// The minimum or maximum (llvm.smax, smin, umax, umin) that updates
/// \p Slot, or not_intrinsic for another operation: Polly's model marks it
/// as another reduction (reductionType).
llvm::Intrinsic::ID minMaxOf(const llvm::AllocaInst &Slot);

/// The value \p MinMax leaves unchanged, of integer type \p Ty: the
/// smallest for a maximum, the largest for a minimum.
llvm::Constant *minMaxIdentity(llvm::Intrinsic::ID MinMax, llvm::Type *Ty);

/// Promotes \p Slots back to registers; slots a transformation made
/// unpromotable stay in memory.
void promoteSlots(llvm::ArrayRef<ReductionSlot> Slots, llvm::DominatorTree &DT,
                  llvm::AssumptionCache &AC);

/// Whether \p R's update runs under a condition in \p S's model (only some
/// iterations update it): Polly then models its store as a may-write in a
/// statement of several blocks, which is no reduction.
bool updatedConditionally(const polly::Scop &S, const ReductionSlot &R);

/// " at line 6 (s += M[i][j])": where the update \p Update of a sum is
/// written; "" without a source line.
std::string updateWhere(const llvm::Instruction &Update);

/// The reason a step that would reorder the conditional sum \p R is
/// refused, with the unconditional form that would let it.
std::string conditionalSumText(const ReductionSlot &R, const std::string &Step);

/// The reason a step that would reorder the floating-point reduction
/// \p R is refused: "'tile sizes(4, 8)' would change the order in which
/// the floating-point sum at line 6 (s += M[i][j]) adds its terms ...".
std::string reorderingText(const ReductionSlot &R, const std::string &Step);

} // namespace loopcc

#endif
