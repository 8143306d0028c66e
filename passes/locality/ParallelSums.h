//===- ParallelSums.h - A sum of a parallel loop, one copy a thread -*- C++ -*-===//
//
// A loop whose iterations all update one sum (`s += a[i]`, or an integer
// minimum or maximum, kept in a variable: the engine's reduction slot,
// ReductionSlots.h) carries a
// dependence only through the sum, and the order of the updates may
// change (integers always; floating point when the compile allows
// reassociation, the same rule as tile's). Run in parallel, each thread
// adds its iterations into a copy of its own, which starts at the
// operation's identity, and adds its copy into the sum, atomically, when
// it is done: OpenMP's reduction clause, on LLVM's OpenMP runtime.
//
// Polly's parallel code generator has no such copies (it refuses a loop
// that is parallel only but for a reduction), so they are made in the
// function it outlined, after it: the sum's memory reaches that function
// as a field of the struct the caller hands the runtime, and every access
// of the loop to it goes to the copy instead.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_PARALLELSUMS_H
#define LOOPCC_PASSES_LOCALITY_PARALLELSUMS_H

#include "polly/ScopInfo.h"

#include "llvm/IR/Intrinsics.h"

namespace llvm {
class CallInst;
class Function;
class Value;
} // namespace llvm

namespace loopcc {

/// A sum a parallel loop updates: its memory in the function the loop was
/// in (a reduction slot), and Polly's name for its operation.
struct ParallelSum {
  llvm::Value *Slot = nullptr;
  polly::MemoryAccess::ReductionType Type = polly::MemoryAccess::RT_NONE;
  /// A minimum or maximum (llvm.smax, ...), which Polly's model knows by
  /// another Type (ReductionSlots.h, minMaxOf); else not_intrinsic.
  llvm::Intrinsic::ID MinMax = llvm::Intrinsic::not_intrinsic;
};

/// Gives each thread that runs \p Outlined (started by the runtime call
/// \p Fork) its own copy of \p Sum, combined into the sum when the thread
/// is done; false, changing nothing, when the sum's accesses are not where
/// Polly's generator puts them.
bool privatizeSum(llvm::CallInst &Fork, llvm::Function &Outlined,
                  const ParallelSum &Sum);

} // namespace loopcc

#endif
