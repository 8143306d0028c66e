//===- VectorizeDiagnosis.h - Why the vectorizer cannot take a loop -*- C++ -*-===//
//
// LLVM's loop vectorizer leaves an outer loop alone without a remark of its
// own; the remarks found inside such a loop are about its inner loops and
// would give the wrong reason. This says what the user can act on.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_VECTORIZEDIAGNOSIS_H
#define LOOPCC_PASSES_VECTORIZEDIAGNOSIS_H

#include <string>

namespace llvm {
class Loop;
} // namespace llvm

namespace loopcc {

/// Why the vectorizer cannot take \p L as a whole (it is not innermost),
/// with where the directive belongs instead; "" when it can try.
std::string diagnoseVectorizeShape(const llvm::Loop &L);

} // namespace loopcc

#endif
