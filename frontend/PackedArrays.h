//===- PackedArrays.h - The array a `pack` names, in the AST ------*- C++ -*-===//
//
// `pack array(NAME)` copies the part of NAME the loop touches. The passes
// find the array by the accesses the loop makes; a name the loop never
// subscripts would only be found missing at -O2, as a warning. Checked at
// the directive instead, where the user can mend it.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_PACKEDARRAYS_H
#define LOOPCC_FRONTEND_PACKEDARRAYS_H

#include "pragma/TransformDirective.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace clang {
class DiagnosticsEngine;
class Stmt;
} // namespace clang

namespace loopcc {

/// The names of the variables \p Loop subscripts, in the order they first
/// appear: `A` of `A[i][j]`, `p` of `p[i]`.
llvm::SmallVector<llvm::StringRef, 8> subscriptedNames(const clang::Stmt *Loop);

/// Whether every `pack array(NAME)` of \p Steps names an array that
/// \p Loop subscripts; reports an error at the name otherwise, with the
/// nearest name the loop does subscript.
bool checkPackedArrays(const clang::Stmt *Loop,
                       llvm::ArrayRef<TransformDirective> Steps,
                       clang::DiagnosticsEngine &Diags);

} // namespace loopcc

#endif
