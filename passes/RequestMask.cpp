//===- RequestMask.cpp - Other loops' requests, hidden from a pass --------===//

#include "passes/RequestMask.h"
#include "passes/ChainMetadata.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Metadata.h"

loopcc::RequestMask::RequestMask(llvm::Function &F, TransformKind Kind,
                                 llvm::ArrayRef<const llvm::MDNode *> Kept)
    : F(F) {
  auto IsRequest = [&](const llvm::Metadata *Op) {
    return isRequestAttribute(attributeName(Op), Kind);
  };
  replaceLoopIDs(F, [&](llvm::MDNode *Old) -> llvm::MDNode * {
    if (llvm::is_contained(Kept, Old) ||
        llvm::none_of(llvm::drop_begin(Old->operands()),
                      [&](const llvm::MDOperand &Op) {
                        return IsRequest(Op.get());
                      }))
      return Old;
    llvm::MDNode *New = editLoopID(Old, IsRequest, {});
    Masked[New] = Old;
    return New;
  });
}

void loopcc::RequestMask::restore() {
  if (Masked.empty())
    return;
  replaceLoopIDs(F, [&](llvm::MDNode *Old) -> llvm::MDNode * {
    auto It = Masked.find(Old);
    return It == Masked.end() ? Old : It->second;
  });
  Masked.clear();
}
