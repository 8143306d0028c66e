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

#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace clang {
class DiagnosticsEngine;
class FileManager;
class SourceManager;
} // namespace clang

namespace loopcc {

/// The ID of a warning of loopcc's own, with \p Text, in clang's warning
/// group \p Group (so that -Wno-..., -Werror=... treat it as clang's own:
/// BackendOptimizationFailure is -Wpass-failed).
unsigned customWarningID(clang::DiagnosticsEngine &Diags, llvm::StringRef Text,
                         clang::diag::Group Group);

/// Where a chain is written.
struct ChainLocations {
  clang::SourceLocation Loop;
  llvm::SmallVector<clang::SourceLocation, 4> Steps;
};

class ClangChainDiagnostics : public ChainDiagnostics {
public:
  /// With \p Files and \p Sources, a chain whose locations were not set
  /// (an IR input's, read from its record) is reported at the positions
  /// the record gives, in the files as they are on disk, as clang does for
  /// an IR input's remarks.
  explicit ClangChainDiagnostics(clang::DiagnosticsEngine &Diags,
                                 clang::FileManager *Files = nullptr,
                                 clang::SourceManager *Sources = nullptr);

  void setLocations(unsigned ChainId, ChainLocations Locations) {
    ById[ChainId] = std::move(Locations);
  }

  void warnAtLoop(const LoopChain &Chain, llvm::StringRef Message) override;
  void noteAtStep(const LoopChain &Chain, unsigned Step,
                  llvm::StringRef Message) override;

private:
  clang::SourceLocation locate(const SourcePosition &Pos);
  /// \p Message, led by \p Pos when \p Loc could not be found for it.
  static std::string withPosition(clang::SourceLocation Loc,
                                  const SourcePosition &Pos,
                                  llvm::StringRef Message);

  clang::DiagnosticsEngine &Diags;
  clang::FileManager *Files;
  clang::SourceManager *Sources;
  unsigned NoteID;
  llvm::DenseMap<unsigned, ChainLocations> ById;
};

} // namespace loopcc

#endif
