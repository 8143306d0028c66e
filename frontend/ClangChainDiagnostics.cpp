//===- ClangChainDiagnostics.cpp - The reporter's diagnostics, in clang ---===//

#include "frontend/ClangChainDiagnostics.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"

loopcc::ClangChainDiagnostics::ClangChainDiagnostics(
    clang::DiagnosticsEngine &Diags, clang::FileManager *Files,
    clang::SourceManager *Sources)
    : Diags(Diags), Files(Files), Sources(Sources) {
  NoteID = Diags.getDiagnosticIDs()->getCustomDiagID(
      clang::DiagnosticIDs::Note, "%0");
}

clang::SourceLocation
loopcc::ClangChainDiagnostics::locate(const SourcePosition &Pos) {
  if (!Files || !Sources || Pos.File.empty() || Pos.Line == 0)
    return clang::SourceLocation();
  llvm::Expected<clang::FileEntryRef> File = Files->getFileRef(Pos.File);
  if (!File) {
    llvm::consumeError(File.takeError());
    return clang::SourceLocation();
  }
  // An IR input's source files are not loaded yet: load them, as clang
  // does to show a remark of an IR input at its line.
  clang::FileID FID = Sources->getOrCreateFileID(*File, clang::SrcMgr::C_User);
  return Sources->translateLineCol(FID, Pos.Line, Pos.Column);
}

std::string loopcc::ClangChainDiagnostics::withPosition(
    clang::SourceLocation Loc, const SourcePosition &Pos,
    llvm::StringRef Message) {
  // A source file that is not at hand (an IR input compiled elsewhere):
  // the position still says where, as LLVM's own diagnostics print it.
  if (Loc.isValid() || Pos.File.empty() || Pos.Line == 0)
    return Message.str();
  return Pos.File + ":" + std::to_string(Pos.Line) + ":" +
         std::to_string(Pos.Column) + ": " + Message.str();
}

void loopcc::ClangChainDiagnostics::warnAtLoop(const LoopChain &Chain,
                                               llvm::StringRef Message) {
  auto It = ById.find(Chain.Id);
  clang::SourceLocation Loc =
      It != ById.end() ? It->second.Loop : locate(Chain.Loop);
  Diags.Report(Loc, clang::diag::warn_fe_backend_optimization_failure)
      << withPosition(Loc, Chain.Loop, Message);
}

void loopcc::ClangChainDiagnostics::noteAtStep(const LoopChain &Chain,
                                               unsigned Step,
                                               llvm::StringRef Message) {
  assert(Step < Chain.Steps.size() && "a note for a step the chain lacks");
  auto It = ById.find(Chain.Id);
  clang::SourceLocation Loc;
  if (It != ById.end() && Step < It->second.Steps.size())
    Loc = It->second.Steps[Step];
  else if (It == ById.end())
    Loc = locate(Chain.Steps[Step].Pragma);
  Diags.Report(Loc, NoteID)
      << withPosition(Loc, Chain.Steps[Step].Pragma, Message);
}

unsigned loopcc::customWarningID(clang::DiagnosticsEngine &Diags,
                                 llvm::StringRef Text,
                                 clang::diag::Group Group) {
  clang::DiagnosticIDs::CustomDiagDesc Desc(
      clang::diag::Severity::Warning, Text.str(),
      clang::DiagnosticIDs::CLASS_WARNING, /*ShowInSystemHeader=*/false,
      /*ShowInSystemMacro=*/false, Group);
  return Diags.getDiagnosticIDs()->getCustomDiagID(Desc);
}
