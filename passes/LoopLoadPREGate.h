//===- LoopLoadPREGate.h - GVN keeps the recurrences a chain needs -*- C++ -*-===//
//
// GVN's load PRE across a loop's back edge turns a recurrence through
// memory (`a[i + 1] = a[i] * b[i]`, or the neighbour a stencil row reads
// again, `b[i + 1]` then `b[i]`) into a value carried in a register. Three
// kinds of step need the recurrence as written, and GVN runs before the
// scheduler at VectorizerStart applies them:
//
// - a distribute: LoopDistribute splits off unsafe memory dependences;
//   carried in a register, there is nothing unsafe left to split, "memory
//   operations are safe for vectorization";
// - a vectorize or interleave after an unroll: the register the unrolled
//   loop carries also feeds the remainder loop after it, which LLVM's
//   vectorizer rejects ("value that could not be identified as reduction is
//   used outside the loop"), where the loaded value in memory is no
//   obstacle;
// - a tile, interchange or reverse after an unroll: to Polly the carried
//   register is a scalar every iteration writes, which forbids reordering
//   the iterations ("a value carried from one iteration to the next").
//
// So while GVN runs on a function with such a chain step still to come,
// its load-in-loop PRE (the option `enable-load-in-loop-pre`, which GVN
// reads each time it runs) is off. Lone directives are not concerned (they
// give clang's code), nor are functions without chains; the other loops of
// a concerned function lose that PRE too.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOOPLOADPREGATE_H
#define LOOPCC_PASSES_LOOPLOADPREGATE_H

#include "passes/LoopChain.h"

#include <memory>

namespace llvm {
class Function;
class PassInstrumentationCallbacks;
} // namespace llvm

namespace loopcc {

class ChainSource;

/// Whether a loop of \p F has a chain (not a lone directive) with, still to
/// come, a distribute, or a vectorize, interleave, tile, interchange or
/// reverse after an unroll.
bool needsMemoryRecurrences(const llvm::Function &F, const ChainTable &Chains);

/// Turns GVN's load-in-loop PRE off while GVN runs on a function that
/// needsMemoryRecurrences, unless the command line set the option.
void registerLoopLoadPREGate(llvm::PassInstrumentationCallbacks &PIC,
                             std::shared_ptr<ChainSource> Chains);

} // namespace loopcc

#endif
