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
// Before anything flattens them, this writes down each subscript of a
// dimension the type declares next to its access, as a fact LLVM cannot
// use: a call `loopcc.subscript_within.i64(j, 50)` of a function that does
// not exist and reads no memory. An `llvm.assume(j < 50)` was used before:
// LLVM's own passes took it as a fact and exploited it in code no
// directive asked about (a nest that writes one element past its row, as
// much real C code does, became an endless loop). C's rule is not one a
// sloppy program keeps, so LLVM is never told it.
//
// The engine reads the marks of a SCoP it transforms (SubscriptRanges.h):
// for each, the range of the subscript over its statement's iterations,
// from Polly's model.
// - Within the dimension for every parameter value: proven, used.
// - Outside it whenever the statement runs: the access leaves its row;
//   every step on the nest is refused, naming the access.
// - Outside it for some parameter values only: the new code runs under
//   a run-time check that the parameters keep every subscript within
//   its dimension; otherwise the original nest runs, as written.
// Only the loop nests a locality step is asked of get the marks (a mark
// is a call LLVM does not know, which changes how it optimizes the code
// around it; code no directive names stays as clang makes it), and
// RemoveSubscriptBoundsPass removes them once the engine has had its last
// run. The object's own dimension (i of A[i][j] on `int A[50][50]`) is
// not marked: past it is past the object, which makes no two rows
// overlap.
//
// Arrays whose size C code in the wild exceeds on purpose are left flat:
// a struct's last member (the pre-C99 flexible array, `int data[1]`),
// arrays of fewer than two elements, and any access that reaches its array
// through pointer arithmetic other than subscripts.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_SUBSCRIPTBOUNDS_H
#define LOOPCC_PASSES_LOCALITY_SUBSCRIPTBOUNDS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/PassManager.h"

#include <string>

namespace llvm {
class BasicBlock;
class CallInst;
class Instruction;
class LoopInfo;
} // namespace llvm

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
  /// Also in an `optnone` function (an always_inline callee's marks are
  /// inlined into it) and past -opt-bisect-limit: a mark left in the code
  /// is a call of a function that does not exist.
  static bool isRequired() { return true; }
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

/// Marks the subscripts of every access in \p F whose address is made of
/// subscripts of declared dimensions, in the loop nests of \p LI that ask
/// for a locality step. Returns whether it added any.
bool addSubscriptBounds(llvm::Function &F, const llvm::LoopInfo &LI);

/// Removes the marks addSubscriptBounds added to \p F (and copies of them
/// Polly's code generator made). Returns whether there were any.
bool removeSubscriptBounds(llvm::Function &F);

/// Removes the marks of \p F's blocks that \p In accepts: those of the
/// loops an LLVM pass is about to transform (the vectorizer takes a call
/// it does not know for one it cannot vectorize).
bool removeSubscriptBounds(
    llvm::Function &F, llvm::function_ref<bool(const llvm::BasicBlock &)> In);

/// The mark \p I is, or null: a call of loopcc.subscript_within.iN with
/// the index and the dimension's size.
const llvm::CallInst *subscriptMark(const llvm::Instruction &I);

} // namespace loopcc

#endif
