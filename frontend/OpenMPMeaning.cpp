//===- OpenMPMeaning.cpp - OpenMP's transformations' meaning --------------===//

#include "frontend/OpenMPMeaning.h"
#include "frontend/ClangChainDiagnostics.h"
#include "frontend/LoopccOptions.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <optional>

namespace {

bool takesOpenMPTransforms(clang::CompilerInstance &CI) {
  // -fopenmp-simd sets OpenMP (the version) too, and OpenMPSimd.
  return loopcc::loopccOptions().OpenMP && CI.getLangOpts().OpenMP &&
         !CI.getLangOpts().OpenMPSimd;
}

} // namespace

std::string loopcc::openMPPosition(const clang::SourceManager &SM,
                                   clang::SourceLocation KindLoc) {
  clang::PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(KindLoc));
  if (P.isInvalid())
    return "";
  return std::string(P.getFilename()) + ":" + std::to_string(P.getLine()) +
         ":" + std::to_string(P.getColumn());
}

bool loopcc::mayHandOpenMPToClang(clang::CompilerInstance &CI) {
  if (!takesOpenMPTransforms(CI))
    return false;
  // Standard input cannot be read again: its transformations stay
  // loopcc's steps.
  for (const clang::FrontendInputFile &Input : CI.getFrontendOpts().Inputs)
    if (!Input.isFile() || Input.getFile() == "-")
      return false;
  return true;
}

bool loopcc::handsAllOpenMPToClang(clang::CompilerInstance &CI) {
  clang::frontend::ActionKind Kind = CI.getFrontendOpts().ProgramAction;
  bool GeneratesCode = Kind == clang::frontend::EmitObj ||
                       Kind == clang::frontend::EmitAssembly ||
                       Kind == clang::frontend::EmitBC ||
                       Kind == clang::frontend::EmitLLVM ||
                       Kind == clang::frontend::EmitLLVMOnly ||
                       Kind == clang::frontend::EmitCodeGenOnly;
  return !GeneratesCode;
}

loopcc::OpenMPHandover
loopcc::openMPStepsNotApplied(llvm::ArrayRef<ChainReport> Reports,
                              const std::set<std::string> &OpenMPSteps) {
  OpenMPHandover NotApplied;
  for (const ChainReport &R : Reports) {
    auto Key = [&](unsigned S) {
      const SourcePosition &P = R.Chain.Steps[S].Pragma;
      return P.File + ":" + std::to_string(P.Line) + ":" +
             std::to_string(P.Column);
    };
    // A step under a run-time check is not applied where the check fails
    // (arrays that overlap run the loop as written): OpenMP's order is not
    // conditional.
    bool Any = false;
    for (unsigned S = 0; S < R.Steps.size(); ++S)
      if (OpenMPSteps.count(Key(S)) &&
          (R.Steps[S].Status == StepStatus::Missed ||
           R.Steps[S].Status == StepStatus::Skipped || R.Steps[S].RuntimeCheck))
        Any = true;
    if (!Any)
      continue;
    std::vector<std::string> Chain;
    for (unsigned S = 0; S < R.Steps.size(); ++S)
      if (OpenMPSteps.count(Key(S))) {
        NotApplied.Steps[Key(S)] = R.Steps[S].Reason;
        Chain.push_back(Key(S));
      }
    NotApplied.Chains.push_back(std::move(Chain));
  }
  return NotApplied;
}

/// "file:line:column" into its file and line.
static std::pair<llvm::StringRef, unsigned> fileAndLine(llvm::StringRef Key) {
  auto [Rest, Column] = Key.rsplit(':');
  auto [File, Line] = Rest.rsplit(':');
  unsigned N = 0;
  Line.getAsInteger(10, N);
  return {File, N};
}

bool loopcc::dropRejectedChains(OpenMPHandover &Handover,
                                const std::vector<ErrorLine> &Errors) {
  std::set<size_t> Drop;
  for (const ErrorLine &E : Errors) {
    std::optional<size_t> Owner;
    unsigned OwnerLine = 0;
    for (size_t C = 0; C < Handover.Chains.size(); ++C) {
      unsigned First = ~0u;
      bool SameFile = false;
      for (const std::string &Key : Handover.Chains[C]) {
        auto [File, Line] = fileAndLine(Key);
        if (File == E.File) {
          SameFile = true;
          First = std::min(First, Line);
        }
      }
      if (SameFile && First <= E.Line && (!Owner || First > OwnerLine)) {
        Owner = C;
        OwnerLine = First;
      }
    }
    if (Owner)
      Drop.insert(*Owner);
  }
  for (auto It = Drop.rbegin(); It != Drop.rend(); ++It) {
    for (const std::string &Key : Handover.Chains[*It])
      Handover.Steps.erase(Key);
    Handover.Chains.erase(Handover.Chains.begin() + *It);
  }
  return !Drop.empty();
}

void loopcc::warnIfMeaningChanges(clang::DiagnosticsEngine &Diags,
                                  const TransformDirective &D,
                                  const std::string &Reason) {
  // The engine's judgment of a schedule names the dependence it would
  // reverse so (ScheduleJudgment.cpp): the one reason that says the loop
  // would compute something else.
  size_t At = Reason.find("would reverse ");
  if (At == std::string::npos)
    return;
  unsigned ID = customWarningID(
      Diags,
      "'#pragma omp %0' changes what the loop computes: it reverses %1; it "
      "is done as OpenMP defines it (by clang, on the loop as written)",
      clang::diag::Group::OpenMP);
  // OpenMP's word (`stripe`, not the `tile` loopcc reads it as).
  llvm::StringRef Word = clang::Lexer::getSourceText(
      clang::CharSourceRange::getTokenRange(D.KindLoc),
      Diags.getSourceManager(), clang::LangOptions());
  Diags.Report(D.KindLoc, ID)
      << Word << Reason.substr(At + std::string("would reverse ").size());
}
