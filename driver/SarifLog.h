//===- SarifLog.h - loopcc-check's findings as SARIF 2.1.0 -------*- C++ -*-===//
//
// One result per transformation that was missed (or applied with another
// vector width than asked), with the loop as its location and the chain's
// directives as related locations; one rule per transformation kind.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_DRIVER_SARIFLOG_H
#define LOOPCC_DRIVER_SARIFLOG_H

#include "llvm/Support/JSON.h"

namespace loopcc {

/// \p Units: the chain report of every unit (-floop-transform-report's
/// "units"), each with the "directory" its file names are relative to.
llvm::json::Value toSarif(const llvm::json::Array &Units);

} // namespace loopcc

#endif
