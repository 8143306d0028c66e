//===- MemoryRecurrences.h - A sum kept in memory ---------------*- C++ -*-===//
//
// `E[i][j] = 0; for (k...) E[i][j] += A[i][k] * B[k][j];` keeps its sum in
// memory. GVN, which runs before the engine when a chain waits for the
// vectorizer's start (a chain with a parallelize), sees the load of
// E[i][j] in the k loop fully available: the 0 stored before the loop and
// the sum stored at the end of each iteration. It replaces the load by a
// PHI of the k loop's header, and the sum is carried in a register while
// every iteration still stores it. Polly then models the PHI as a scalar
// that each iteration writes for the next, and the value entering it as a
// statement of the j loop's body: the j-k nest is no longer perfect, and a
// tile of it is refused ("the loop at depth 2 has other statements beside
// its inner loop").
//
// Where the memory provably holds the PHI's value at each iteration's
// start, the PHI is replaced by a load of that memory at the header: the
// recurrence as the source wrote it, which ReductionSlots.h does not need
// to put in a slot of its own.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_MEMORYRECURRENCES_H
#define LOOPCC_PASSES_LOCALITY_MEMORYRECURRENCES_H

namespace llvm {
class DominatorTree;
class Loop;
} // namespace llvm

namespace loopcc {

/// In \p L and the loops inside it: replaces each header PHI whose value
/// is, at every iteration's start, the value of one memory location (the
/// loop's only write stores the PHI's next value there, every iteration,
/// and the preheader stores its first value there last) by a load of that
/// location. Returns whether it replaced any.
bool restoreMemoryRecurrences(llvm::Loop &L, const llvm::DominatorTree &DT);

} // namespace loopcc

#endif
