//===- OpenMPMeaning.h - OpenMP's transformations' meaning ------*- C++ -*-===//
//
// Under -floop-transform-openmp, OpenMP's loop transformations are steps of
// loopcc's chains, checked on Polly's dependences. But OpenMP defines the
// iteration order a transformation makes, with no legality condition: a
// valid OpenMP program must not print something else because the flag was
// added. So where loopcc's engine does not apply such a step (its nest has
// a call, a bound Polly cannot model, or a dependence the step would
// reverse), the directive goes to clang as written, and clang transforms
// the loop on its AST, as without the flag. Where loopcc found that the
// transformation changes what the loop computes, a warning says so, naming
// the dependence (it is still done: the OpenMP program asked for it).
//
// Which steps the engine does not apply is known only after the pipeline
// has run. The first OpenMP loop transformation a compile meets stops it
// (it says and writes nothing more); the unit is then compiled as a probe
// (quiet, output discarded), then parsed quietly with the transformations
// the engine did not apply handed to clang, to see that clang accepts them
// (loopcc takes OpenMP forms clang-22 rejects), and then for real, with
// those clang accepts handed over (CC1Main.cpp). At -O0 the probe's report
// says every step is skipped: every one is tried with clang.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_OPENMPMEANING_H
#define LOOPCC_FRONTEND_OPENMPMEANING_H

#include "passes/TransformReport.h"
#include "pragma/TransformDirective.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class CompilerInstance;
class DiagnosticsEngine;
class SourceManager;
} // namespace clang

namespace loopcc {

/// Which of a unit's OpenMP loop transformations go to clang as written.
struct OpenMPHandover {
  /// Every one (at -O0, where no step runs).
  bool All = false;
  /// By position (openMPPosition), with the reason the probe's engine gave
  /// for not applying it.
  std::map<std::string, std::string> Steps;
  /// The positions of Steps, chain by chain (a chain goes to clang whole).
  std::vector<std::vector<std::string>> Chains;
};

/// Where an error of a trial (a quiet compile with a handover) was.
struct ErrorLine {
  std::string File;
  unsigned Line = 0;
};

/// Takes out of \p Handover each chain an error of \p Errors belongs to:
/// the chain whose first directive is the last one above the error, in its
/// file (clang rejects a form loopcc takes: stripe before OpenMP 6, a
/// transformation inside `simd`). Returns whether any chain was taken out.
bool dropRejectedChains(OpenMPHandover &Handover,
                        const std::vector<ErrorLine> &Errors);

/// The position of a transformation's name, the same in every attempt at
/// the unit: "file:line:column", as presumed.
std::string openMPPosition(const clang::SourceManager &SM,
                           clang::SourceLocation KindLoc);

/// Whether the unit's OpenMP transformations may go to clang:
/// -floop-transform-openmp under -fopenmp (not -fopenmp-simd alone), and
/// an input that can be read again (not standard input).
bool mayHandOpenMPToClang(clang::CompilerInstance &CI);

/// Whether every one goes, without a probe: when no code is generated (no
/// step runs, and no report says which; clang's Sema checks them as
/// clang-22 does).
bool handsAllOpenMPToClang(clang::CompilerInstance &CI);

/// From a probe's \p Reports: every OpenMP transformation (by position, of
/// \p OpenMPSteps) of a chain in which one is not applied, with its reason.
/// The whole chain's: clang transforms the loop on its AST, where loopcc's
/// other steps on it cannot follow.
OpenMPHandover openMPStepsNotApplied(llvm::ArrayRef<ChainReport> Reports,
                                     const std::set<std::string> &OpenMPSteps);

/// Says, at directive \p D handed to clang, that it changes what the loop
/// computes, when \p Reason (the probe's) says the engine refused it for a
/// dependence; nothing otherwise.
void warnIfMeaningChanges(clang::DiagnosticsEngine &Diags,
                          const TransformDirective &D,
                          const std::string &Reason);

} // namespace loopcc

#endif
