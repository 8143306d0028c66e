//===- Budget.h - The engine's budget, in steps of isl ---------*- C++ -*-===//
//
// Every isl computation of the locality engine whose cost grows with the
// nest (Polly's dependences, a pack's footprint, ...) runs under one
// budget: -mllvm -loopcc-locality-max-operations=N, counted in isl's own
// operations, so that the outcome is the same on every machine and under
// any load. A computation that exceeds it is abandoned, the step is not
// applied, and the warning names the budget and how to raise it.
//
// Only computations made of isl's C functions (which return null once
// the quota is spent) run under it: isl's C++ bindings stop the process
// when a truth value they convert carries the quota's error.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_BUDGET_H
#define LOOPCC_PASSES_LOCALITY_BUDGET_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace loopcc {

/// The budget, in isl operations; 0 for none.
unsigned localityBudget();

/// The share of it one pack's footprint may take: 1/1000 (50,000 at the
/// default). A footprint is one set of elements, not a nest's
/// dependences, yet remainders in its subscripts (`B[(3 * i + 1) % 13]`)
/// make its integer programs' numbers grow without bound: at the whole
/// budget one pack took 80 s of CPU, at this share 3 s. The packs of the
/// tests and benches take under 10,000, a pack after the order matrix's
/// guarded jam between 25,000 and 50,000.
unsigned long packFootprintBudget();

/// The share of it Polly's code generation of one nest may take, tried
/// first (CodeGenBudget.h): 3/1000 (150,000 at the default). The tests'
/// nests take up to 110,000 (tile-separate.c). A pack whose copies have
/// remainders in their subscripts took 200 s of CPU unbounded; isl's steps
/// grow dearer as its numbers grow: 1.4 s at this share, 2.5 s at 200,000,
/// 5.2 s at 250,000.
unsigned long codeGenerationBudget();

/// The warning's reason when the computation \p What exceeded the budget:
/// "the analysis of <What> was too costly: ...".
std::string overBudget(llvm::StringRef What);

/// The same when a pack's footprint exceeded its share.
std::string packOverBudget(llvm::StringRef What);

/// The same when the new nest's code exceeded its share.
std::string codeGenerationOverBudget();

} // namespace loopcc

#endif
