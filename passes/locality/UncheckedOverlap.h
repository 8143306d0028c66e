//===- UncheckedOverlap.h - Arrays Polly takes apart unchecked -*- C++ -*-===//
//
// Polly's model takes two arrays for different memory when the alias
// analysis says their accesses of one iteration do not overlap, and adds a
// run-time check only for the arrays it groups as may-alias. LLVM's
// analysis answers for one iteration: `Y[i][j] = P[i][j + 1] * 7 +
// Y[i][j]` with a parameter P and a global Y has no overlap within an
// iteration, so Polly built no check, and a reverse of j, called with
// P = Y, read values the loop had already written (found by the
// differential run, issue 35). Before a step reorders a SCoP, the engine
// asks whether any two of its arrays, one of them written, may be the same
// memory (their base pointers may alias) while no run-time check of Polly
// covers both; if so, the step is refused, naming them.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_UNCHECKEDOVERLAP_H
#define LOOPCC_PASSES_LOCALITY_UNCHECKEDOVERLAP_H

#include <string>

namespace llvm {
class AAResults;
} // namespace llvm

namespace polly {
class Scop;
} // namespace polly

namespace loopcc {

/// "the arrays 'P' and 'Y' may be the same memory ...": the reason a step
/// on \p S is refused, or "" when every two arrays that may overlap are
/// under a run-time check.
std::string uncheckedOverlap(const polly::Scop &S, llvm::AAResults &AA);

} // namespace loopcc

#endif
