//===- Budget.cpp - The engine's budget, in steps of isl ------------------===//

#include "passes/locality/Budget.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/CommandLine.h"

#include <algorithm>

namespace {

/// -mllvm -loopcc-locality-max-operations=N: the compute-out of each
/// computation of the engine, in steps of Polly's solver (isl
/// operations); 0 for none. A nest whose computation exceeds it is not
/// transformed, and the warning says so (docs/pragma.md).
llvm::cl::opt<unsigned> MaxOperations(
    "loopcc-locality-max-operations", llvm::cl::init(50000000),
    llvm::cl::desc("The most steps of Polly's solver loopcc's locality "
                   "engine spends on one computation of a loop nest (its "
                   "dependences, a pack's footprint; 0: no limit)"));

} // namespace

unsigned loopcc::localityBudget() { return MaxOperations; }

unsigned long loopcc::packFootprintBudget() {
  if (MaxOperations == 0)
    return 0;
  return std::max(1u, MaxOperations / 1000);
}

unsigned long loopcc::codeGenerationBudget() {
  if (MaxOperations == 0)
    return 0;
  return std::max(1ul, MaxOperations / 1000ul * 3);
}

std::string loopcc::overBudget(llvm::StringRef What) {
  return ("the analysis of " + What +
          " was too costly: it exceeded loopcc's budget of " +
          llvm::Twine(MaxOperations.getValue()) +
          " steps of Polly's solver; raise it with -mllvm "
          "-loopcc-locality-max-operations=N (0 for no limit)")
      .str();
}

std::string loopcc::packOverBudget(llvm::StringRef What) {
  return ("the analysis of " + What + " was too costly: it exceeded the " +
          llvm::Twine(packFootprintBudget()) +
          " steps of Polly's solver a pack's footprint may take (1/1000 of "
          "loopcc's budget); put the pack on an inner loop or a loop of a "
          "tile, or raise the budget with -mllvm "
          "-loopcc-locality-max-operations=N (0 for no limit)")
      .str();
}

std::string loopcc::codeGenerationOverBudget() {
  return ("the new nest's code was too costly to generate: its syntax tree "
          "and addresses exceeded the " +
          llvm::Twine(codeGenerationBudget()) +
          " steps of Polly's solver a nest's code generation may take (3/1000 "
          "of loopcc's budget); remainders in the subscripts (% and /) of a "
          "packed array are the usual cause; raise the budget with -mllvm "
          "-loopcc-locality-max-operations=N (0 for no limit)")
      .str();
}
