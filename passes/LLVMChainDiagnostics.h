//===- LLVMChainDiagnostics.h - The reporter's diagnostics, in LLVM -*- C++ -*-===//
//
// Without a frontend (opt with loopcc's pass plugin, clang -fpass-plugin),
// the reporter's warnings and notes go to the LLVMContext as diagnostics,
// as LLVM's own transform-warning does: opt prints
//   warning: t.c:5:3: loop not vectorized: <reason>
//   note: t.c:4:25: 'vectorize' requested here
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LLVMCHAINDIAGNOSTICS_H
#define LOOPCC_PASSES_LLVMCHAINDIAGNOSTICS_H

#include "passes/ChainDiagnostics.h"

namespace llvm {
class LLVMContext;
} // namespace llvm

namespace loopcc {

class LLVMChainDiagnostics : public ChainDiagnostics {
public:
  explicit LLVMChainDiagnostics(llvm::LLVMContext &Ctx) : Ctx(Ctx) {}

  void warnAtLoop(const LoopChain &Chain, llvm::StringRef Message) override;
  void noteAtStep(const LoopChain &Chain, unsigned Step,
                  llvm::StringRef Message) override;

private:
  llvm::LLVMContext &Ctx;
};

} // namespace loopcc

#endif
