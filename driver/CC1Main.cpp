//===- CC1Main.cpp - loopcc's compile job ---------------------------------===//
//
// The counterpart of clang's cc1_main: the same invocation parsing, the same
// diagnostics and backend, but the frontend action is wrapped in loopcc's
// (frontend/LoopTransformAction), which adds `#pragma loop transform`.
//
// A unit whose directives come only from headers is noticed during parsing,
// too late to turn on the loop locations directives need; it is compiled a
// second time with them (see frontend/LocationTracking.h).
//
//===----------------------------------------------------------------------===//

#include "driver/CC1Main.h"
#include "driver/Installation.h"
#include "frontend/LocationTracking.h"
#include "frontend/LoopTransformAction.h"
#include "frontend/LoopccOptions.h"
#include "frontend/OpenMPMeaning.h"
#include "frontend/PrecompiledHeaderDirectives.h"
#include "frontend/PredefinedMacros.h"
#include "frontend/PreprocessedDirectives.h"

#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/Stack.h"
#include "clang/CodeGen/ObjectFilePCHContainerWriter.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/FrontendTool/Utils.h"
#include "clang/Serialization/ObjectFilePCHContainerReader.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Support/Timer.h"

#include "llvm/Support/raw_ostream.h"
#include <set>
#include <string>
#include <vector>

#include <memory>

namespace {

void reportFatalLLVMError(void *UserData, const char *Message,
                          bool /*GenCrashDiag*/) {
  auto &Diags = *static_cast<clang::DiagnosticsEngine *>(UserData);
  Diags.Report(clang::diag::err_fe_error_backend) << Message;
  // Exit with status 70 as clang does, so the driver treats it as a crash.
  llvm::sys::RunInterruptHandlers();
  llvm::sys::Process::Exit(70);
}

/// A failed allocation in the compile job is an error where the parser is,
/// status 1, and no output file, not a crash report: clang-22's OpenMP Sema
/// sizes its tables by a `collapse(N)` or `ordered(N)` clause's N, so
/// `collapse('abcd')` asks for 200 GB (clang-22 itself aborts on it). The
/// allocation that failed was the large one, so reporting can allocate.
void reportOutOfMemory(void *UserData, const char *Message,
                       bool /*GenCrashDiag*/) {
  auto &Clang = *static_cast<clang::CompilerInstance *>(UserData);
  clang::DiagnosticsEngine &Diags = Clang.getDiagnostics();
  clang::SourceLocation Where;
  // The file's lexer (the parser may be reading a directive's tokens from
  // a token stream); a Lexer is the only kind of PreprocessorLexer. Its
  // position is just past the token the parser looks at.
  if (Clang.hasPreprocessor())
    if (clang::PreprocessorLexer *L =
            Clang.getPreprocessor().getCurrentFileLexer())
      Where = static_cast<clang::Lexer *>(L)->getSourceLocation();
  unsigned ID = Diags.getCustomDiagID(
      clang::DiagnosticsEngine::Error,
      "out of memory compiling the code up to here (%0); clang's OpenMP "
      "checks take memory in proportion to a 'collapse' or 'ordered' "
      "count, so a huge count is a likely cause");
  Diags.Report(Where, ID) << llvm::StringRef(Message).lower();
  // Partial outputs go as on a crash, but no stack is printed: this is an
  // error, and the recovery context returns its status to the driver.
  llvm::sys::RunInterruptHandlers();
  if (llvm::CrashRecoveryContext *CRC =
          llvm::CrashRecoveryContext::GetCurrent())
    CRC->DumpStackAndCleanupOnFailure = false;
  llvm::sys::Process::Exit(1);
}

/// LLVM's handlers for the compile job's fatal errors, for as long as its
/// compiler instance lives (every return of compileOnce removes them).
struct ErrorHandlers {
  explicit ErrorHandlers(clang::CompilerInstance &Clang) {
    llvm::install_fatal_error_handler(reportFatalLLVMError,
                                      &Clang.getDiagnostics());
    llvm::install_bad_alloc_error_handler(reportOutOfMemory, &Clang);
  }
  ~ErrorHandlers() {
    llvm::remove_fatal_error_handler();
    llvm::remove_bad_alloc_error_handler();
  }
};

/// Clang's program actions that run CodeGen or Sema, i.e. where directives
/// are parsed, bound and lowered. Preprocessing-only actions leave the
/// pragma untouched, so `-E` output keeps it.
bool actionSeesDirectives(clang::frontend::ActionKind Kind) {
  switch (Kind) {
  case clang::frontend::EmitAssembly:
  case clang::frontend::EmitBC:
  case clang::frontend::EmitLLVM:
  case clang::frontend::EmitLLVMOnly:
  case clang::frontend::EmitCodeGenOnly:
  case clang::frontend::EmitObj:
  case clang::frontend::ParseSyntaxOnly:
    return true;
  default:
    return false;
  }
}

bool actionGeneratesCode(clang::frontend::ActionKind Kind) {
  return actionSeesDirectives(Kind) && Kind != clang::frontend::ParseSyntaxOnly;
}

struct AttemptResult {
  bool Success = false;
  /// The unit holds directives but was compiled without loop locations.
  bool NeedsLocationRerun = false;
  unsigned DiagnosticsBeforeRerunDecision = 0;
  /// The unit has OpenMP loop transformations; nothing was decided about
  /// them (OpenMPMeaning.h): it is probed, then compiled again.
  bool NeedsOpenMPProbe = false;
  /// No code is generated: the probe hands every transformation to clang.
  bool ProbeHandsAll = false;
  /// The attempt was quiet: a probe found these OpenMP transformations to
  /// hand to clang; a trial handed them (Handover.All: every one).
  bool Quiet = false;
  bool Trial = false;
  loopcc::OpenMPHandover Handover;
  /// A quiet attempt's errors (not warnings made errors), where they were.
  std::vector<loopcc::ErrorLine> Errors;
};

/// A quiet attempt's diagnostics client: shows nothing, keeps where the
/// errors were (a trial's errors say which handed-over chain clang rejects).
class ErrorLineCollector : public clang::DiagnosticConsumer {
public:
  explicit ErrorLineCollector(std::vector<loopcc::ErrorLine> &Errors)
      : Errors(Errors) {}
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    // A warning made an error (-Werror=openmp) says nothing about what
    // clang accepts.
    if (Level < clang::DiagnosticsEngine::Error ||
        Info.getDiags()->getDiagnosticIDs()->isWarningOrExtension(Info.getID()))
      return;
    loopcc::ErrorLine Where;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const clang::SourceManager &SM = Info.getSourceManager();
      clang::PresumedLoc P =
          SM.getPresumedLoc(SM.getExpansionLoc(Info.getLocation()));
      if (P.isValid())
        Where = {P.getFilename(), P.getLine()};
    }
    Errors.push_back(std::move(Where));
  }

private:
  std::vector<loopcc::ErrorLine> &Errors;
};

/// What an attempt does about OpenMP's loop transformations.
struct OpenMPPlan {
  enum StageKind {
    /// Nothing decided: the first OpenMP transformation found stops the
    /// attempt (NeedsOpenMPProbe).
    Undecided,
    /// Quietly, without a handover: which does the engine not apply? (When
    /// no code is generated there is no report: a trial of every one.)
    Probe,
    /// Quietly, syntax only, with Handover: does clang accept it?
    Trial,
    /// For real, with Handover.
    Final,
  } Stage = Undecided;
  loopcc::OpenMPHandover Handover;
};

/// The most trials before nothing is handed over: each takes out at least
/// one chain clang rejects.
constexpr unsigned MaxOpenMPTrials = 8;

/// A probe or a trial: the next attempt shows and writes everything, so
/// this one shows and writes nothing, not even to standard output.
void makeQuiet(clang::CompilerInstance &Clang,
               std::vector<loopcc::ErrorLine> &Errors) {
  Clang.getDiagnostics().setClient(new ErrorLineCollector(Errors),
                                   /*ShouldOwnClient=*/true);
  // Nor "N warnings generated." (printDiagnosticStats).
  Clang.getDiagnosticOpts().ShowCarets = false;
  Clang.getFrontendOpts().OutputFile = "/dev/null";
  Clang.getFrontendOpts().ShowStats = false;
  // -MD, -H.
  Clang.getDependencyOutputOpts() = clang::DependencyOutputOptions();
  Clang.getCodeGenOpts().TimePasses = false;
  Clang.getCodeGenOpts().OptRecordFile.clear();
}

/// Handles what clang's ExecuteCompilerInvocation handles before the action:
/// -help, -version, plugins and -mllvm. Returns true if nothing is left to do.
bool handleImmediateOptions(clang::CompilerInstance &Clang) {
  clang::FrontendOptions &FEOpts = Clang.getFrontendOpts();
  // -floop-transform-print-pipeline: LLVM's own pipeline printer, which
  // also names loopcc's passes.
  if (loopcc::loopccOptions().PrintPipeline)
    FEOpts.LLVMArgs.push_back("-print-pipeline-passes");
  if (FEOpts.ShowHelp || FEOpts.ShowVersion) {
    llvm::cl::PrintVersionMessage();
    return true;
  }
  Clang.LoadRequestedPlugins();
  if (!FEOpts.LLVMArgs.empty()) {
    llvm::SmallVector<const char *, 16> Args;
    Args.push_back("loopcc (LLVM option parsing)");
    for (const std::string &A : FEOpts.LLVMArgs)
      Args.push_back(A.c_str());
    llvm::cl::ParseCommandLineOptions(Args.size(), Args.data());
  }
  return false;
}

/// -Xclang -verify: clang's consumer checks the diagnostics of one whole
/// attempt against the expected ones, so an attempt that stops for another
/// cannot show it the diagnostics it saw.
bool verifiesDiagnostics(llvm::ArrayRef<const char *> Argv) {
  return llvm::any_of(Argv, [](const char *A) {
    llvm::StringRef Arg(A);
    return Arg == "-verify" || Arg.starts_with("-verify=");
  });
}

/// \p Rehearsal: quiet whatever the stage (-verify: the attempts before the
/// last one are rehearsed, the last one is run again for real).
AttemptResult compileOnce(llvm::ArrayRef<const char *> Argv, const char *Argv0,
                          const loopcc::LocationTrackingPlan &Plan,
                          const OpenMPPlan &OpenMP, bool Rehearsal = false) {
  AttemptResult Result;
  auto PCHOps = std::make_shared<clang::PCHContainerOperations>();
  PCHOps->registerWriter(
      std::make_unique<clang::ObjectFilePCHContainerWriter>());
  PCHOps->registerReader(
      std::make_unique<clang::ObjectFilePCHContainerReader>());

  // Argument diagnostics are buffered until the real engine exists.
  clang::DiagnosticOptions ArgDiagOpts;
  auto *DiagsBuffer = new clang::TextDiagnosticBuffer;
  clang::DiagnosticsEngine ArgDiags(clang::DiagnosticIDs::create(),
                                    ArgDiagOpts, DiagsBuffer);
  auto Invocation = std::make_shared<clang::CompilerInvocation>();
  bool ArgsOk = clang::CompilerInvocation::CreateFromArgs(*Invocation, Argv,
                                                          ArgDiags, Argv0);
  loopcc::addPredefinedMacros(Invocation->getPreprocessorOpts());

  auto Clang = std::make_unique<clang::CompilerInstance>(std::move(Invocation),
                                                         std::move(PCHOps));
  if (!Clang->getFrontendOpts().TimeTracePath.empty())
    llvm::timeTraceProfilerInitialize(
        Clang->getFrontendOpts().TimeTraceGranularity, Argv0,
        Clang->getFrontendOpts().TimeTraceVerbose);
  if (Clang->getHeaderSearchOpts().UseBuiltinIncludes &&
      Clang->getHeaderSearchOpts().ResourceDir.empty())
    Clang->getHeaderSearchOpts().ResourceDir = loopcc::clangResourceDir();

  Clang->createVirtualFileSystem(llvm::vfs::getRealFileSystem(), DiagsBuffer);
  Clang->createDiagnostics();
  // clang's SARIF printer must stay the engine's client (FrontendAction
  // reaches it by a cast); a rerun may then repeat SARIF results.
  loopcc::DiagnosticCounter *Counter = nullptr;
  if (Clang->getDiagnosticOpts().getFormat() != clang::DiagnosticOptions::SARIF)
    Counter = loopcc::installDiagnosticCounter(Clang->getDiagnostics(),
                                               Plan.DiagnosticsToSkip);
  ErrorHandlers Handlers(*Clang);
  DiagsBuffer->FlushDiagnostics(Clang->getDiagnostics());
  if (!ArgsOk)
    return Result;

  if (handleImmediateOptions(*Clang)) {
    Result.Success = true;
    return Result;
  }
  if (Clang->getDiagnostics().hasErrorOccurred())
    return Result;
  // A chains file is an input of the unit: -MD's dependency file names it,
  // so that make and ninja compile again when it changes.
  const std::string &ChainsFile = loopcc::loopccOptions().ChainsFile;
  if (!ChainsFile.empty())
    Clang->getDependencyOutputOpts().ExtraDeps.push_back(
        {ChainsFile, clang::EDK_DepFileEntry});

  // OpenMP's meaning (OpenMPMeaning.h): probes and trials are quiet; a
  // trial needs clang's Sema only.
  bool Probe = OpenMP.Stage == OpenMPPlan::Probe;
  loopcc::OpenMPHandover Handover = OpenMP.Handover;
  if (Probe && loopcc::handsAllOpenMPToClang(*Clang)) {
    Probe = false;
    Handover.All = true;
    Result.Trial = true;
  }
  Result.Trial |= OpenMP.Stage == OpenMPPlan::Trial;
  Result.Quiet = Probe || Result.Trial || Rehearsal;
  if (Result.Quiet) {
    makeQuiet(*Clang, Result.Errors);
    Counter = nullptr;
  }
  if (OpenMP.Stage == OpenMPPlan::Trial)
    Clang->getFrontendOpts().ProgramAction = clang::frontend::ParseSyntaxOnly;

  clang::frontend::ActionKind Kind = Clang->getFrontendOpts().ProgramAction;
  std::unique_ptr<clang::FrontendAction> Act = clang::CreateFrontendAction(*Clang);
  if (!Act)
    return Result;

  std::unique_ptr<clang::FrontendAction> LoopAct;
  loopcc::LoopTransformAction *TransformAct = nullptr;
  if (Kind == clang::frontend::PrintPreprocessedInput &&
      !Clang->getPreprocessorOutputOpts().RewriteIncludes &&
      !Clang->getPreprocessorOutputOpts().RewriteImports) {
    LoopAct = std::make_unique<loopcc::PreprocessedDirectivesAction>(
        std::move(Act));
  } else if (Kind == clang::frontend::GeneratePCH) {
    LoopAct = std::make_unique<loopcc::PrecompiledHeaderDirectivesAction>(
        std::move(Act));
  } else if (actionSeesDirectives(Kind)) {
    bool Track = actionGeneratesCode(Kind) &&
                 loopcc::enableLocationTracking(*Clang, Plan);
    loopcc::OpenMPAttempt Attempt;
    Attempt.Handover = Handover;
    Attempt.Probe = Probe;
    Attempt.MayProbe = OpenMP.Stage == OpenMPPlan::Undecided &&
                       loopcc::mayHandOpenMPToClang(*Clang);
    auto Transform = std::make_unique<loopcc::LoopTransformAction>(
        std::move(Act), Track, Counter, std::move(Attempt));
    TransformAct = Transform.get();
    LoopAct = std::move(Transform);
  }

  {
    bool TimePasses = Clang->getCodeGenOpts().TimePasses;
    if (TimePasses)
      Clang->createFrontendTimer();
    llvm::TimeRegion Timer(TimePasses ? &Clang->getFrontendTimer() : nullptr);
    Result.Success = Clang->ExecuteAction(LoopAct ? *LoopAct : *Act);
  }
  if (TransformAct && Probe)
    Result.Handover = TransformAct->openMPStepsNotApplied();
  else if (Result.Trial)
    Result.Handover = std::move(Handover);
  if (TransformAct && TransformAct->needsOpenMPProbe()) {
    Result.NeedsOpenMPProbe = true;
    Result.ProbeHandsAll = loopcc::handsAllOpenMPToClang(*Clang);
    Result.DiagnosticsBeforeRerunDecision =
        TransformAct->diagnosticsBeforeRerunDecision();
  }
  if (TransformAct && TransformAct->needsLocationRerun()) {
    Result.NeedsLocationRerun = true;
    Result.DiagnosticsBeforeRerunDecision =
        TransformAct->diagnosticsBeforeRerunDecision();
  }

  if (llvm::timeTraceProfilerEnabled()) {
    if (Result.Quiet || Result.NeedsOpenMPProbe)
      ;
    else if (auto Err = llvm::timeTraceProfilerWrite(
                 Clang->getFrontendOpts().TimeTracePath,
                 Clang->getFrontendOpts().OutputFile))
      llvm::consumeError(std::move(Err));
    llvm::timeTraceProfilerCleanup();
  }
  if (Clang->getFrontendOpts().DisableFree) {
    // As clang: skip the teardown of a process about to exit, but the
    // diagnostic consumer must still flush.
    Clang->getDiagnosticClient().finish();
    if (LoopAct)
      llvm::BuryPointer(std::move(LoopAct));
    else
      llvm::BuryPointer(std::move(Act));
    llvm::BuryPointer(std::move(Clang));
  }
  return Result;
}

} // namespace

/// The compile job's stack. Parsing, preprocessing and lowering a chain
/// recurse once per nested construct or directive (clang's preprocessor
/// nests once per consecutive _Pragma, loopcc's lowering once per step);
/// 8 MB ends in SIGSEGV from about 8000 directives on one loop. Address
/// space only: the pages are taken as the stack grows.
static constexpr unsigned CompileStackSize = 1u << 30;

int loopcc::runCC1(llvm::ArrayRef<const char *> Argv, const char *Argv0) {
  llvm::InitializeAllTargets();
  llvm::InitializeAllTargetMCs();
  llvm::InitializeAllAsmPrinters();
  llvm::InitializeAllAsmParsers();

  AttemptResult Result;
  LocationTrackingPlan Plan;
  OpenMPPlan OpenMP;
  bool Verify = verifiesDiagnostics(Argv);
  auto Attempt = [&] {
    return compileOnce(Argv, Argv0, Plan, OpenMP, /*Rehearsal=*/Verify);
  };
  auto Attempts = [&] {
    Result = Attempt();
    if (Result.NeedsLocationRerun) {
      Plan.ForceTracking = true;
      Plan.DiagnosticsToSkip = Result.DiagnosticsBeforeRerunDecision;
      llvm::cl::ResetAllOptionOccurrences();
      Result = Attempt();
    }
    if (!Result.NeedsOpenMPProbe)
      return;
    // OpenMP's meaning (OpenMPMeaning.h). What the stopped attempt showed,
    // the last one does not show again.
    unsigned Shown = Result.DiagnosticsBeforeRerunDecision;
    Plan.ForceTracking = true;
    Plan.DiagnosticsToSkip = 0;
    auto Finish = [&](loopcc::OpenMPHandover Handover) {
      OpenMP.Stage = OpenMPPlan::Final;
      OpenMP.Handover = std::move(Handover);
      Plan.DiagnosticsToSkip = Shown;
      llvm::cl::ResetAllOptionOccurrences();
      Result = Attempt();
    };
    loopcc::OpenMPHandover All;
    All.All = true;
    // OpenMP's rules as clang checks them: a unit that clang-22 rejects
    // with every OpenMP transformation its own is compiled so, and shows
    // clang's diagnostics (misuse worded for `#pragma omp`, the exit
    // status, -verify). loopcc's reading takes forms clang rejects (a
    // non-canonical loop, `partial full`, stripe before OpenMP 6).
    if (!Result.ProbeHandsAll) {
      OpenMP.Stage = OpenMPPlan::Trial;
      OpenMP.Handover = All;
      llvm::cl::ResetAllOptionOccurrences();
      AttemptResult Check = Attempt();
      if (!Check.Errors.empty())
        return Finish(All);
    }
    OpenMP.Stage = OpenMPPlan::Probe;
    OpenMP.Handover = loopcc::OpenMPHandover();
    llvm::cl::ResetAllOptionOccurrences();
    AttemptResult Probe = Attempt();
    loopcc::OpenMPHandover Handover = std::move(Probe.Handover);
    // With no code generated the probe handed every one over (clang's
    // check of all of them), whatever it says. Otherwise:
    if (!Probe.Trial) {
      // Hand clang what the engine did not apply, where clang accepts it
      // (clang accepts them all together, not always a part: a chain may
      // stand on a loop another one makes). Each trial's new errors (not
      // the probe's: the unit's own, or those the handover removes, as a
      // transformation below clang's `parallel for collapse(2)`) take the
      // chains clang rejects out.
      std::set<std::pair<std::string, unsigned>> Known;
      for (const loopcc::ErrorLine &E : Probe.Errors)
        Known.insert({E.File, E.Line});
      for (unsigned Trials = 0; !Handover.Steps.empty(); ++Trials) {
        OpenMP.Stage = OpenMPPlan::Trial;
        OpenMP.Handover = Handover;
        llvm::cl::ResetAllOptionOccurrences();
        AttemptResult Trial = Attempt();
        std::vector<loopcc::ErrorLine> New;
        for (const loopcc::ErrorLine &E : Trial.Errors)
          if (!Known.count({E.File, E.Line}))
            New.push_back(E);
        if (New.empty())
          break;
        if (Trials + 1 == MaxOpenMPTrials ||
            !loopcc::dropRejectedChains(Handover, New))
          Handover = loopcc::OpenMPHandover();
      }
    }
    Finish(std::move(Handover));
  };
  auto Compile = [&] {
    clang::noteBottomOfStack();
    Attempts();
    if (!Verify)
      return;
    // The last attempt again, for real, every diagnostic shown to clang's
    // consumer.
    Plan.DiagnosticsToSkip = 0;
    llvm::cl::ResetAllOptionOccurrences();
    Result = compileOnce(Argv, Argv0, Plan, OpenMP);
  };

  // On its own thread, under crash recovery when the driver turned it on (a
  // crash then reaches the driver as clang's would: its status, a report).
  llvm::CrashRecoveryContext CRC;
  // As clang's CC1Command: print the stack, and delete partial outputs (the
  // .o.tmp beside the object), as the signal handlers would have.
  CRC.DumpStackAndCleanupOnFailure = true;
  if (!CRC.RunSafelyOnThread(Compile, CompileStackSize))
    return CRC.RetCode;

  llvm::TimerGroup::printAll(llvm::errs());
  llvm::TimerGroup::clearAll();
  return !Result.Success;
}
