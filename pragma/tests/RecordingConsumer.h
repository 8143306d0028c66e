//===- RecordingConsumer.h - Diagnostics kept for the unit tests -*- C++ -*-===//
//
// A DiagnosticConsumer that keeps every diagnostic with its level, text,
// file position (as clang would print it) and fix-its, for tests to check.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PRAGMA_TESTS_RECORDINGCONSUMER_H
#define LOOPCC_PRAGMA_TESTS_RECORDINGCONSUMER_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallString.h"

#include <string>
#include <vector>

namespace loopcc {
namespace unittest {

struct RecordedDiag {
  clang::DiagnosticsEngine::Level Level;
  std::string Message;
  unsigned Line = 0;
  unsigned Column = 0;
  std::vector<std::string> FixIts;
};

class RecordingConsumer : public clang::DiagnosticConsumer {
public:
  std::vector<RecordedDiag> Diags;

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    RecordedDiag R;
    R.Level = Level;
    llvm::SmallString<256> Text;
    Info.FormatDiagnostic(Text);
    R.Message = std::string(Text);
    if (Info.getLocation().isValid() && Info.hasSourceManager()) {
      const clang::SourceManager &SM = Info.getSourceManager();
      clang::PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Info.getLocation()));
      if (P.isValid()) {
        R.Line = P.getLine();
        R.Column = P.getColumn();
      }
    }
    for (const clang::FixItHint &Hint : Info.getFixItHints())
      R.FixIts.push_back(Hint.CodeToInsert);
    Diags.push_back(std::move(R));
  }
};

} // namespace unittest
} // namespace loopcc

#endif
