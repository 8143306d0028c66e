//===- LoopIDs.h - Loop IDs built by hand, for the tests ---------*- C++ -*-===//

#ifndef LOOPCC_PASSES_TESTS_LOOPIDS_H
#define LOOPCC_PASSES_TESTS_LOOPIDS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Metadata.h"

namespace loopcc::testing {

/// A loop ID: distinct, referring to itself first, then \p Ops.
inline llvm::MDNode *loopID(llvm::LLVMContext &Ctx,
                            llvm::ArrayRef<llvm::Metadata *> Ops = {}) {
  llvm::SmallVector<llvm::Metadata *, 4> All{nullptr};
  All.append(Ops.begin(), Ops.end());
  llvm::MDNode *ID = llvm::MDNode::getDistinct(Ctx, All);
  ID->replaceOperandWith(0, ID);
  return ID;
}

} // namespace loopcc::testing

#endif
