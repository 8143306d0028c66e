//===- LoneDirectiveJudge.h - Did LLVM apply a lone directive? ---*- C++ -*-===//
//
// A lone directive whose transformation LLVM's own pipeline performs is
// left to that pipeline (so that it gives clang's code). Just before
// LLVM's transform-warning looks at a function, each such loop is judged:
// the pass's success remark at the loop in that function, or loops that no
// longer carry the forced request, mean applied; a loop still carrying it
// means missed, with the pass's own reason. Either way the request is
// taken off the loop, so that transform-warning says nothing of it (it
// would say "not distributed" of a loop LoopDistribute did distribute) and
// no later pipeline (the LTO link) tries it again.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LONEDIRECTIVEJUDGE_H
#define LOOPCC_PASSES_LONEDIRECTIVEJUDGE_H

#include "passes/ChainOutcomes.h"
#include "passes/LoopChain.h"
#include "passes/PipelineRemarks.h"

#include "llvm/IR/PassManager.h"

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace loopcc {

/// Judges the lone directives' loops in \p F (once per function).
void judgeLoneDirectives(llvm::Function &F, const ChainTable &Chains,
                         const PipelineRemarks &Remarks,
                         ChainOutcomes &Outcomes);

/// Judges them in every function not judged yet, and records lone
/// directives applied where no loop of theirs is left (a fully unrolled
/// loop, a vector loop without the marker).
void judgeLoneDirectives(llvm::Module &M, llvm::ModuleAnalysisManager &MAM,
                         const ChainTable &Chains,
                         const PipelineRemarks &Remarks,
                         ChainOutcomes &Outcomes);

} // namespace loopcc

#endif
