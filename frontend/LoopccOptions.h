//===- LoopccOptions.h - loopcc's own command-line options -------*- C++ -*-===//
//
// The few options clang does not know: taken off the command line before
// clang's Driver and CompilerInvocation see it, and kept for the compile
// jobs of this process.
//
//   -floop-transform-report=FILE    JSON report of every chain
//   -floop-transform-print-pipeline print the pass pipeline and stop
//   -floop-transform-chains=FILE    chains for loops of unedited sources
//
// A compile job may run in another process (clang runs cc1 out of process
// when it also links): the driver gives each job its own
// -floop-transform-report-unit=FILE and merges them into the report.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_LOOPCCOPTIONS_H
#define LOOPCC_FRONTEND_LOOPCCOPTIONS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace loopcc {

struct LoopccOptions {
  std::string ReportFile;
  std::string UnitReportFile;
  bool PrintPipeline = false;
  /// -floop-transform-openmp: OpenMP 6's loop transformation directives
  /// (and `omp simd`) are steps of loopcc's chains
  /// (pragma/OpenMPTransformPragma.h).
  bool OpenMP = false;
  /// -floop-transform-explain[=FILE]: the explain view of every chain, on
  /// stderr (ExplainFile empty) or appended to ExplainFile.
  bool Explain = false;
  std::string ExplainFile;
  /// Each chain of the JSON report carries its explain view (for
  /// loopcc-check's HTML page).
  bool ExplainInReport = false;
  /// -floop-transform-chains=FILE: chains written in FILE for loops of
  /// unedited sources (frontend/ChainsFile.h).
  std::string ChainsFile;
  /// The chains of every unit compiled in this process, for ReportFile.
  llvm::json::Array ReportedUnits;
};

LoopccOptions &loopccOptions();

/// Removes loopcc's own options from \p Args (a driver or cc1 command
/// line), recording them in loopccOptions().
void takeLoopccOptions(llvm::SmallVectorImpl<const char *> &Args);

/// Writes the JSON report, if one was asked for, from the units compiled
/// here and those in \p UnitFiles. Returns false (after printing why) if
/// the file cannot be written.
bool writeTransformReport(llvm::ArrayRef<std::string> UnitFiles = {});

/// Writes \p Text, one unit's explain view, where -floop-transform-explain
/// asked (a file is appended to in one write, so that parallel jobs do not
/// interleave). Returns false (after printing why) if it cannot.
bool writeExplain(llvm::StringRef Text);

/// The driver starts the explain file of a command afresh.
bool startExplainFile();

/// The "LOOPCC OPTIONS:" section `loopcc --help` adds after clang's;
/// \p DocDir is where the documentation is installed (PREFIX/share/doc/
/// loopcc), empty when it is not.
void printLoopccHelp(llvm::raw_ostream &OS, llvm::StringRef DocDir);

/// The first line of `loopcc --version`, before clang's own lines:
/// "loopcc (clang 22.1.8) 0.1". gcc's layout (name, what it is built on,
/// version): tools that read the first dotted number of the output as the
/// compiler's version (Meson) still find clang's.
std::string versionLine();

/// Writes this job's units to the file the driver gave it, if any.
bool writeUnitReport();

} // namespace loopcc

#endif
