//===- LoopccOptions.cpp - loopcc's own command-line options --------------===//

#include "frontend/LoopccOptions.h"

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
