//===- UnrollAndJamDiagnosis.cpp - Why a loop cannot be unroll-and-jammed -===//
//
// The shape LoopUnrollAndJam handles: the outer header leads, without a
// branch, to the inner loop's preheader; the inner loop is the only one and
// innermost; both trip counts are computable and the inner one does not
// change with the outer iteration; no dependence stops the copies of the
// inner loop from running interleaved.
//
//===----------------------------------------------------------------------===//

#include "passes/steps/UnrollAndJamDiagnosis.h"

#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

namespace {

/// Whether a conditional branch of the outer loop's own blocks decides
/// whether the inner loop runs (clang guards `for (j < m)` by `m > 0`).
bool innerLoopIsGuarded(llvm::Loop &Outer, llvm::Loop &Inner) {
  llvm::BasicBlock *Preheader = Inner.getLoopPreheader();
  if (!Preheader)
    return true;
  llvm::BasicBlock *BB = Outer.getHeader();
  llvm::SmallPtrSet<llvm::BasicBlock *, 8> Visited;
  while (BB != Preheader) {
    if (!Visited.insert(BB).second)
      return true;
    llvm::BasicBlock *Next = BB->getUniqueSuccessor();
    if (!Next)
      return true;
    BB = Next;
  }
  return false;
}

} // namespace

std::string loopcc::diagnoseUnrollAndJam(llvm::Loop &Outer,
                                         llvm::ScalarEvolution &SE,
                                         llvm::DominatorTree &DT,
                                         llvm::LoopInfo &LI,
                                         llvm::DependenceInfo &DI) {
  const std::vector<llvm::Loop *> &Subs = Outer.getSubLoops();
  if (Subs.empty())
    return "the loop has no inner loop to jam";
  if (Subs.size() > 1)
    return "the loop has " + std::to_string(Subs.size()) +
           " inner loops; unroll_and_jam needs exactly one";
  llvm::Loop &Inner = *Subs.front();
  if (!Inner.isInnermost())
    return "the inner loop is not innermost; unroll_and_jam jams only an "
           "innermost loop";
  const llvm::SCEV *InnerCount = SE.getBackedgeTakenCount(&Inner);
  if (llvm::isa<llvm::SCEVCouldNotCompute>(InnerCount))
    return "the inner loop's trip count cannot be computed";
  if (!SE.isLoopInvariant(InnerCount, &Outer))
    return "the inner trip count depends on the outer loop (a triangular "
           "nest)";
  if (innerLoopIsGuarded(Outer, Inner))
    return "the inner loop is guarded by a condition inside the outer loop "
           "(such as the check that its trip count is positive)";
  if (llvm::isa<llvm::SCEVCouldNotCompute>(SE.getBackedgeTakenCount(&Outer)))
    return "the outer loop's trip count cannot be computed";
  if (!llvm::isSafeToUnrollAndJam(&Outer, SE, DT, DI, LI))
    return "a dependence forbids jamming the copies of the inner loop";
  return "the unroll-and-jam pass declined the requested count for this "
         "loop's trip count or size";
}
