//===- HtmlReport.h - loopcc-check's page for a whole build ------*- C++ -*-===//
//
// `loopcc-check --html=FILE`: one self-contained static page (no network, no
// scripts) for every unit checked: a summary table (applied, missed,
// skipped, not-needed per file), then each file's source with each chain's
// loop and directives marked and coloured by status, the reasons and notes
// beside them, and the explain view folded under each chain. Built from the
// same JSON units loopcc-check writes with --json (with each chain's
// explain text added).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_DRIVER_HTMLREPORT_H
#define LOOPCC_DRIVER_HTMLREPORT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace loopcc {

/// The page for \p Units (loopcc-check's JSON units: file, directory,
/// chains). Source files are read from disk; one that cannot be read is
/// listed without its source.
std::string renderHtmlReport(const llvm::json::Array &Units);

} // namespace loopcc

#endif
