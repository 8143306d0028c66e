//===- LocationTracking.h - Loop locations for units with directives -*- C++ -*-===//
//
// Directives are bound to IR loops by the loops' source locations, which
// clang attaches only when debug info is at least "location tracking"
// (what it does for -Rpass). That costs about 8% of compile time, so only a
// unit with directives pays it: its main file is scanned for the words
// `loop transform` before parsing. A directive that comes from elsewhere (a
// header, a macro defined in a header) is seen only during parsing; such a
// unit is compiled again with locations, and the diagnostics the first
// attempt already printed are not printed twice.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_LOCATIONTRACKING_H
#define LOOPCC_FRONTEND_LOCATIONTRACKING_H

#include "clang/Basic/Diagnostic.h"

#include <memory>

namespace clang {
class CompilerInstance;
}

namespace loopcc {

/// How one compile attempt treats loop locations.
struct LocationTrackingPlan {
  /// Set for the second attempt of a unit whose directives were found late.
  bool ForceTracking = false;
  /// Diagnostics the first attempt printed before it stopped printing.
  unsigned DiagnosticsToSkip = 0;
};

/// Turns on location tracking (without emitting debug info) if the unit may
/// hold directives. Returns true if loops will carry source locations.
bool enableLocationTracking(clang::CompilerInstance &CI,
                            const LocationTrackingPlan &Plan);

/// Forwards diagnostics to the real consumer, counting them and dropping the
/// first `Skip` (already printed by an earlier attempt).
class DiagnosticCounter : public clang::DiagnosticConsumer {
public:
  DiagnosticCounter(std::unique_ptr<clang::DiagnosticConsumer> Owned,
                    clang::DiagnosticConsumer *Target, unsigned Skip);

  unsigned count() const { return Count; }

  void BeginSourceFile(const clang::LangOptions &LangOpts,
                       const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void finish() override;
  void clear() override;
  bool IncludeInDiagnosticCounts() const override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

private:
  /// The counts are the consumer's it passes diagnostics on to (which
  /// under -verify counts only what was not expected, and what was
  /// expected but not seen), and the skipped diagnostics'.
  void syncCounts();

  std::unique_ptr<clang::DiagnosticConsumer> Owned;
  clang::DiagnosticConsumer *Target;
  unsigned Skip;
  unsigned Count = 0;
  unsigned SkippedErrors = 0, SkippedWarnings = 0;
  /// What the consumer had counted before this compile (loopcc-check's
  /// consumer outlives each unit's compiles).
  unsigned TargetErrorsBefore, TargetWarningsBefore;
};

/// Puts a DiagnosticCounter in front of Diags' consumer.
DiagnosticCounter *installDiagnosticCounter(clang::DiagnosticsEngine &Diags,
                                            unsigned Skip);

} // namespace loopcc

#endif
