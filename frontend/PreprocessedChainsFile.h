//===- PreprocessedChainsFile.h - Chains in -E output -----------*- C++ -*-===//
//
// `loopcc -E -floop-transform-chains=FILE` writes each chain of FILE into
// the preprocessed text, above its loop, as the `#pragma loop transform`
// lines it stands for: the text then compiles as the source does with the
// flag (ccache and distcc compile it; -save-temps compiles its `.i`, and a
// preprocessed input is not given the chains file's chains again).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_PREPROCESSEDCHAINSFILE_H
#define LOOPCC_FRONTEND_PREPROCESSEDCHAINSFILE_H

namespace clang {
class CompilerInstance;
} // namespace clang

namespace loopcc {

/// Finds the loop of each chain by parsing the unit once on its own
/// (diagnostics discarded: compiling the output reports them), and makes
/// \p CI's preprocessor, which prints the unit, write the chain's
/// directives in front of the loop's first token (or of the macro use that
/// writes the loop). The chains file's own errors are reported here, as
/// compiling would.
void writeFileChainsInPlace(clang::CompilerInstance &CI);

} // namespace loopcc

#endif
