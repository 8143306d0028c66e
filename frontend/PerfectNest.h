//===- PerfectNest.h - The loops a locality step needs, in the AST -*- C++ -*-===//
//
// `tile sizes(S1, ..., Sd)` and `interchange permutation(...)` transform d
// perfectly nested loops: each body but the last is exactly the next loop
// (braces and the inner loop's own directives allowed). Checked at the
// directive, where the user can mend it.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_PERFECTNEST_H
#define LOOPCC_FRONTEND_PERFECTNEST_H

#include "pragma/TransformDirective.h"

namespace clang {
class DiagnosticsEngine;
class SourceManager;
class Stmt;
} // namespace clang

namespace loopcc {

/// Whether \p Loop heads the nest the first step of a chain, \p First,
/// needs; reports an error at the directive otherwise.
bool checkPerfectNest(const clang::Stmt *Loop, const TransformDirective &First,
                      const clang::SourceManager &SM,
                      clang::DiagnosticsEngine &Diags);

} // namespace loopcc

#endif
