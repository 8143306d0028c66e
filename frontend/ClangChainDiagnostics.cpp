//===- ClangChainDiagnostics.cpp - The reporter's diagnostics, in clang ---===//

#include "frontend/ClangChainDiagnostics.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticFrontend.h"

loopcc::ClangChainDiagnostics::ClangChainDiagnostics(
    clang::DiagnosticsEngine &Diags)
    : Diags(Diags) {
  NoteID = Diags.getDiagnosticIDs()->getCustomDiagID(
      clang::DiagnosticIDs::Note, "%0");
}

void loopcc::ClangChainDiagnostics::warnAtLoop(const LoopChain &Chain,
                                               llvm::StringRef Message) {
  auto It = ById.find(Chain.Id);
  clang::SourceLocation Loc = It != ById.end() ? It->second.Loop
                                               : clang::SourceLocation();
  Diags.Report(Loc, clang::diag::warn_fe_backend_optimization_failure)
      << Message;
}

void loopcc::ClangChainDiagnostics::noteAtStep(const LoopChain &Chain,
                                               unsigned Step,
                                               llvm::StringRef Message) {
  auto It = ById.find(Chain.Id);
  clang::SourceLocation Loc;
  if (It != ById.end() && Step < It->second.Steps.size())
    Loc = It->second.Steps[Step];
  Diags.Report(Loc, NoteID) << Message;
}
