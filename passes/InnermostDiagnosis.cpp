//===- InnermostDiagnosis.cpp - Why an innermost-only pass skips a loop ---===//

#include "passes/InnermostDiagnosis.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Support/ErrorHandling.h"

namespace {

/// The name the user knows the pass by, in "LLVM's ... innermost loops
/// only"; null for the passes that take outer loops too.
const char *innermostOnlyPass(loopcc::TransformKind Kind) {
  switch (loopcc::passKind(Kind)) {
  case loopcc::TransformKind::Vectorize:
    // LLVM 22 vectorizes outer loops only on its VPlan-native path, which
    // clang's pipelines do not enable.
    return "vectorizer vectorizes";
  case loopcc::TransformKind::Distribute:
    // LoopDistribute's worklist holds the innermost loops of the function.
    return "loop distribution splits";
  case loopcc::TransformKind::Interleave:
    llvm_unreachable("passKind gives vectorize for interleave");
  case loopcc::TransformKind::Unroll:
  case loopcc::TransformKind::UnrollAndJam:
  case loopcc::TransformKind::Interchange:
  case loopcc::TransformKind::Tile:
  case loopcc::TransformKind::Reverse:
    return nullptr;
  }
  llvm_unreachable("unknown TransformKind");
}

} // namespace

std::string loopcc::diagnoseInnermostOnly(const llvm::Loop &L,
                                          TransformKind Kind) {
  const char *Pass = innermostOnlyPass(Kind);
  if (!Pass || L.isInnermost())
    return "";
  return std::string("the loop is not innermost: LLVM's ") + Pass +
         " innermost loops only; put the directive on the innermost loop "
         "(after tile, interchange or unroll_and_jam, name it with "
         "on(role), e.g. on(intratile(1)) after a one-dimensional tile)";
}
