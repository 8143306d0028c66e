//===- CheckUnit.cpp - loopcc-check: one translation unit -----------------===//

#include "driver/CheckUnit.h"
#include "driver/Installation.h"
#include "frontend/LocationTracking.h"
#include "frontend/LoopTransformAction.h"
#include "frontend/LoopccOptions.h"
#include "frontend/PredefinedMacros.h"
#include "passes/TransformReport.h"

#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"

namespace {

/// Counts the errors that are not loopcc's own missed transformations
/// (which -Werror=pass-failed may have turned into errors).
class ErrorCounter : public clang::DiagnosticConsumer {
public:
  explicit ErrorCounter(clang::DiagnosticConsumer &Target) : Target(Target) {}

  void BeginSourceFile(const clang::LangOptions &LO,
                       const clang::Preprocessor *PP) override {
    Target.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Target.EndSourceFile(); }
  void finish() override { Target.finish(); }

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    // "too many errors emitted" follows missed transformations made errors
    // by -Werror as much as any other error.
    if (Level >= clang::DiagnosticsEngine::Error &&
        Info.getID() != clang::diag::warn_fe_backend_optimization_failure &&
        Info.getID() != clang::diag::fatal_too_many_errors)
      ++OtherErrors;
    Target.HandleDiagnostic(Level, Info);
  }

  unsigned OtherErrors = 0;

private:
  clang::DiagnosticConsumer &Target;
};

/// One compile command: loopcc's action around "emit LLVM only", which
/// runs the whole optimization pipeline and writes no file. A unit whose
/// directives come from a header macro is compiled a second time with
/// loop locations, as loopcc does.
class CheckAction : public clang::tooling::ToolAction {
public:
  bool runInvocation(std::shared_ptr<clang::CompilerInvocation> Invocation,
                     clang::FileManager *Files,
                     std::shared_ptr<clang::PCHContainerOperations> PCHOps,
                     clang::DiagnosticConsumer *DiagConsumer) override {
    loopcc::addPredefinedMacros(Invocation->getPreprocessorOpts());
    Invocation->getFrontendOpts().ProgramAction =
        clang::frontend::EmitLLVMOnly;
    Invocation->getFrontendOpts().OutputFile = "-";
    if (Invocation->getHeaderSearchOpts().ResourceDir.empty())
      Invocation->getHeaderSearchOpts().ResourceDir =
          loopcc::clangResourceDir();

    loopcc::LocationTrackingPlan Plan;
    for (int Attempt = 0; Attempt < 2; ++Attempt) {
      auto Copy = std::make_shared<clang::CompilerInvocation>(*Invocation);
      clang::CompilerInstance Compiler(std::move(Copy), PCHOps);
      Compiler.setVirtualFileSystem(Files->getVirtualFileSystemPtr());
      Compiler.setFileManager(Files);
      Compiler.createDiagnostics(DiagConsumer, /*ShouldOwnClient=*/false);
      if (!Compiler.hasDiagnostics())
        return false;
      loopcc::DiagnosticCounter *Counter = nullptr;
      if (Compiler.getDiagnosticOpts().getFormat() !=
          clang::DiagnosticOptions::SARIF)
        Counter = loopcc::installDiagnosticCounter(Compiler.getDiagnostics(),
                                                   Plan.DiagnosticsToSkip);
      Compiler.createSourceManager();
      bool Track = loopcc::enableLocationTracking(Compiler, Plan);
      loopcc::LoopTransformAction Action(
          std::make_unique<clang::EmitLLVMOnlyAction>(), Track, Counter);
      bool Success = Compiler.ExecuteAction(Action);
      Files->clearStatCache();
      if (!Action.needsLocationRerun())
        return Success;
      Plan.ForceTracking = true;
      Plan.DiagnosticsToSkip = Action.diagnosticsBeforeRerunDecision();
    }
    return false;
  }
};

} // namespace

loopcc::UnitResult
loopcc::checkUnit(const clang::tooling::CompilationDatabase &DB,
                  llvm::StringRef File, bool Colors) {
  UnitResult Result;
  clang::tooling::ClangTool Tool(DB, {File.str()});
  // Keep the unit's flags (no -fsyntax-only as ClangTool would add); drop
  // its outputs.
  Tool.clearArgumentsAdjusters();
  Tool.appendArgumentsAdjuster(clang::tooling::getClangStripOutputAdjuster());
  Tool.appendArgumentsAdjuster(
      clang::tooling::getClangStripDependencyFileAdjuster());
  // loopcc's own options (a database written by a loopcc build) are not
  // clang's.
  Tool.appendArgumentsAdjuster([](const clang::tooling::CommandLineArguments &Args,
                                  llvm::StringRef) {
    clang::tooling::CommandLineArguments Kept;
    for (const std::string &A : Args)
      if (!llvm::StringRef(A).starts_with("-floop-transform-"))
        Kept.push_back(A);
    return Kept;
  });
  Tool.appendArgumentsAdjuster(clang::tooling::getInsertArgumentAdjuster(
      {"-resource-dir", loopcc::clangResourceDir()},
      clang::tooling::ArgumentInsertPosition::BEGIN));

  // Printed as clang prints them, with the flag of each warning.
  clang::DiagnosticOptions DiagOpts;
  DiagOpts.ShowColors = Colors || llvm::errs().has_colors();
  DiagOpts.ShowOptionNames = true;
  clang::TextDiagnosticPrinter Printer(llvm::errs(), DiagOpts);
  ErrorCounter Counter(Printer);
  Tool.setDiagnosticConsumer(&Counter);
  Tool.setPrintErrorMessage(false);

  loopccOptions().ReportedUnits.clear();
  CheckAction Action;
  int Status = Tool.run(&Action);
  // A unit that failed for another reason than a missed transformation
  // under -Werror (a syntax error, no compile command, a driver error)
  // could not be checked.
  Result.ToolError = Status != 0 && (Counter.OtherErrors > 0 ||
                                     loopccOptions().ReportedUnits.empty());
  std::string Directory;
  std::vector<clang::tooling::CompileCommand> Commands =
      DB.getCompileCommands(File);
  if (!Commands.empty())
    Directory = Commands.front().Directory;
  for (llvm::json::Value &Unit : loopccOptions().ReportedUnits) {
    if (llvm::json::Object *O = Unit.getAsObject())
      (*O)["directory"] = loopcc::jsonText(Directory);
    Result.Units.push_back(std::move(Unit));
  }
  loopccOptions().ReportedUnits.clear();
  return Result;
}
