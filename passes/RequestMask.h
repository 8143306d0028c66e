//===- RequestMask.h - Other loops' requests, hidden from a pass -*- C++ -*-===//
//
// LLVM's passes in their "only when forced" mode still take every loop that
// asks for their transformation: a lone directive left to LLVM's pipeline,
// a `#pragma clang loop` elsewhere in the function. While the scheduler
// runs a pass for a batch of loops, the other loops' requests for that
// transformation are taken off their IDs, and put back after.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_REQUESTMASK_H
#define LOOPCC_PASSES_REQUESTMASK_H

#include "pragma/vocabulary/Vocabulary.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"

namespace llvm {
class Function;
class MDNode;
} // namespace llvm

namespace loopcc {

class RequestMask {
public:
  /// Masks, in \p F, the requests for \p Kind of every loop whose ID is not
  /// one of \p Kept.
  RequestMask(llvm::Function &F, TransformKind Kind,
              llvm::ArrayRef<const llvm::MDNode *> Kept);
  RequestMask(const RequestMask &) = delete;
  RequestMask &operator=(const RequestMask &) = delete;
  ~RequestMask() { restore(); }

  /// Puts the masked requests back (on loops the pass left as they were).
  void restore();

private:
  llvm::Function &F;
  /// Masked ID -> the ID it stands for.
  llvm::DenseMap<llvm::MDNode *, llvm::MDNode *> Masked;
};

} // namespace loopcc

#endif
