//===- LoopBinding.h - Which loop each chain belongs to ---------*- C++ -*-===//
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

#include "clang/Basic/SourceLocation.h"

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
  /// The loops of the function at the loop's position, and which of them
  /// it is in source order (LoopChain::LoopsAtPosition); 0 when alone.
  unsigned LoopsAtPosition = 0;
  unsigned LoopOrdinal = 0;
  /// The `#pragma omp for` above the stack (invalid: none). clang shares
  /// out the loop's iterations and emits the loop each thread runs at the
  /// directive's position, where the passes find the chain's loop.
  clang::SourceLocation ClangWorksharing;
};

struct FileChain;
struct FilePlacement;

/// What bindChains binds.
struct ChainSources {
  /// The directives of the sources, in translation-unit order.
  llvm::ArrayRef<TransformDirective> Directives;
  /// A chains file's chains (ChainsFile.h), placed above their loops'
  /// directives.
  llvm::ArrayRef<FileChain> FileChains;
  /// Where OpenMP loop transformations that loopcc handed to clang start
  /// (OpenMPMeaning.h): a directive of loopcc's on their loop is dropped
  /// with a warning, not refused with an error, since the user wrote no
  /// mixture.
  llvm::ArrayRef<clang::SourceLocation> OpenMPForClang;
  /// ... silently where no step runs (-O0: nothing is reported there).
  bool OpenMPForClangQuietly = false;
  /// If given, receives each OpenMP loop transformation read as a step
  /// (-floop-transform-openmp) that stands below a directive of clang's
  /// OpenMP on the same loop nest (`omp parallel for collapse(2)` above it):
  /// an error here, it goes to clang in the next attempt (OpenMPMeaning.h).
  std::vector<const TransformDirective *> *OpenMPBelowClang = nullptr;
};

/// Binds the directives of \p Sources to loops, reporting every binding
/// error, and places its file chains (recording where in \p Placements, if
/// given). Chains whose binding or checks failed are left out.
std::vector<BoundChain>
bindChains(clang::ASTContext &Ctx, const ChainSources &Sources,
           std::vector<FilePlacement> *Placements = nullptr);

} // namespace loopcc

#endif
