//===- LoopBinding.h - Which loop each chain of directives belongs to -*- C++ -*-===//
//
// After parsing, each directive is bound to the statement that follows it
// in its block, through other directives: directives bound to one loop form
// its chain. Everything that is not a loop there is an error, as is a
// directive outside functions, at the end of a block, mixed with
// `#pragma clang loop`, or on a loop that shares its source position with
// another loop (two loops from one macro expansion).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_LOOPBINDING_H
#define LOOPCC_FRONTEND_LOOPBINDING_H

#include "pragma/TransformDirective.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class Stmt;
} // namespace clang

namespace loopcc {

struct BoundChain {
  const clang::Stmt *Loop = nullptr;
  const clang::FunctionDecl *Function = nullptr;
  /// Nearest the loop first: the order the steps apply in.
  llvm::SmallVector<TransformDirective, 4> Steps;
};

struct FileChain;
struct FilePlacement;

/// Binds \p Directives (in translation-unit order) to loops, reporting
/// every binding error, and places \p FileChains (a chains file's) above
/// the directives of their loops (recording where in \p Placements, if
/// given). Chains whose binding or checks failed are left out.
std::vector<BoundChain>
bindChains(clang::ASTContext &Ctx, llvm::ArrayRef<TransformDirective> Directives,
           llvm::ArrayRef<FileChain> FileChains = {},
           std::vector<FilePlacement> *Placements = nullptr);

} // namespace loopcc

#endif
