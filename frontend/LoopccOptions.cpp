//===- LoopccOptions.cpp - loopcc's own command-line options --------------===//

#include "frontend/LoopccOptions.h"

#include "frontend/PredefinedMacros.h"

#include "clang/Basic/Version.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include "llvm/Support/raw_ostream.h"

loopcc::LoopccOptions &loopcc::loopccOptions() {
  static LoopccOptions Options;
  return Options;
}

void loopcc::takeLoopccOptions(llvm::SmallVectorImpl<const char *> &Args) {
  LoopccOptions &Opts = loopccOptions();
  auto Taken = [&](const char *A) {
    if (!A)
      return false;
    llvm::StringRef Arg(A);
    if (Arg.consume_front("-floop-transform-report-unit=")) {
      Opts.UnitReportFile = Arg.str();
      return true;
    }
    if (Arg.consume_front("-floop-transform-report=")) {
      Opts.ReportFile = Arg.str();
      return true;
    }
    if (Arg == "-floop-transform-explain") {
      Opts.Explain = true;
      Opts.ExplainFile.clear();
      return true;
    }
    if (Arg.consume_front("-floop-transform-explain=")) {
      Opts.Explain = true;
      Opts.ExplainFile = Arg.str();
      return true;
    }
    if (Arg.consume_front("-floop-transform-chains=")) {
      Opts.ChainsFile = Arg.str();
      return true;
    }
    if (Arg == "-floop-transform-openmp") {
      Opts.OpenMP = true;
      return true;
    }
    if (Arg == "-floop-transform-print-pipeline") {
      Opts.PrintPipeline = true;
      return true;
    }
    return false;
  };
  Args.erase(std::remove_if(Args.begin() + (Args.empty() ? 0 : 1), Args.end(),
                            Taken),
             Args.end());
}

namespace {

/// loopcc's own options as --help lists them (the compile jobs' internal
/// -floop-transform-report-unit= is not listed).
struct OptionHelp {
  const char *Spelling;
  const char *Help;
};

const OptionHelp LoopccOptionHelp[] = {
    {"-floop-transform-report=<file>",
     "Write a JSON report of every #pragma loop transform chain (applied, "
     "missed, skipped, not-needed, with reasons)"},
    {"-floop-transform-explain[=<file>]",
     "Show what each chain did: the loop nest as written, then after each "
     "step its status and the loop nest it left (on stderr, or in <file>)"},
    {"-floop-transform-chains=<file>",
     "Apply the chains written in <file> to the loops they name (file, "
     "function, and the loop's number or name), as if the directives were "
     "written above those loops"},
    {"-floop-transform-openmp",
     "Take OpenMP 6's loop transformations (#pragma omp tile, unroll, "
     "reverse, interchange, fuse, stripe) and #pragma omp simd as steps of "
     "loopcc's chains, with its legality checks, reasons and reports"},
    {"-floop-transform-print-pipeline",
     "Print the optimization pipeline with loopcc's passes, and stop"},
    {"-mllvm -loopcc-trace-scheduler",
     "Print each step loopcc's transformation scheduler tries"},
    {"-Wpass-failed",
     "Warn where a requested transformation could not be applied (on by "
     "default; -Werror=pass-failed makes it an error)"},
    {"-Wunknown-pragmas",
     "Also covers '#pragma loop <word>' lines that are not '#pragma loop "
     "transform' (on by default for those)"},
};

} // namespace

void loopcc::printLoopccHelp(llvm::raw_ostream &OS, llvm::StringRef DocDir) {
  OS << "\nLOOPCC OPTIONS (man loopcc; the directive language: "
     << (DocDir.empty() ? std::string("docs/pragma.md in loopcc's sources")
                        : (DocDir + "/pragma.md").str())
     << "):\n";
  for (const OptionHelp &O : LoopccOptionHelp) {
    llvm::StringRef Spelling = O.Spelling;
    OS << "  " << Spelling;
    // clang's help puts the text in a column; a longer name gets a line
    // of its own.
    if (Spelling.size() + 2 >= 34)
      OS << "\n" << std::string(34, ' ');
    else
      OS << std::string(34 - 2 - Spelling.size(), ' ');
    OS << O.Help << "\n";
  }
}

std::string loopcc::versionLine() {
  return llvm::formatv("loopcc (clang {0}) {1}.{2}", CLANG_VERSION_STRING,
                       VersionMajor, VersionMinor)
      .str();
}

bool loopcc::writeExplain(llvm::StringRef Text) {
  const LoopccOptions &Opts = loopccOptions();
  if (!Opts.Explain || Text.empty())
    return true;
  if (Opts.ExplainFile.empty()) {
    llvm::errs() << Text;
    return true;
  }
  std::error_code EC;
  llvm::raw_fd_ostream OS(Opts.ExplainFile, EC,
                          llvm::sys::fs::OF_Append | llvm::sys::fs::OF_Text);
  if (EC) {
    llvm::errs() << "loopcc: error: cannot write the explain view '"
                 << Opts.ExplainFile << "': " << EC.message() << '\n';
    return false;
  }
  OS << Text;
  return true;
}

bool loopcc::startExplainFile() {
  const LoopccOptions &Opts = loopccOptions();
  if (!Opts.Explain || Opts.ExplainFile.empty())
    return true;
  std::error_code EC;
  llvm::raw_fd_ostream OS(Opts.ExplainFile, EC, llvm::sys::fs::OF_Text);
  if (EC) {
    llvm::errs() << "loopcc: error: cannot write the explain view '"
                 << Opts.ExplainFile << "': " << EC.message() << '\n';
    return false;
  }
  return true;
}

static bool writeJSON(llvm::StringRef Path, llvm::json::Value Value) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC) {
    llvm::errs() << "loopcc: error: cannot write the transformation report '"
                 << Path << "': " << EC.message() << '\n';
    return false;
  }
  OS << llvm::formatv("{0:2}", Value) << '\n';
  return true;
}

bool loopcc::writeTransformReport(llvm::ArrayRef<std::string> UnitFiles) {
  LoopccOptions &Opts = loopccOptions();
  if (Opts.ReportFile.empty())
    return true;
  llvm::json::Array Units(Opts.ReportedUnits);
  for (const std::string &File : UnitFiles) {
    auto Buffer = llvm::MemoryBuffer::getFile(File, /*IsText=*/true);
    // A job that failed or had no chains left no file.
    if (!Buffer)
      continue;
    llvm::Expected<llvm::json::Value> Parsed =
        llvm::json::parse((*Buffer)->getBuffer());
    if (!Parsed) {
      llvm::consumeError(Parsed.takeError());
      continue;
    }
    if (llvm::json::Array *A = Parsed->getAsArray())
      for (llvm::json::Value &Unit : *A)
        Units.push_back(std::move(Unit));
  }
  llvm::json::Object Root{{"version", 1}, {"units", std::move(Units)}};
  return writeJSON(Opts.ReportFile, std::move(Root));
}

bool loopcc::writeUnitReport() {
  LoopccOptions &Opts = loopccOptions();
  if (Opts.UnitReportFile.empty())
    return true;
  return writeJSON(Opts.UnitReportFile,
                   llvm::json::Array(Opts.ReportedUnits));
}
