//===- InnermostDiagnosis.h - Why an innermost-only pass skips a loop -*- C++ -*-===//
//
// LLVM's loop vectorizer and LoopDistribute take innermost loops only and
// leave an outer loop alone without a remark of their own; the remarks
// found inside such a loop are about its inner loops and would give the
// wrong reason (or none). This says what the user can act on.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_INNERMOSTDIAGNOSIS_H
#define LOOPCC_PASSES_INNERMOSTDIAGNOSIS_H

#include "pragma/vocabulary/Vocabulary.h"

#include <string>

namespace llvm {
class Loop;
} // namespace llvm

namespace loopcc {

/// Why the pass of \p Kind cannot take \p L as a whole (it takes innermost
/// loops only and \p L is not one), with where the directive belongs
/// instead; "" when the pass can try, or takes outer loops too.
std::string diagnoseInnermostOnly(const llvm::Loop &L, TransformKind Kind);

} // namespace loopcc

#endif
