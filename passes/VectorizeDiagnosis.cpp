//===- VectorizeDiagnosis.cpp - Why the vectorizer cannot take a loop -----===//

#include "passes/VectorizeDiagnosis.h"

#include "llvm/Analysis/LoopInfo.h"

std::string loopcc::diagnoseVectorizeShape(const llvm::Loop &L) {
  if (L.isInnermost())
    return "";
  // LLVM 22 vectorizes outer loops only on its VPlan-native path, which
  // clang's pipelines do not enable.
  return "the loop is not innermost: LLVM's vectorizer vectorizes "
         "innermost loops only; put the "
         "directive on the innermost loop (after tile, interchange or "
         "unroll_and_jam, name it with on(role), e.g. on(intratile(1)) "
         "after a one-dimensional tile)";
}
