//===- Fission.h - distribute on a schedule tree -*- C++ -*-===//
//
// `distribute` as the issue of exact fission asks it: the statements of a
// loop that form a dependence cycle stay in one loop, every other statement
// gets a loop of its own, and the loops run in an order that keeps every
// dependence (the statements' order where the dependences leave it free).
// The dependences are Polly's, exact for the loops it models; LLVM's
// LoopDistribute, which keeps statements in program order and merges
// neighbours without a cycle, runs first (see TransformScheduler.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_FISSION_H
#define LOOPCC_PASSES_LOCALITY_FISSION_H

#include "passes/locality/StepInput.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "isl/isl-noexceptions.h"

namespace polly {
class Scop;
} // namespace polly

namespace loopcc {

/// The statements one loop of the split runs.
struct FissionGroup {
  isl::union_set Domain;
  /// A dependence between two of its statement instances is carried by the
  /// loop: its loop runs in order (`sequential`), else in any order
  /// (`coincident`).
  bool Carried = false;
};

/// The groups of the statements under \p Band (a one-dimensional band of
/// \p S's schedule tree), in the order their loops must run, given the
/// dependences \p Deps between statement instances.
llvm::SmallVector<FissionGroup, 4> fissionGroups(const polly::Scop &S,
                                                 const isl::schedule_node &Band,
                                                 const isl::union_map &Deps);

/// Each statement under \p Band its own group, in program order (what a
/// split would be if no dependence joined them).
llvm::SmallVector<FissionGroup, 4>
statementGroups(const polly::Scop &S, const isl::schedule_node &Band);

/// How many writes to arrays the statements under \p Band make: more than
/// one in a single statement means source statements that share a value
/// in a register, which Polly keeps in one statement.
unsigned arrayWritesUnder(const polly::Scop &S, const isl::schedule_node &Band);

/// The schedule with \p Band replaced by one copy of it per group, each
/// restricted to its group's statements and under its mark from \p Marks
/// (\p Band's own mark, if any, already removed by the caller).
isl::schedule fissionSchedule(isl::schedule_node Band,
                              llvm::ArrayRef<FissionGroup> Groups,
                              llvm::ArrayRef<isl::id> Marks);

/// distribute's step on \p In's loop: one loop per dependence cycle, in
/// dependence order, `coincident` where the loop carries no dependence,
/// else `sequential`. Null, with \p Why, when there is nothing to split
/// or one cycle holds every statement (naming a dependence it would
/// reverse).
isl::schedule applyDistribute(const StepInput &In, std::string &Why);

} // namespace loopcc

#endif
