//===- CheckUnit.h - loopcc-check: one translation unit ----------*- C++ -*-===//
//
// Runs loopcc's frontend and whole optimization pipeline on one source
// file of a compilation database, with each of its compile commands' own
// flags, through libTooling's ClangTool; writes nothing but diagnostics
// and the chain report.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_DRIVER_CHECKUNIT_H
#define LOOPCC_DRIVER_CHECKUNIT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

namespace clang::tooling {
class CompilationDatabase;
}

namespace loopcc {

struct UnitResult {
  /// The unit could not be compiled (an error other than a missed
  /// transformation made fatal by -Werror).
  bool ToolError = false;
  /// The report of every chain, one entry per compile command.
  llvm::json::Array Units;
};

UnitResult checkUnit(const clang::tooling::CompilationDatabase &DB,
                     llvm::StringRef File, bool Colors);

} // namespace loopcc

#endif
