//===- InnermostDiagnosis.cpp - Why an innermost-only pass skips a loop ---===//

#include "passes/InnermostDiagnosis.h"

#include "llvm/Analysis/LoopInfo.h"

std::string loopcc::diagnoseInnermostOnly(const llvm::Loop &L,
                                          TransformKind Kind) {
  // LLVM 22 vectorizes outer loops only on its VPlan-native path, which
  // clang's pipelines do not enable; LoopDistribute's worklist holds the
  // innermost loops of the function.
  llvm::StringRef Pass = innermostOnlyPass(Kind);
  if (Pass.empty() || L.isInnermost())
    return "";
  return "the loop is not innermost: LLVM's " + Pass.str() +
         " innermost loops only; put the directive on the innermost loop "
         "(after tile, interchange or unroll_and_jam, name it with "
         "on(role), e.g. on(intratile(1)) after a one-dimensional tile)";
}
