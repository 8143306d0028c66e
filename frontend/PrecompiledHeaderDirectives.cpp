//===- PrecompiledHeaderDirectives.cpp - Directives in a PCH --------------===//

#include "frontend/PrecompiledHeaderDirectives.h"

#include "pragma/LoopTransformPragma.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Preprocessor.h"

class loopcc::PrecompiledHeaderDirectivesAction::Rejecter
    : public DirectiveSink {
public:
  explicit Rejecter(clang::DiagnosticsEngine &Diags)
      : Diags(Diags),
        ID(Diags.getDiagnosticIDs()->getCustomDiagID(
            clang::DiagnosticIDs::Error,
            "'#pragma loop transform' cannot be precompiled: a precompiled "
            "header keeps no loop directives; #include the header, or pass "
            "it with -include, instead")) {}

  void handleDirective(TransformDirective D) override {
    Diags.Report(D.KindLoc.isValid() ? D.KindLoc : D.Range.getBegin(), ID)
        << D.Range;
  }

private:
  clang::DiagnosticsEngine &Diags;
  unsigned ID;
};

loopcc::PrecompiledHeaderDirectivesAction::PrecompiledHeaderDirectivesAction(
    std::unique_ptr<clang::FrontendAction> Wrapped)
    : clang::WrapperFrontendAction(std::move(Wrapped)) {}

loopcc::PrecompiledHeaderDirectivesAction::
    ~PrecompiledHeaderDirectivesAction() = default;

bool loopcc::PrecompiledHeaderDirectivesAction::BeginSourceFileAction(
    clang::CompilerInstance &CI) {
  if (!clang::WrapperFrontendAction::BeginSourceFileAction(CI))
    return false;
  if (!CI.hasPreprocessor())
    return true;
  Sink = std::make_unique<Rejecter>(CI.getDiagnostics());
  // The preprocessor owns, and deletes, the handlers registered with it.
  CI.getPreprocessor().AddPragmaHandler(
      new LoopTransformPragmaHandler(*Sink));
  return true;
}
