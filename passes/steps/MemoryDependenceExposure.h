//===- MemoryDependenceExposure.h - Values re-read for LoopDistribute -*- C++ -*-===//
//
// LoopDistribute partitions a loop by its memory instructions and keeps in
// one loop the statements that share a value computed in a register. By
// the time it runs, EarlyCSE and GVN have forwarded a stored value to the
// statement that reads it back (`a[i] = b[i] * 2 + c[i]; d[i] = d[i - 1] / 2
// + a[i];` reads no a[i]) and a loaded value to every statement that uses
// it; the two statements then share a register and LoopDistribute refuses
// ("cannot isolate unsafe dependencies"). Reading such a value from memory
// again, where the later statement uses it, turns the register into the
// memory dependence it was in the source, which LoopDistribute can split.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_STEPS_MEMORYDEPENDENCEEXPOSURE_H
#define LOOPCC_PASSES_STEPS_MEMORYDEPENDENCEEXPOSURE_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ValueHandle.h"

#include <utility>

namespace llvm {
class AAResults;
class Loop;
} // namespace llvm

namespace loopcc {

/// The loads exposeMemoryDependences inserted, each with the value it
/// stands for.
class ExposedLoads {
public:
  bool empty() const { return Loads.empty(); }
  unsigned size() const { return Loads.size(); }

  /// Puts the forwarded values back and erases the loads: for a loop that
  /// was not split (LoopDistribute changes nothing when it declines). A
  /// load already gone is skipped.
  void rollBack();

private:
  friend ExposedLoads exposeMemoryDependences(llvm::Loop &L,
                                              llvm::AAResults &AA);
  /// The value is tracked through replaceAllUsesWith (Polly's code
  /// preparation and code generator may replace it).
  llvm::SmallVector<std::pair<llvm::WeakVH, llvm::WeakTrackingVH>, 4> Loads;
};

/// In each block of the innermost loop \p L, gives an instruction that uses
/// a value a store wrote, or a load read, with a store between the two
/// (the use is in a later statement), a load of that memory of its own,
/// placed just before it. Only where nothing between may write the memory
/// (by \p AA), so the load reads the very value it replaces.
ExposedLoads exposeMemoryDependences(llvm::Loop &L, llvm::AAResults &AA);

} // namespace loopcc

#endif
