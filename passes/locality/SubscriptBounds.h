//===- SubscriptBounds.h - C's array bounds, for the engine -----*- C++ -*-===//
//
// In C, `A[i][j]` on `int A[50][50]` (or `int (*A)[50]`, or a parameter
// `int A[][50]`) is defined only while j stays within its row, 0 <= j < 50,
// and, for the declared array, i within its 50 rows (C11 6.5.6, 6.5.2.1).
// LLVM 22 forgets that early: InstCombine turns the subscripts into byte
// offsets from the array's start, so Polly sees one flat array whose rows
// may overlap, and a nest under a run-time bound n has false dependences
// (A[i][j+1] of one row is A[i+1][j-49] of the next when n > 50).
//
// Before anything flattens them, this writes the rule next to each access
// as `llvm.assume(0 <= j)` and `llvm.assume(j < 50)` on each subscript of
// a dimension the type declares. Polly takes assumptions into its model's
// context, so its dependences are those of the array as C declares it.
// Only functions with a tile, interchange or reverse get them (nothing
// else changes for other code), and RemoveSubscriptBoundsPass removes them
// once the engine has had its last run: the rest of the pipeline sees the
// function as it would without them.
//
// Arrays whose size C code in the wild exceeds on purpose are left flat:
// a struct's last member (the pre-C99 flexible array, `int data[1]`),
// arrays of fewer than two elements, and any access that reaches its array
// through pointer arithmetic other than subscripts.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_SUBSCRIPTBOUNDS_H
#define LOOPCC_PASSES_LOCALITY_SUBSCRIPTBOUNDS_H

#include "llvm/IR/PassManager.h"

namespace loopcc {

/// Adds C's subscript bounds to the accesses of each function that has a
/// loop asking for a locality step (tile, interchange, reverse).
class SubscriptBoundsPass : public llvm::PassInfoMixin<SubscriptBoundsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

/// Removes them, right after the last scheduler run that may use the
/// locality engine (at VectorizerStart, or ThinLTO's pre-link end).
class RemoveSubscriptBoundsPass
    : public llvm::PassInfoMixin<RemoveSubscriptBoundsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

/// Adds the bounds to every access in \p F whose address is made of
/// subscripts of declared dimensions. Returns whether it added any.
bool addSubscriptBounds(llvm::Function &F);

/// Removes the assumptions addSubscriptBounds added to \p F (and the
/// comparisons only they used). Returns whether there were any.
bool removeSubscriptBounds(llvm::Function &F);

} // namespace loopcc

#endif
