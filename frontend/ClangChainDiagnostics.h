//===- ClangChainDiagnostics.h - The reporter's diagnostics, in clang -*- C++ -*-===//
//
// Turns the reporter's warnings and notes into clang diagnostics at the
// loop and at each directive: the warning is clang's own -Wpass-failed
// backend warning, so -Werror=pass-failed, -Wno-pass-failed, SARIF and
// colours behave as in clang.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_CLANGCHAINDIAGNOSTICS_H
#define LOOPCC_FRONTEND_CLANGCHAINDIAGNOSTICS_H

#include "passes/ChainDiagnostics.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace clang {
class DiagnosticsEngine;
}

namespace loopcc {

/// Where a chain is written.
struct ChainLocations {
  clang::SourceLocation Loop;
  llvm::SmallVector<clang::SourceLocation, 4> Steps;
};

class ClangChainDiagnostics : public ChainDiagnostics {
public:
  explicit ClangChainDiagnostics(clang::DiagnosticsEngine &Diags);

  void setLocations(unsigned ChainId, ChainLocations Locations) {
    ById[ChainId] = std::move(Locations);
  }

  void warnAtLoop(const LoopChain &Chain, llvm::StringRef Message) override;
  void noteAtStep(const LoopChain &Chain, unsigned Step,
                  llvm::StringRef Message) override;

private:
  clang::DiagnosticsEngine &Diags;
  unsigned NoteID;
  llvm::DenseMap<unsigned, ChainLocations> ById;
};

} // namespace loopcc

#endif
