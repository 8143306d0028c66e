//===- PreprocessedDirectives.h - Directives in -E output --------*- C++ -*-===//
//
// `loopcc -E` must write directives that compile the same as the source:
// ccache and distcc compile the preprocessed text. Clang prints a pragma
// it does not know token for token, so a clause argument written as a
// macro (`count(N)`) would reach the `.i` unexpanded, with no `#define N`
// left. This action prints each `#pragma loop transform` with its macros
// expanded instead.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_PREPROCESSEDDIRECTIVES_H
#define LOOPCC_FRONTEND_PREPROCESSEDDIRECTIVES_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/ArrayRef.h"

#include <memory>
#include <string>

namespace clang {
class Preprocessor;
} // namespace clang

namespace loopcc {

class PreprocessedDirectivesAction : public clang::WrapperFrontendAction {
public:
  explicit PreprocessedDirectivesAction(
      std::unique_ptr<clang::FrontendAction> Wrapped);

protected:
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override;
};

/// Enters `_Pragma("TEXT")` for each of \p Texts into \p PP's token
/// stream, at \p Loc: -E's printer writes each as a `#pragma` line.
void enterPragmaOperators(clang::Preprocessor &PP, clang::SourceLocation Loc,
                          llvm::ArrayRef<std::string> Texts);

} // namespace loopcc

#endif
