//===- OpenMPTransformPragma.h - OpenMP 6 loop transforms -------*- C++ -*-===//
//
// With -floop-transform-openmp, OpenMP 6's loop transformation directives
// are steps of loopcc's chains: loopcc's legality checks, reasons and
// reports apply to a program written for OpenMP (clang-22 applies them on
// the AST without a dependence check, and some crash it). The handler
// takes clang's place for `#pragma omp`: it reads the directives below as
// loopcc directives, and gives every other `#pragma omp` exactly the
// treatment clang's own handler gives it (OpenMP's tokens to the parser
// under -fopenmp or -fopenmp-simd, else ignored).
//
//   #pragma omp tile sizes(S, ...)         tile sizes(S, ...)
//   #pragma omp stripe sizes(S, ...)       tile sizes(S, ...)
//   #pragma omp unroll partial(N)          unroll count(N)
//   #pragma omp unroll partial / unroll    unroll
//   #pragma omp unroll full                unroll full
//   #pragma omp reverse                    reverse
//   #pragma omp interchange [permutation(P, ...)]
//                                          interchange [permutation(P, ...)]
//   #pragma omp fuse [looprange(F, C)]     fuse [looprange(F, C)]
//   #pragma omp simd [simdlen(N)]          vectorize [width(N)]
//
// `omp simd`'s other clauses (safelen, reduction, private, linear, ...) say
// what LLVM's vectorizer works out itself: they are left out, with a
// warning.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PRAGMA_OPENMPTRANSFORMPRAGMA_H
#define LOOPCC_PRAGMA_OPENMPTRANSFORMPRAGMA_H

#include "pragma/LoopTransformPragma.h"

#include "clang/Lex/Pragma.h"

#include <functional>

namespace clang {
class LangOptions;
class Preprocessor;
} // namespace clang

namespace loopcc {

/// `#pragma omp ...`, in clang's handler's place (installOpenMPTransforms).
///
/// Under -fopenmp it also takes OpenMP's worksharing loop written above a
/// `#pragma loop transform` stack (OpenMP 6: the worksharing applies to the
/// outermost loop the transformations make): `#pragma omp parallel for`
/// there is the stack's last step, `parallelize` (num_threads(N) its
/// threads(N), schedule(static|dynamic[, C]) its schedule; private,
/// firstprivate, shared, default, reduction and collapse say what the
/// engine's dependences work out, and are left out). Whether a stack
/// follows is known by reading the next token, which runs the handlers of
/// the pragmas in between.
class OpenMPTransformPragmaHandler : public clang::PragmaHandler {
public:
  /// Whether OpenMP's loop transformation \p D, as loopcc reads it, goes
  /// to clang as written instead (under -fopenmp or -fopenmp-simd), so
  /// that it keeps the meaning OpenMP gives it where loopcc's engine
  /// cannot give it (frontend/OpenMPMeaning.h).
  using HandoverFn = std::function<bool(const TransformDirective &D)>;

  /// \p Transforms: OpenMP's loop transformations are loopcc's steps
  /// (-floop-transform-openmp), but those \p Handover takes.
  OpenMPTransformPragmaHandler(DirectiveSink &Sink, bool Transforms,
                               HandoverFn Handover = nullptr);
  void HandlePragma(clang::Preprocessor &PP, clang::PragmaIntroducer Introducer,
                    clang::Token &FirstToken) override;

private:
  DirectiveSink &Sink;
  bool Transforms;
  HandoverFn Handover;
  /// Set while the token after a worksharing loop is read: the directives
  /// in between are below it.
  bool BelowClangDirective = false;
  /// The last directive given to clang's OpenMP, if it takes loops: how
  /// many (collapse(N)), and where it ends. A transformation on one of
  /// those loops must be clang's too: clang's directive needs the loops it
  /// makes (OpenMP 6).
  unsigned LastClangLoops = 0;
  clang::SourceLocation LastClangEnd;
  void rememberClangLoopDirective(llvm::ArrayRef<clang::Token> Toks,
                                  clang::SourceLocation EndLoc);
  bool insideClangLoopNest(clang::Preprocessor &PP,
                           clang::SourceLocation Introducer) const;
};

/// Puts \p Handler in the place of clang's `omp` handler, which clang's
/// parser registers when it is created (call it after that: from
/// SemaConsumer::InitializeSema). The parser removes whichever handler is
/// named `omp` when it is destroyed; \p Handler stays its caller's.
void installOpenMPTransforms(clang::Preprocessor &PP,
                             OpenMPTransformPragmaHandler &Handler);

} // namespace loopcc

#endif
