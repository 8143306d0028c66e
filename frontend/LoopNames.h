//===- LoopNames.h - Loops by name: id, ids(...), on(NAME) ------*- C++ -*-===//
//
// A loop has a name when `#pragma loop id(NAME)` is written before it, or
// when a step names the loops it makes with ids(NAME, ...) (one name per
// role it produces, in the table's order; `_` names none). `on(NAME)` then
// stands for a role:
// - on a step after the first of a chain, NAME must be a loop the step
//   before made: on(NAME) is on(its role);
// - on the first directive above a loop, NAME may be any named loop of
//   the function: the whole stack of directives is moved to the end of the
//   chain that owns NAME (or becomes the chain of the loop named by `id`),
//   so a chain can be continued from above another loop.
// Errors: a name no loop has (with the nearest name or role suggested), a
// name given twice in one function, and a name whose loop a later step
// already transformed (it was consumed: name the loops that step made).
// Each step also learns the name of the loop it applies to, for the
// warnings and the reports ("loop 'jj' not vectorized: ...").
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_LOOPNAMES_H
#define LOOPCC_FRONTEND_LOOPNAMES_H

#include "frontend/LoopBinding.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

namespace clang {
class DiagnosticsEngine;
} // namespace clang

namespace loopcc {

/// A `#pragma loop id(NAME)` and the loop it names.
struct LoopIdBinding {
  const clang::Stmt *Loop = nullptr;
  const clang::FunctionDecl *Function = nullptr;
  const TransformDirective *Directive = nullptr;
};

/// Resolves every on(NAME) of \p Chains (steps in application order) into
/// a role, moving stacks whose first directive names a loop elsewhere, and
/// sets each step's LoopName. Chains with an error are added to \p Broken
/// (errors reported); moved stacks leave their loop without a chain.
void resolveLoopNames(std::vector<BoundChain> &Chains,
                      llvm::ArrayRef<LoopIdBinding> Ids,
                      llvm::SmallPtrSetImpl<const clang::Stmt *> &Broken,
                      clang::DiagnosticsEngine &Diags);

} // namespace loopcc

#endif
