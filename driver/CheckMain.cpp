//===- CheckMain.cpp - loopcc-check, the CI step -----------------*- C++ -*-===//
//
//   loopcc-check -p BUILD_DIR [FILE...] [--sarif=FILE] [--json=FILE]
//                [--allow-missed] [-j N]
//
// Checks every translation unit of a compilation database (or the files
// named) with loopcc's frontend and pipeline and the unit's own flags, and
// reports every transformation that was not applied, as loopcc does. Each
// unit runs in a process of its own: LLVM's options (-mllvm) are
// process-wide, and a unit that crashes cannot take the others with it.
//
// Exit status: 0 all applied; 1 a forced transformation was missed (unless
// --allow-missed); 2 the tool could not do its work (no database, a unit
// that does not compile).
//
//===----------------------------------------------------------------------===//

#include "driver/CheckUnit.h"
#include "driver/HtmlReport.h"
#include "driver/ReportSteps.h"
#include "driver/SarifLog.h"
#include "frontend/LoopccOptions.h"
#include "passes/ReportSchema.h"

#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <thread>

namespace {

llvm::cl::OptionCategory Category("loopcc-check options");

llvm::cl::opt<std::string> SarifFile(
    "sarif", llvm::cl::desc("Write the findings as SARIF 2.1.0 to <file>"),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> JsonFile(
    "json",
    llvm::cl::desc("Write the report of every chain (as "
                   "-floop-transform-report does) to <file>"),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> Explain(
    "explain", llvm::cl::ValueOptional,
    llvm::cl::desc("Show what each chain did, step by step (as "
                   "-floop-transform-explain does): on stderr, or with "
                   "=<file> in <file>"),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));
llvm::cl::opt<std::string> HtmlFile(
    "html",
    llvm::cl::desc("Write one self-contained HTML page for every unit "
                   "checked (summary, sources with each chain marked, "
                   "reasons, the explain view) to <file>"),
    llvm::cl::value_desc("file"), llvm::cl::cat(Category));
llvm::cl::opt<bool> AllowMissed(
    "allow-missed",
    llvm::cl::desc("Report missed transformations but exit with status 0"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> AllowSkipped(
    "allow-skipped",
    llvm::cl::desc("Exit with status 0 when every chain was skipped (no unit "
                   "was optimized, e.g. a database of -O0 compiles)"),
    llvm::cl::cat(Category));
llvm::cl::opt<bool> PrintReportSchema(
    "print-report-schema",
    llvm::cl::desc("Print the JSON Schema of the --json report (and of "
                   "loopcc's -floop-transform-report) and exit"),
    llvm::cl::cat(Category));
llvm::cl::opt<unsigned>
    Jobs("j", llvm::cl::desc("Check <n> units at a time (default 1)"),
         llvm::cl::value_desc("n"), llvm::cl::init(1), llvm::cl::Prefix,
         llvm::cl::cat(Category));
llvm::cl::opt<std::string>
    WorkerOutput("worker-output", llvm::cl::Hidden,
                 llvm::cl::desc("Internal: check one unit, write its result"));
llvm::cl::opt<bool> WorkerExplainInReport(
    "worker-explain-in-report", llvm::cl::Hidden,
    llvm::cl::desc("Internal: put each chain's explain view in the report"));
llvm::cl::opt<bool>
    WorkerColors("worker-colors", llvm::cl::Hidden,
                 llvm::cl::desc("Internal: diagnostics in colour"));

int runWorker(const clang::tooling::CompilationDatabase &DB,
              llvm::StringRef File) {
  loopcc::UnitResult Result = loopcc::checkUnit(DB, File, WorkerColors);
  std::error_code EC;
  llvm::raw_fd_ostream OS(WorkerOutput, EC, llvm::sys::fs::OF_Text);
  if (EC)
    return 2;
  llvm::json::Object Out{{"tool_error", Result.ToolError},
                         {"units", std::move(Result.Units)}};
  OS << llvm::json::Value(std::move(Out));
  return 0;
}

struct Worker {
  llvm::sys::ProcessInfo Process;
  std::string File;
  std::string Output;
  /// The unit's diagnostics, printed whole when it is done (units checked
  /// in parallel must not mix their lines).
  std::string Diagnostics;
};

/// Prints a worker's diagnostics, without libTooling's own progress lines.
void printDiagnostics(const Worker &W, bool Progress) {
  auto Buffer = llvm::MemoryBuffer::getFile(W.Diagnostics, /*IsText=*/true);
  llvm::sys::fs::remove(W.Diagnostics);
  if (!Buffer || (*Buffer)->getBufferSize() == 0)
    return;
  if (Progress)
    llvm::errs() << "\r\033[K";
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Line = Lines[I];
    if (Line.starts_with("[") && Line.contains("] ") &&
        Line.contains("Processing file "))
      continue;
    if (I + 1 == Lines.size() && Line.empty())
      break;
    llvm::errs() << Line << '\n';
  }
}

struct Totals {
  unsigned Units = 0, Chains = 0, Applied = 0, Missed = 0, Skipped = 0,
           NotNeeded = 0;
  /// Units checked that have no directive at all.
  unsigned WithoutDirectives = 0;
  std::vector<std::string> Unchecked;
  llvm::json::Array Reports;
};

void collect(const Worker &W, int Status, Totals &T) {
  auto Buffer = llvm::MemoryBuffer::getFile(W.Output, /*IsText=*/true);
  llvm::sys::fs::remove(W.Output);
  llvm::Expected<llvm::json::Value> Parsed =
      Buffer ? llvm::json::parse((*Buffer)->getBuffer())
             : llvm::Expected<llvm::json::Value>(
                   llvm::createStringError("no result"));
  const llvm::json::Object *Out = Parsed ? Parsed->getAsObject() : nullptr;
  if (Status != 0 || !Out) {
    if (!Parsed)
      llvm::consumeError(Parsed.takeError());
    T.Unchecked.push_back(W.File);
    return;
  }
  if (Out->getBoolean("tool_error").value_or(false))
    T.Unchecked.push_back(W.File);
  else
    ++T.Units;
  const llvm::json::Array *Units = Out->getArray("units");
  bool HasChains = false;
  for (const llvm::json::Value &Unit : Units ? *Units : llvm::json::Array())
    if (const llvm::json::Object *U = Unit.getAsObject())
      if (const llvm::json::Array *Chains = U->getArray("chains"))
        HasChains |= !Chains->empty();
  if (!HasChains && !Out->getBoolean("tool_error").value_or(false))
    ++T.WithoutDirectives;
  if (!Units)
    return;
  for (const llvm::json::Value &Unit : *Units) {
    const llvm::json::Object *U = Unit.getAsObject();
    const llvm::json::Array *Chains = U ? U->getArray("chains") : nullptr;
    for (const llvm::json::Value &Chain : Chains ? *Chains
                                                 : llvm::json::Array()) {
      const llvm::json::Object *C = Chain.getAsObject();
      const llvm::json::Array *Steps = C ? C->getArray("steps") : nullptr;
      if (loopcc::countsAsChain(Steps))
        ++T.Chains;
      if (!Steps)
        continue;
      for (const llvm::json::Value &StepValue : *Steps) {
        const llvm::json::Object *Step = StepValue.getAsObject();
        if (!Step || loopcc::isFuseMemberStep(*Step))
          continue;
        llvm::StringRef S = loopcc::countedStatus(*Step);
        if (S == "applied")
          ++T.Applied;
        else if (S == "missed")
          ++T.Missed;
        else if (S == "skipped")
          ++T.Skipped;
        else if (S == "not-needed")
          ++T.NotNeeded;
      }
    }
    T.Reports.push_back(Unit);
  }
}

bool writeText(llvm::StringRef Path, llvm::StringRef Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC) {
    llvm::errs() << "loopcc-check: error: cannot write '" << Path
                 << "': " << EC.message() << '\n';
    return false;
  }
  OS << Text;
  return true;
}

bool writeJSON(llvm::StringRef Path, llvm::json::Value Value) {
  return writeText(Path, llvm::formatv("{0:2}\n", Value).str());
}

} // namespace

int main(int Argc, const char **Argv) {
  llvm::InitLLVM X(Argc, Argv);
  llvm::InitializeAllTargets();
  llvm::InitializeAllTargetMCs();
  llvm::InitializeAllAsmPrinters();
  llvm::InitializeAllAsmParsers();

  // The parser cuts Argc at `--` (the fixed database's compile flags).
  const int FullArgc = Argc;
  auto Parser = clang::tooling::CommonOptionsParser::create(
      Argc, Argv, Category, llvm::cl::ZeroOrMore,
      "Checks that every `#pragma loop transform` of a project is applied.\n");
  if (!Parser) {
    llvm::errs() << "loopcc-check: error: "
                 << llvm::toString(Parser.takeError()) << '\n';
    return 2;
  }
  if (PrintReportSchema) {
    llvm::outs() << llvm::formatv("{0:2}", loopcc::reportSchema()) << '\n';
    return 0;
  }
  std::vector<std::string> Files = Parser->getSourcePathList();
  if (Explain.getNumOccurrences()) {
    loopcc::loopccOptions().Explain = true;
    loopcc::loopccOptions().ExplainFile = Explain;
  }
  if (WorkerExplainInReport || !HtmlFile.empty())
    loopcc::loopccOptions().ExplainInReport = true;
  if (!WorkerOutput.empty())
    return Files.size() == 1 ? runWorker(Parser->getCompilations(),
                                         Files.front())
                             : 2;
  // CommonOptionsParser loads the database only for the files it is given;
  // without any, every unit of the database is checked.
  if (Files.empty()) {
    std::string BuildDir;
    for (int I = 1; I < Argc; ++I) {
      llvm::StringRef A(Argv[I]);
      if (A == "-p" && I + 1 < Argc)
        BuildDir = Argv[I + 1];
      else if (A.consume_front("-p="))
        BuildDir = A.str();
    }
    std::string Error;
    std::unique_ptr<clang::tooling::CompilationDatabase> DB =
        BuildDir.empty() ? nullptr
                         : clang::tooling::CompilationDatabase::
                               autoDetectFromDirectory(BuildDir, Error);
    if (!DB) {
      llvm::errs() << "loopcc-check: error: no compilation database"
                   << (BuildDir.empty() ? std::string(" (use -p BUILD_DIR)")
                                        : " in '" + BuildDir + "': " + Error)
                   << '\n';
      return 2;
    }
    Files = DB->getAllFiles();
  }
  if (Files.empty()) {
    llvm::errs() << "loopcc-check: error: the compilation database lists no "
                    "translation unit\n";
    return 2;
  }

  if (!loopcc::startExplainFile())
    return 2;

  std::string Self = llvm::sys::fs::getMainExecutable(
      Argv[0], reinterpret_cast<void *>(&runWorker));
  // The database options, with their values, for the workers; and the
  // compile flags after `--` (the fixed database), which each worker's
  // parser reads again.
  std::vector<std::string> DBArgs, FixedFlags;
  for (int I = Argc; I < FullArgc; ++I)
    if (llvm::StringRef(Argv[I]) == "--") {
      FixedFlags.assign(Argv + I, Argv + FullArgc);
      break;
    }
  for (int I = 1; I < Argc; ++I) {
    llvm::StringRef A(Argv[I]);
    if (A == "--")
      break;
    bool TakesValue = A == "-p" || A == "--extra-arg" || A == "-extra-arg" ||
                      A == "--extra-arg-before" || A == "-extra-arg-before";
    if (TakesValue && I + 1 < Argc) {
      DBArgs.push_back(A.str());
      DBArgs.push_back(Argv[++I]);
    } else if (A.starts_with("-p=") || A.starts_with("--extra-arg") ||
               A.starts_with("-extra-arg")) {
      DBArgs.push_back(A.str());
    }
  }

  bool Progress = llvm::sys::Process::StandardErrIsDisplayed();
  bool Colors = llvm::errs().has_colors();
  unsigned Limit = std::max(1u, unsigned(Jobs));
  Totals T;
  std::vector<Worker> Running;
  size_t Next = 0, Done = 0;
  while (Next < Files.size() || !Running.empty()) {
    while (Next < Files.size() && Running.size() < Limit) {
      Worker W;
      W.File = Files[Next++];
      llvm::SmallString<128> Out;
      if (llvm::sys::fs::createTemporaryFile("loopcc-check", "json", Out)) {
        T.Unchecked.push_back(W.File);
        continue;
      }
      W.Output = std::string(Out);
      llvm::SmallString<128> Err;
      if (llvm::sys::fs::createTemporaryFile("loopcc-check", "log", Err)) {
        llvm::sys::fs::remove(W.Output);
        T.Unchecked.push_back(W.File);
        continue;
      }
      W.Diagnostics = std::string(Err);
      std::vector<llvm::StringRef> Args = {Self};
      for (const std::string &A : DBArgs)
        Args.push_back(A);
      std::string OutArg = "--worker-output=" + W.Output;
      Args.push_back(OutArg);
      std::string ExplainArg =
          Explain.empty() ? "--explain" : "--explain=" + Explain;
      if (Explain.getNumOccurrences())
        Args.push_back(ExplainArg);
      if (!HtmlFile.empty())
        Args.push_back("--worker-explain-in-report");
      Args.push_back(W.File);
      if (Colors)
        Args.push_back("--worker-colors");
      for (const std::string &A : FixedFlags)
        Args.push_back(A);
      if (Progress)
        llvm::errs() << "\r\033[K[" << Next << "/" << Files.size() << "] "
                     << W.File;
      std::string Error;
      std::optional<llvm::StringRef> Redirects[] = {std::nullopt, std::nullopt,
                                                    llvm::StringRef(W.Diagnostics)};
      W.Process = llvm::sys::ExecuteNoWait(Self, Args, std::nullopt, Redirects,
                                           0, &Error);
      if (W.Process.Pid == llvm::sys::ProcessInfo::InvalidPid) {
        llvm::errs() << "loopcc-check: error: " << Error << '\n';
        T.Unchecked.push_back(W.File);
        continue;
      }
      Running.push_back(std::move(W));
    }
    bool Any = false;
    for (size_t I = 0; I < Running.size();) {
      llvm::sys::ProcessInfo Result =
          llvm::sys::Wait(Running[I].Process, /*SecondsToWait=*/0u,
                          /*ErrMsg=*/nullptr, /*ProcStat=*/nullptr,
                          /*Polling=*/true);
      if (Result.Pid == 0) {
        ++I;
        continue;
      }
      printDiagnostics(Running[I], Progress);
      collect(Running[I], Result.ReturnCode, T);
      ++Done;
      Running.erase(Running.begin() + I);
      Any = true;
    }
    if (!Any && !Running.empty())
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  if (Progress)
    llvm::errs() << "\r\033[K";

  for (const std::string &File : T.Unchecked)
    llvm::errs() << "loopcc-check: error: cannot check '" << File
                 << "': the unit does not compile\n";
  bool Written = true;
  if (!JsonFile.empty())
    Written &= writeJSON(JsonFile,
                         llvm::json::Object{{"version", 1},
                                            {"units", llvm::json::Array(T.Reports)}});
  if (!SarifFile.empty())
    Written &= writeJSON(SarifFile, loopcc::toSarif(T.Reports));
  if (!HtmlFile.empty())
    Written &= writeText(HtmlFile, loopcc::renderHtmlReport(T.Reports));

  llvm::outs() << "loopcc-check: " << T.Units << " units checked";
  if (T.WithoutDirectives)
    llvm::outs() << " (" << T.WithoutDirectives << " without directives)";
  llvm::outs() << ", " << T.Chains << " chains: " << T.Applied << " applied, "
               << T.Missed << " missed, " << T.Skipped << " skipped, "
               << T.NotNeeded << " not needed";
  if (!T.Unchecked.empty())
    llvm::outs() << ", " << T.Unchecked.size() << " units not checked";
  llvm::outs() << '\n';

  // Nothing was checked when every step was skipped: a green result there
  // would say nothing about the directives.
  bool NothingChecked = T.Skipped && !T.Applied && !T.Missed && !T.NotNeeded;
  if (NothingChecked)
    llvm::errs()
        << "loopcc-check: warning: every chain was skipped, so no directive "
           "was checked: the units are compiled without optimization (-O0, "
           "which is also what CMake's default, empty build type gives); "
           "configure an optimized build (-DCMAKE_BUILD_TYPE=Release) or "
           "add --extra-arg=-O2; --allow-skipped accepts this\n";
  if (!T.Unchecked.empty() || !Written)
    return 2;
  if (T.Missed && !AllowMissed)
    return 1;
  if (NothingChecked && !AllowSkipped)
    return 3;
  return 0;
}
