//===- LocationTracking.cpp - Loop locations for units with directives ----===//

#include "frontend/LocationTracking.h"
#include "frontend/LoopccOptions.h"

#include "clang/Basic/CodeGenOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "llvm/Support/MemoryBuffer.h"

namespace {

/// True if Text may hold `#pragma loop transform` or `_Pragma("loop
/// transform ...")`: the word `loop`, blanks, then `transform`. A false
/// positive only costs location tracking.
bool mentionsLoopTransform(llvm::StringRef Text) {
  size_t Pos = 0;
  while ((Pos = Text.find("loop", Pos)) != llvm::StringRef::npos) {
    llvm::StringRef Rest = Text.drop_front(Pos + 4);
    llvm::StringRef AfterBlanks = Rest.ltrim(" \t\\\r\n");
    if (AfterBlanks.size() != Rest.size() &&
        AfterBlanks.starts_with("transform"))
      return true;
    Pos += 4;
  }
  return false;
}

/// True if Text may hold `#pragma omp` or `_Pragma("omp ...")`: under
/// -floop-transform-openmp, OpenMP's loop transformations are directives
/// too. `pragma`, blanks or `("`, then `omp`.
bool mentionsOpenMP(llvm::StringRef Text) {
  size_t Pos = 0;
  while ((Pos = Text.find("pragma", Pos)) != llvm::StringRef::npos) {
    llvm::StringRef Rest = Text.drop_front(Pos + 6).ltrim(" \t(\"");
    if (Rest.starts_with("omp"))
      return true;
    Pos += 6;
  }
  return false;
}

bool mainFileMentionsLoopTransform(clang::CompilerInstance &CI) {
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
    if (mentionsLoopTransform((*Buffer)->getBuffer()) ||
        (loopcc::loopccOptions().OpenMP && mentionsOpenMP((*Buffer)->getBuffer())))
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
    : Owned(std::move(Owned)), Target(Target), Skip(Skip) {}

void loopcc::DiagnosticCounter::BeginSourceFile(
    const clang::LangOptions &LangOpts, const clang::Preprocessor *PP) {
  Target->BeginSourceFile(LangOpts, PP);
}

void loopcc::DiagnosticCounter::EndSourceFile() { Target->EndSourceFile(); }

void loopcc::DiagnosticCounter::finish() { Target->finish(); }

bool loopcc::DiagnosticCounter::IncludeInDiagnosticCounts() const {
  return Target->IncludeInDiagnosticCounts();
}

void loopcc::DiagnosticCounter::HandleDiagnostic(
    clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) {
  // Counted in any case, so that "N warnings generated" stays right.
  clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
  ++Count;
  if (Count <= Skip)
    return;
  Target->HandleDiagnostic(Level, Info);
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
