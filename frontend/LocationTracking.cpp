//===- LocationTracking.cpp - Loop locations for units with directives ----===//

#include "frontend/LocationTracking.h"
#include "frontend/LoopccOptions.h"

#include "clang/Basic/CodeGenOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "llvm/Support/MemoryBuffer.h"

namespace {

/// True if Text has \p First, then at least one of \p Separators, then
/// \p Then. A false positive only costs location tracking.
bool mentionsPair(llvm::StringRef Text, llvm::StringRef First,
                  llvm::StringRef Separators, llvm::StringRef Then) {
  size_t Pos = 0;
  while ((Pos = Text.find(First, Pos)) != llvm::StringRef::npos) {
    llvm::StringRef Rest = Text.drop_front(Pos + First.size());
    llvm::StringRef AfterSeparators = Rest.ltrim(Separators);
    if (AfterSeparators.size() != Rest.size() &&
        AfterSeparators.starts_with(Then))
      return true;
    Pos += First.size();
  }
  return false;
}

/// `#pragma loop transform` or `_Pragma("loop transform ...")`; under
/// -floop-transform-openmp also `#pragma omp` or `_Pragma("omp ...")`, as
/// OpenMP's loop transformations are directives too.
bool mentionsDirective(llvm::StringRef Text) {
  return mentionsPair(Text, "loop", " \t\\\r\n", "transform") ||
         (loopcc::loopccOptions().OpenMP &&
          mentionsPair(Text, "pragma", " \t(\"", "omp"));
}

bool mainFileMentionsLoopTransform(clang::CompilerInstance &CI) {
  // A chains file may name any loop of the unit.
  if (!loopcc::loopccOptions().ChainsFile.empty())
    return true;
  for (const clang::FrontendInputFile &Input : CI.getFrontendOpts().Inputs) {
    if (!Input.isFile())
      return true;
    // Standard input can be read only once; assume it has directives.
    if (Input.getFile() == "-")
      return true;
    auto Buffer = llvm::MemoryBuffer::getFile(Input.getFile(),
                                              /*IsText=*/true);
    // An unreadable input is reported by clang itself later.
    if (!Buffer)
      continue;
    if (mentionsDirective((*Buffer)->getBuffer()))
      return true;
  }
  return false;
}

} // namespace

bool loopcc::enableLocationTracking(clang::CompilerInstance &CI,
                                    const LocationTrackingPlan &Plan) {
  clang::CodeGenOptions &CGOpts = CI.getCodeGenOpts();
  if (CGOpts.getDebugInfo() != llvm::codegenoptions::NoDebugInfo)
    return true;
  if (!Plan.ForceTracking && !mainFileMentionsLoopTransform(CI))
    return false;
  CGOpts.setDebugInfo(llvm::codegenoptions::LocTrackingOnly);
  return true;
}

loopcc::DiagnosticCounter::DiagnosticCounter(
    std::unique_ptr<clang::DiagnosticConsumer> Owned,
    clang::DiagnosticConsumer *Target, unsigned Skip)
    : Owned(std::move(Owned)), Target(Target), Skip(Skip),
      TargetErrorsBefore(Target->getNumErrors()),
      TargetWarningsBefore(Target->getNumWarnings()) {}

void loopcc::DiagnosticCounter::BeginSourceFile(
    const clang::LangOptions &LangOpts, const clang::Preprocessor *PP) {
  Target->BeginSourceFile(LangOpts, PP);
}

void loopcc::DiagnosticCounter::EndSourceFile() {
  Target->EndSourceFile();
  syncCounts();
}

void loopcc::DiagnosticCounter::finish() {
  Target->finish();
  syncCounts();
}

void loopcc::DiagnosticCounter::clear() {
  // What was counted so far is not this compile's to summarize (an attempt
  // that is run again): counting starts over from the consumer's counts.
  clang::DiagnosticConsumer::clear();
  SkippedErrors = SkippedWarnings = 0;
  TargetErrorsBefore = Target->getNumErrors();
  TargetWarningsBefore = Target->getNumWarnings();
}

void loopcc::DiagnosticCounter::syncCounts() {
  NumErrors = SkippedErrors + Target->getNumErrors() - TargetErrorsBefore;
  NumWarnings =
      SkippedWarnings + Target->getNumWarnings() - TargetWarningsBefore;
}

bool loopcc::DiagnosticCounter::IncludeInDiagnosticCounts() const {
  return Target->IncludeInDiagnosticCounts();
}

void loopcc::DiagnosticCounter::HandleDiagnostic(
    clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) {
  ++Count;
  if (Count <= Skip) {
    // Shown by the first run: counted, so that "N warnings generated"
    // stays right, but not shown again.
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    SkippedErrors = NumErrors;
    SkippedWarnings = NumWarnings;
    return;
  }
  Target->HandleDiagnostic(Level, Info);
  syncCounts();
}

loopcc::DiagnosticCounter *
loopcc::installDiagnosticCounter(clang::DiagnosticsEngine &Diags,
                                 unsigned Skip) {
  clang::DiagnosticConsumer *Target = Diags.getClient();
  std::unique_ptr<clang::DiagnosticConsumer> Owned = Diags.takeClient();
  auto *Counter = new DiagnosticCounter(std::move(Owned), Target, Skip);
  Diags.setClient(Counter, /*ShouldOwnClient=*/true);
  return Counter;
}
