//===- EarlyFullUnroll.h - An `unroll full` LLVM took early ----*- C++ -*-===//
//
// A loop a locality step made with `unroll full` as its chain's next step
// carries LLVM's llvm.loop.unroll.full, a request the pass honours whatever
// guard keeps its heuristics off. LLVM's full unroller, in the function
// simplification pipeline, then unrolls the loop completely before the
// scheduler's run at VectorizerStart, which finds no loop for the step:
// the step was reported "not-needed: 'tile ...' produced no intratile(2)
// loop" while the loop had been unrolled as asked.
//
// The unroller's remark names the loop while it still carries the chain's
// marker (PipelineRemarks keeps it): such a step is recorded applied.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_EARLYFULLUNROLL_H
#define LOOPCC_PASSES_EARLYFULLUNROLL_H

#include "passes/LoopChain.h"

namespace loopcc {

class ChainOutcomes;
class PipelineRemarks;

/// Records applied every `unroll full` step of \p Chains that no pass of
/// loopcc tried and that LLVM's unroller says it unrolled completely, by
/// \p Remarks.
void recordEarlyFullUnrolls(const ChainTable &Chains,
                            const PipelineRemarks &Remarks,
                            ChainOutcomes &Outcomes);

} // namespace loopcc

#endif
