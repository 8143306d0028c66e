//===- InnermostDiagnosis.cpp - Why an innermost-only pass skips a loop ---===//

#include "passes/InnermostDiagnosis.h"
#include "passes/ChainMetadata.h"
#include "passes/LoopNestSnapshot.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"

namespace {

/// The source line a loop starts at, from its loop ID; 0 if unknown.
unsigned startLine(const llvm::Loop &L) {
  const llvm::DILocation *Start =
      L.getLoopID() ? loopcc::startLocation(L.getLoopID()) : nullptr;
  return Start ? Start->getLine() : 0;
}

/// A loop now inside \p L that an interchange (or a permutation) of the
/// nest around \p L made an inner loop, with \p L outside it: \p L was
/// moved outward. Such a loop carries the interchange's `inner` or
/// `level(k)` role; failing that, it starts before \p L in the source.
const llvm::Loop *movedInside(const llvm::Loop &L) {
  if (L.getLoopID() && loopcc::readRoleMarker(L.getLoopID()))
    return nullptr; // L is a loop the step made, not one it moved
  unsigned Line = startLine(L);
  for (const llvm::Loop *Inner : L.getLoopsInPreorder()) {
    if (Inner == &L || !Inner->getLoopID())
      continue;
    if (auto Role = loopcc::readRoleMarker(Inner->getLoopID())) {
      loopcc::LoopRole R = Role->second;
      unsigned Depth = loopcc::roleDepth(R);
      if (R == loopcc::LoopRole::Inner ||
          (Depth > 1 && R == loopcc::levelRole(Depth)))
        return Inner;
    }
    if (unsigned InnerLine = startLine(*Inner);
        Line && InnerLine && InnerLine < Line)
      return Inner;
  }
  return nullptr;
}

} // namespace

std::string loopcc::diagnoseInnermostOnly(const llvm::Loop &L,
                                          TransformKind Kind) {
  // LLVM 22 vectorizes outer loops only on its VPlan-native path, which
  // clang's pipelines do not enable; LoopDistribute's worklist holds the
  // innermost loops of the function.
  llvm::StringRef Pass = innermostOnlyPass(Kind);
  if (Pass.empty() || L.isInnermost())
    return "";
  if (movedInside(L))
    return "the loop is not innermost any more: an interchange of the nest "
           "around it moved it outward, and LLVM's " + Pass.str() +
           " innermost loops only; to transform the loop that is innermost "
           "after the interchange, put the directive above the interchange's "
           "with on(inner) (or on(level(d)) after a permutation of d loops)";
  return "the loop is not innermost: LLVM's " + Pass.str() +
         " innermost loops only; put the directive on the innermost loop "
         "(after tile, interchange or unroll_and_jam, name it with "
         "on(role), e.g. on(intratile(1)) after a one-dimensional tile)";
}
