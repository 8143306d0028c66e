//===- LoopTransformAction.cpp - loopcc's frontend action -----------------===//

#include "frontend/LoopTransformAction.h"
#include "frontend/LocationTracking.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"

namespace loopcc {
/// Everything loopcc knows about one translation unit's directives.
class TranslationUnitChains {
public:
  bool LoopsHaveLocations = false;
  DiagnosticCounter *Counter = nullptr;
  bool NeedsRerun = false;
  unsigned DiagnosticsBeforeRerun = 0;
};
} // namespace loopcc

loopcc::LoopTransformAction::LoopTransformAction(
    std::unique_ptr<clang::FrontendAction> Wrapped, bool LoopsHaveLocations,
    DiagnosticCounter *Counter)
    : clang::WrapperFrontendAction(std::move(Wrapped)),
      Chains(std::make_unique<TranslationUnitChains>()) {
  Chains->LoopsHaveLocations = LoopsHaveLocations;
  Chains->Counter = Counter;
}

loopcc::LoopTransformAction::~LoopTransformAction() = default;

bool loopcc::LoopTransformAction::needsLocationRerun() const {
  return Chains->NeedsRerun;
}

unsigned loopcc::LoopTransformAction::diagnosticsBeforeRerunDecision() const {
  return Chains->DiagnosticsBeforeRerun;
}

bool loopcc::LoopTransformAction::BeginSourceFileAction(
    clang::CompilerInstance &CI) {
  return clang::WrapperFrontendAction::BeginSourceFileAction(CI);
}

std::unique_ptr<clang::ASTConsumer>
loopcc::LoopTransformAction::CreateASTConsumer(clang::CompilerInstance &CI,
                                               llvm::StringRef InFile) {
  return clang::WrapperFrontendAction::CreateASTConsumer(CI, InFile);
}

void loopcc::LoopTransformAction::EndSourceFileAction() {
  clang::WrapperFrontendAction::EndSourceFileAction();
}
