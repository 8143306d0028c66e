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

#include "clang/Frontend/FrontendAction.h"

#include <memory>

namespace loopcc {

class PreprocessedDirectivesAction : public clang::WrapperFrontendAction {
public:
  explicit PreprocessedDirectivesAction(
      std::unique_ptr<clang::FrontendAction> Wrapped);

protected:
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override;
};

} // namespace loopcc

#endif
