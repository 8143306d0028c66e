//===- Main.cpp - loopcc, the cc-compatible compiler driver ---------------===//
//
// loopcc's command line is clang's: clang's Driver library parses it, plans
// the jobs and runs the link jobs exactly as clang-22 does. The one
// difference is the compile job: it runs in this process through loopcc's
// own cc1 (CC1Main.cpp), where the `#pragma loop transform` frontend and the
// pipeline hooks live.
//
//===----------------------------------------------------------------------===//

#include "driver/CC1Main.h"
#include "driver/Installation.h"
#include "driver/OpenMPRuntime.h"
#include "driver/SaveTempsJobs.h"
#include "frontend/LoopccOptions.h"

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/Stack.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/ToolChain.h"
#include "clang/Frontend/ChainedDiagnosticConsumer.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/SerializedDiagnosticPrinter.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Frontend/Utils.h"
#include "clang/Options/Options.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <memory>
#include <signal.h>

namespace {

/// Where `driver/install.sh` put the documentation for the loopcc at
/// \p Executable (PREFIX/bin/loopcc -> PREFIX/share/doc/loopcc), or ""
/// when there is none (a loopcc run from its build tree).
std::string installedDocDir(llvm::StringRef Executable) {
  llvm::SmallString<256> Dir(llvm::sys::path::parent_path(
      llvm::sys::path::parent_path(Executable)));
  llvm::sys::path::append(Dir, "share", "doc", "loopcc");
  llvm::SmallString<256> Pragma(Dir);
  llvm::sys::path::append(Pragma, "pragma.md");
  return llvm::sys::fs::exists(Pragma) ? std::string(Dir) : std::string();
}

std::string getExecutablePath(const char *Argv0, bool CanonicalPrefixes) {
  if (!CanonicalPrefixes) {
    llvm::SmallString<128> Path(Argv0);
    if (!llvm::sys::fs::exists(Path))
      if (llvm::ErrorOr<std::string> P = llvm::sys::findProgramByName(Path))
        Path = *P;
    return std::string(Path);
  }
  void *Addr = reinterpret_cast<void *>(&getExecutablePath);
  return llvm::sys::fs::getMainExecutable(Argv0, Addr);
}

/// Jobs other than compiles (-cc1as: the integrated assembler) are clang's
/// own: they run in clang-22 itself, exactly as clang would run them.
int runClangTool(llvm::ArrayRef<const char *> ArgV) {
  std::string Clang = loopcc::llvmBinDir() + "/clang";
  llvm::SmallVector<llvm::StringRef, 64> Args;
  Args.push_back(Clang);
  for (const char *A : ArgV.drop_front())
    if (A)
      Args.push_back(A);
  std::string Error;
  int Status = llvm::sys::ExecuteAndWait(Clang, Args, /*Env=*/std::nullopt,
                                         /*Redirects=*/{}, /*SecondsToWait=*/0,
                                         /*MemoryLimit=*/0, &Error);
  if (Status < 0) {
    llvm::errs() << "loopcc: error: cannot run " << Clang << ": " << Error
                 << '\n';
    return 1;
  }
  return Status;
}

/// Runs a cc1 job handed back by clang's Driver (CC1Command) in this process.
int executeCC1Job(llvm::SmallVectorImpl<const char *> &ArgV) {
  // The driver may already have used LLVM's global options.
  llvm::cl::ResetAllOptionOccurrences();
  llvm::BumpPtrAllocator Alloc;
  llvm::cl::ExpansionContext ECtx(Alloc, llvm::cl::TokenizeGNUCommandLine);
  if (llvm::Error Err = ECtx.expandResponseFiles(ArgV)) {
    llvm::errs() << llvm::toString(std::move(Err)) << '\n';
    return 1;
  }
  llvm::StringRef Tool = ArgV[1];
  if (Tool == "-cc1") {
    loopcc::takeLoopccOptions(ArgV);
    int Status = loopcc::runCC1(llvm::ArrayRef(ArgV).slice(2), ArgV[0]);
    if (Status == 0 && !loopcc::writeUnitReport())
      Status = 1;
    // The next job in this process reports its own units.
    loopcc::loopccOptions().ReportedUnits.clear();
    loopcc::loopccOptions().UnitReportFile.clear();
    return Status;
  }
  return runClangTool(ArgV);
}

/// Hands loopcc's own options to each compile job, which may run in
/// another process. Returns the files the jobs write their reports to.
std::vector<std::string>
passLoopccOptionsToJobs(clang::driver::Compilation &C) {
  const loopcc::LoopccOptions &Opts = loopcc::loopccOptions();
  std::vector<std::string> UnitReports;
  if (Opts.ReportFile.empty() && !Opts.PrintPipeline && !Opts.Explain &&
      !Opts.OpenMP && Opts.ChainsFile.empty())
    return UnitReports;
  for (clang::driver::Command &Job : C.getJobs()) {
    const llvm::opt::ArgStringList &Old = Job.getArguments();
    if (Old.empty() || llvm::StringRef(Old.front()) != "-cc1")
      continue;
    llvm::opt::ArgStringList New(Old.begin(), Old.end());
    if (Opts.PrintPipeline)
      New.push_back("-floop-transform-print-pipeline");
    if (Opts.OpenMP)
      New.push_back("-floop-transform-openmp");
    if (!Opts.ChainsFile.empty())
      New.push_back(C.getArgs().MakeArgString("-floop-transform-chains=" +
                                              Opts.ChainsFile));
    if (Opts.Explain)
      New.push_back(Opts.ExplainFile.empty()
                        ? "-floop-transform-explain"
                        : C.getArgs().MakeArgString("-floop-transform-explain=" +
                                                    Opts.ExplainFile));
    if (!Opts.ReportFile.empty()) {
      llvm::SmallString<128> Path;
      if (llvm::sys::fs::createTemporaryFile("loopcc-report", "json", Path))
        continue;
      UnitReports.push_back(std::string(Path));
      C.addTempFile(C.getArgs().MakeArgString(Path));
      New.push_back(C.getArgs().MakeArgString("-floop-transform-report-unit=" +
                                              Path));
    }
    Job.replaceArguments(New);
  }
  return UnitReports;
}

bool hasExactArg(llvm::ArrayRef<const char *> Args, llvm::StringRef Arg) {
  return llvm::any_of(Args.drop_front(), [&](const char *A) {
    return A && llvm::StringRef(A) == Arg;
  });
}

bool hasArg(llvm::ArrayRef<const char *> Args, llvm::StringRef Prefix) {
  for (const char *A : Args)
    if (A && llvm::StringRef(A).starts_with(Prefix))
      return true;
  return false;
}

} // namespace

int main(int Argc, char **Argv) {
  llvm::InitLLVM X(Argc, Argv);
  clang::noteBottomOfStack();
  llvm::SmallVector<const char *, 256> Args(Argv, Argv + Argc);

  if (llvm::sys::Process::FixupStandardFileDescriptors())
    return 1;
  llvm::InitializeAllTargets();

  llvm::BumpPtrAllocator Alloc;
  auto VFS = llvm::vfs::getRealFileSystem();
  if (llvm::Error Err = clang::driver::expandResponseFiles(
          Args, /*ClangCLMode=*/false, Alloc, VFS.get())) {
    llvm::errs() << llvm::toString(std::move(Err)) << '\n';
    return 1;
  }

  // loopcc's own options are not clang's; take them off first.
  loopcc::takeLoopccOptions(Args);

  // `loopcc -cc1 ...`: a compile job run directly, or by the driver out of
  // process.
  if (Args.size() >= 2 && llvm::StringRef(Args[1]).starts_with("-cc1")) {
    // A report asked for directly; no report when the job failed.
    std::string Final = loopcc::loopccOptions().ReportFile;
    std::string Unit = loopcc::loopccOptions().UnitReportFile;
    int Status = executeCC1Job(Args);
    if (Status == 0 && !Final.empty() && Unit.empty()) {
      // executeCC1Job handed this job's units to no file: keep them.
      if (!loopcc::writeTransformReport())
        Status = 1;
    }
    return Status;
  }

  bool CanonicalPrefixes = true;
  for (const char *A : llvm::ArrayRef(Args).drop_front()) {
    if (!A)
      continue;
    if (llvm::StringRef(A) == "-no-canonical-prefixes")
      CanonicalPrefixes = false;
    else if (llvm::StringRef(A) == "-canonical-prefixes")
      CanonicalPrefixes = true;
  }
  std::string Path = getExecutablePath(Args[0], CanonicalPrefixes);

  std::unique_ptr<clang::DiagnosticOptions> DiagOpts =
      clang::CreateAndPopulateDiagOpts(Args);
  DiagOpts->DiagnosticSuppressionMappingsFile.clear();
  auto *DiagClient = new clang::TextDiagnosticPrinter(llvm::errs(), *DiagOpts);
  // Diagnostics are prefixed like clang's, with this program's name.
  DiagClient->setPrefix(std::string(llvm::sys::path::stem(Args[0])));
  clang::DiagnosticsEngine Diags(clang::DiagnosticIDs::create(), *DiagOpts,
                                 DiagClient);
  if (!DiagOpts->DiagnosticSerializationFile.empty()) {
    auto Serialized = clang::serialized_diags::create(
        DiagOpts->DiagnosticSerializationFile, *DiagOpts,
        /*MergeChildRecords=*/true);
    Diags.setClient(new clang::ChainedDiagnosticConsumer(
        Diags.takeClient(), std::move(Serialized)));
  }
  clang::ProcessWarningOptions(Diags, *DiagOpts, *VFS, /*ReportDiags=*/false);

  clang::driver::Driver TheDriver(
      Path, llvm::sys::getDefaultTargetTriple(), Diags,
      "loopcc C compiler (clang-22 with #pragma loop transform; loopcc's own "
      "options are listed last)",
      VFS);
  // The builtin headers (stddef.h, intrinsics) are LLVM 22's, wherever this
  // binary sits; an explicit -resource-dir still wins.
  if (!hasArg(Args, "-resource-dir"))
    TheDriver.ResourceDir = loopcc::clangResourceDir();
  // clang-22 looks for tools (ld.lld, ...) and a GCC installation relative
  // to its own directory; loopcc looks where clang-22 does.
  TheDriver.Dir = loopcc::llvmBinDir();

  bool UseNewCC1Process = false;
  for (const char *A : Args)
    if (A)
      UseNewCC1Process = llvm::StringSwitch<bool>(A)
                             .Case("-fno-integrated-cc1", true)
                             .Case("-fintegrated-cc1", false)
                             .Default(UseNewCC1Process);
  if (!UseNewCC1Process) {
    TheDriver.CC1Main = executeCC1Job;
    llvm::CrashRecoveryContext::Enable();
  }

  // `--version` names loopcc first; clang's lines follow unchanged.
  if (hasArg(Args, "--version"))
    llvm::outs() << loopcc::versionLine() << '\n';
  std::unique_ptr<clang::driver::Compilation> C(
      TheDriver.BuildCompilation(Args));
  // clang's --help has been printed; loopcc's own options follow.
  if (C && (hasExactArg(Args, "--help") || hasExactArg(Args, "-help") ||
            hasExactArg(Args, "--help-hidden")))
    loopcc::printLoopccHelp(llvm::outs(), installedDocDir(Path));
  std::vector<std::string> UnitReports;
  if (C && !C->containsError()) {
    loopcc::optimizeInFrontendJobs(*C);
    UnitReports = passLoopccOptionsToJobs(*C);
    loopcc::linkOpenMPRuntimeWhenNeeded(*C, Diags);
    if (!loopcc::startExplainFile())
      return 1;
  }

  int Res = 1;
  bool IsCrash = false;
  int CommandRes = 0;
  const clang::driver::Command *FailingCommand = nullptr;
  clang::driver::Driver::CommandStatus Status =
      clang::driver::Driver::CommandStatus::Ok;
  if (C && !C->containsError()) {
    llvm::SmallVector<std::pair<int, const clang::driver::Command *>, 4>
        FailingCommands;
    Res = TheDriver.ExecuteCompilation(*C, FailingCommands);
    for (const auto &P : FailingCommands) {
      CommandRes = P.first;
      FailingCommand = P.second;
      if (!Res)
        Res = CommandRes;
      IsCrash = CommandRes < 0 || CommandRes == 70 || CommandRes > 128;
      Status = IsCrash ? clang::driver::Driver::CommandStatus::Crash
                       : clang::driver::Driver::CommandStatus::Error;
      if (IsCrash)
        break;
    }
  }
  if (FailingCommand && TheDriver.maybeGenerateCompilationDiagnostics(
                            Status, clang::driver::Driver::ReproLevel::OnCrash,
                            *C, *FailingCommand))
    Res = 1;

  // The report covers every unit; a failed build leaves none behind. A
  // command that only preprocesses compiles no unit and writes none (ccache
  // and distcc run `-E` with the compile's flags: an empty report would
  // overwrite the compile's).
  bool PreprocessOnly =
      C && C->getArgs().hasArg(clang::options::OPT_E);
  if (Res == 0 && !PreprocessOnly &&
      !loopcc::writeTransformReport(UnitReports))
    Res = 1;

  Diags.getClient()->finish();
  // Timers still running belong to jobs that ran in this process. A job
  // that crashed in this process left its timers on its thread's stack,
  // which is gone: they are buried, as clang does.
  if (IsCrash && !UseNewCC1Process) {
    llvm::BuryPointer(llvm::TimerGroup::acquireTimerGlobals());
  } else {
    llvm::TimerGroup::printAll(llvm::errs());
    llvm::TimerGroup::clearAll();
  }

  // A job process killed by a signal ends this process with the same
  // signal (POSIX exit status of commands). A crash recovered in this
  // process has been reported: status 1, as clang-22's.
  if (CommandRes > 128 && CommandRes != 255 && UseNewCC1Process) {
    llvm::sys::unregisterHandlers();
    raise(CommandRes - 128);
  }
  return Res;
}
