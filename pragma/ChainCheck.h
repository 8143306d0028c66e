//===- ChainCheck.h - Rules across the directives of one loop ----*- C++ -*-===//
//
// The checks that need a loop's whole chain (spec: "Several directives on
// one loop" and "on(role)"): roles the previous step really produces, the
// orders LLVM 22's passes can never carry out, and the copies of the body
// a chain makes.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PRAGMA_CHAINCHECK_H
#define LOOPCC_PRAGMA_CHAINCHECK_H

#include "pragma/TransformDirective.h"

#include "llvm/ADT/ArrayRef.h"

namespace clang {
class DiagnosticsEngine;
} // namespace clang

namespace loopcc {

/// Checks a chain given in application order (Chain[0] is the directive
/// nearest the loop, applied first). Reports every error (on(role) naming a
/// role the previous transformation does not produce, on(role) on the first
/// directive, the impossible orders, and a chain whose counts make more than
/// MaxBodyCopies copies of the loop body) and returns false if any.
/// \p InnermostLoop: the chain's loop has no loop inside it, as written
/// (a distribute of it makes innermost loops only).
bool checkChain(llvm::ArrayRef<TransformDirective> Chain,
                clang::DiagnosticsEngine &Diags, bool InnermostLoop = true);

} // namespace loopcc

#endif
