//===- ReportSteps.h - How loopcc-check counts a report's steps -*- C++ -*-===//
//
// loopcc-check's summary line, its HTML page and its SARIF log read the same
// JSON report (passes/TransformReport.cpp) and must count it alike: a step
// applied with a warning counts as missed, and a fuse counts once, with the
// first loop it takes.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_DRIVER_REPORTSTEPS_H
#define LOOPCC_DRIVER_REPORTSTEPS_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"

namespace loopcc {

/// A fuse's other loop: its step shares the fuse's outcome, which the first
/// loop's step carries, so it is shown at its loop but not counted again.
inline bool isFuseMemberStep(const llvm::json::Object &Step) {
  return Step.get("fuse_member") != nullptr;
}

/// Whether a chain counts as one: not when each of its steps is a fuse
/// member step (a loop the fuse took that has no chain of its own).
inline bool countsAsChain(const llvm::json::Array *Steps) {
  return !Steps || Steps->empty() ||
         !llvm::all_of(*Steps, [](const llvm::json::Value &V) {
           const llvm::json::Object *Step = V.getAsObject();
           return Step && isFuseMemberStep(*Step);
         });
}

/// The status a step counts as: its own, except that a step applied with a
/// warning (another vector width than asked) counts as missed.
inline llvm::StringRef countedStatus(const llvm::json::Object &Step) {
  if (Step.getString("warning"))
    return "missed";
  return Step.getString("status").value_or("");
}

} // namespace loopcc

#endif // LOOPCC_DRIVER_REPORTSTEPS_H
