//===- OriginalLoops.h - Loops of the nests Polly rebuilt -------*- C++ -*-===//
//
// Polly's code generator builds a new nest beside the original one. Without
// a run-time check the original is dead code, cleaned up after; with one it
// is the fallback, run where the check fails, to which no directive applies
// any more: what is left of it gets the chain's fallback ID. The code
// generator gives a generated loop its mark's loop ID as it is, so a loop
// the steps kept (an inner loop with its own chain, a deeper loop) would
// share its ID with the original loop and be taken for the fallback: each
// such mark gets a fresh copy first.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_ORIGINALLOOPS_H
#define LOOPCC_PASSES_LOCALITY_ORIGINALLOOPS_H

#include "isl/isl-noexceptions.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ValueHandle.h"

namespace llvm {
class Function;
class LoopInfo;
class MDNode;
class Region;
} // namespace llvm

namespace loopcc {

class OriginalLoops {
public:
  /// Remembers the loops of \p R, whose nest is about to be regenerated.
  void remember(const llvm::Region &R, const llvm::LoopInfo &LI);

  /// Gives each mark of \p Sched that holds an original loop's ID a fresh
  /// copy of it.
  void renewKeptLoopIDs(const isl::schedule &Sched) const;

  /// After clean-up, gives what is left of each original loop (the
  /// fallback of a run-time check) the ID \p Fallback makes of its own.
  /// Polly gives the fallback loop a new ID (llvm.loop.vectorize.enable 0
  /// added through addStringMetadataToLoop), so it is also found by its
  /// latch.
  void
  markFallbacks(llvm::Function &F,
                llvm::function_ref<llvm::MDNode *(llvm::MDNode *)> Fallback);

private:
  llvm::SmallPtrSet<llvm::MDNode *, 8> IDs;
  llvm::SmallVector<llvm::WeakVH, 8> Latches;
};

} // namespace loopcc

#endif
