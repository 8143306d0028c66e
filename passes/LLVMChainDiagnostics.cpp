//===- LLVMChainDiagnostics.cpp - The reporter's diagnostics, in LLVM -----===//

#include "passes/LLVMChainDiagnostics.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"

#include <cassert>

namespace {

/// A message at a source position that no debug location may exist for
/// (the directive's line): the chain record carries positions as text.
class ChainDiagnosticInfo : public llvm::DiagnosticInfo {
public:
  ChainDiagnosticInfo(llvm::DiagnosticSeverity Severity,
                      const loopcc::SourcePosition &Pos,
                      llvm::StringRef Message)
      : llvm::DiagnosticInfo(kind(), Severity), Pos(Pos), Message(Message) {}

  void print(llvm::DiagnosticPrinter &DP) const override {
    if (!Pos.File.empty())
      DP << Pos.File << ":" << Pos.Line << ":" << Pos.Column << ": ";
    DP << Message;
  }

  static bool classof(const llvm::DiagnosticInfo *DI) {
    return DI->getKind() == kind();
  }

private:
  const loopcc::SourcePosition &Pos;
  llvm::StringRef Message;

  static int kind() {
    static const int Kind = llvm::getNextAvailablePluginDiagnosticKind();
    return Kind;
  }
};

} // namespace

void loopcc::LLVMChainDiagnostics::warnAtLoop(const LoopChain &Chain,
                                              llvm::StringRef Message) {
  Ctx.diagnose(ChainDiagnosticInfo(llvm::DS_Warning, Chain.Loop, Message));
}

void loopcc::LLVMChainDiagnostics::noteAtStep(const LoopChain &Chain,
                                              unsigned Step,
                                              llvm::StringRef Message) {
  assert(Step < Chain.Steps.size() && "a note for a step the chain lacks");
  Ctx.diagnose(
      ChainDiagnosticInfo(llvm::DS_Note, Chain.Steps[Step].Pragma, Message));
}
