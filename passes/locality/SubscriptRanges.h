//===- SubscriptRanges.h - Marked subscripts on Polly's model --*- C++ -*-===//
//
// The engine's side of C's subscript bounds (SubscriptBounds.h): for each
// subscript marked in a SCoP it transforms, the subscript as a function
// of its statement's iterations and the parameter values for which some
// iteration takes it out of its dimension.
// - None: the bound holds for the nest; nothing to check.
// - Every value for which the statement runs: the access leaves its row;
//   a step whose loops run the statement is refused, naming the access.
// - Some values: the transformed code runs under a run-time check that
//   the parameters are none of them, the original nest otherwise.
// A subscript the model cannot describe (not affine, in a loop Polly
// boxes, of a value it has no parameter for) bounds nothing: the array is
// flat there, as memory is.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_SUBSCRIPTRANGES_H
#define LOOPCC_PASSES_LOCALITY_SUBSCRIPTRANGES_H

#include "isl/isl-noexceptions.h"

#include <string>

namespace llvm {
class LoopInfo;
class ScalarEvolution;
} // namespace llvm

namespace polly {
class Scop;
} // namespace polly

namespace loopcc {

/// What the subscript marks of a SCoP say about its parameters.
struct SubscriptBoundsInScop {
  /// The parameter values for which some subscript leaves its dimension
  /// in some iteration: the transformed code must not run there (a
  /// run-time check), and dependences are computed without them. Empty
  /// when they would be every value (then nothing is checked: the arrays
  /// are flat).
  isl::set Outside;
  /// The reason a step on an access that leaves its dimension whenever
  /// its statement runs is refused ("X[i][j + 1] (line 7) goes past ...");
  /// "" when there is none.
  std::string LeavesItsDimension;
  /// The iterations of the statements that hold such accesses: a step
  /// whose loops run them is refused.
  isl::union_set Leaving;
};

/// Reads the marks of \p S's accesses and computes each marked
/// subscript's range over its statement's iterations.
SubscriptBoundsInScop boundSubscripts(polly::Scop &S,
                                      llvm::ScalarEvolution &SE,
                                      llvm::LoopInfo &LI);

} // namespace loopcc

#endif
