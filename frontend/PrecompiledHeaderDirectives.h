//===- PrecompiledHeaderDirectives.h - Directives in a PCH -------*- C++ -*-===//
//
// A precompiled header stores the AST, and `#pragma loop transform` leaves
// nothing in the AST: a chain written in a header would silently vanish
// when the header is precompiled. Building a PCH therefore checks each
// directive (a bad one is the error it is everywhere) and rejects the good
// ones, pointing at `#include` / `-include`, which keep them.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_PRECOMPILEDHEADERDIRECTIVES_H
#define LOOPCC_FRONTEND_PRECOMPILEDHEADERDIRECTIVES_H

#include "clang/Frontend/FrontendAction.h"

#include <memory>

namespace loopcc {

class PrecompiledHeaderDirectivesAction : public clang::WrapperFrontendAction {
public:
  explicit PrecompiledHeaderDirectivesAction(
      std::unique_ptr<clang::FrontendAction> Wrapped);
  ~PrecompiledHeaderDirectivesAction() override;

protected:
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override;

private:
  class Rejecter;
  std::unique_ptr<Rejecter> Sink;
};

} // namespace loopcc

#endif
