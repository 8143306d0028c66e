//===- LoopTransformAction.cpp - loopcc's frontend action -----------------===//

#include "frontend/LoopTransformAction.h"
#include "frontend/ChainConversion.h"
#include "frontend/LocationTracking.h"
#include "frontend/LoopBinding.h"
#include "passes/AttachChains.h"
#include "pragma/LoopTransformPragma.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Passes/PassBuilder.h"

#include <vector>

namespace loopcc {

/// Everything loopcc knows about one translation unit's directives: the
/// directives the pragma handler parsed, and the chains they form.
class TranslationUnitChains : public DirectiveSink {
public:
  TranslationUnitChains(bool LoopsHaveLocations, DiagnosticCounter *Counter)
      : LoopsHaveLocations(LoopsHaveLocations), Counter(Counter) {}

  void handleDirective(TransformDirective D) override {
    Directives.push_back(std::move(D));
    if (LoopsHaveLocations || NeedsRerun || !Diags)
      return;
    // Found late (a header, a macro from a header): this attempt cannot
    // bind; the driver compiles the unit again with locations. What this
    // attempt would still print, the next one prints.
    NeedsRerun = true;
    DiagnosticsBeforeRerun = Counter ? Counter->count() : 0;
    Diags->setSuppressAllDiagnostics(true);
  }

  bool LoopsHaveLocations;
  DiagnosticCounter *Counter;
  clang::DiagnosticsEngine *Diags = nullptr;
  bool NeedsRerun = false;
  unsigned DiagnosticsBeforeRerun = 0;
  std::vector<TransformDirective> Directives;
  std::shared_ptr<ChainTable> Table = std::make_shared<ChainTable>();
};

} // namespace loopcc

namespace {

/// Binds the chains once the whole unit is parsed, then lets CodeGen (the
/// wrapped consumer) finish, with the chains registered for the pipeline.
class ChainConsumer : public clang::MultiplexConsumer {
public:
  ChainConsumer(std::unique_ptr<clang::ASTConsumer> Inner,
                loopcc::TranslationUnitChains &Chains,
                clang::CodeGenOptions &CGOpts)
      : clang::MultiplexConsumer(std::move(Inner)), Chains(Chains),
        CGOpts(CGOpts) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    if (Chains.NeedsRerun)
      return;
    if (!Chains.Directives.empty()) {
      std::vector<loopcc::BoundChain> Bound =
          loopcc::bindChains(Ctx, Chains.Directives);
      *Chains.Table = loopcc::convertChains(Ctx, Bound);
      registerPasses();
    }
    clang::MultiplexConsumer::HandleTranslationUnit(Ctx);
  }

private:
  loopcc::TranslationUnitChains &Chains;
  clang::CodeGenOptions &CGOpts;

  /// Clang's backend builds the pipeline for the command line; loopcc adds
  /// its passes at PassBuilder's extension points. A unit without chains
  /// gets none, and so exactly clang's pipeline.
  void registerPasses() {
    if (Chains.Table->empty())
      return;
    std::shared_ptr<const loopcc::ChainTable> Table = Chains.Table;
    CGOpts.PassBuilderCallbacks.push_back([Table](llvm::PassBuilder &PB) {
      PB.registerPipelineStartEPCallback(
          [Table](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) {
            MPM.addPass(loopcc::AttachChainsPass(Table));
          });
    });
  }
};

} // namespace

loopcc::LoopTransformAction::LoopTransformAction(
    std::unique_ptr<clang::FrontendAction> Wrapped, bool LoopsHaveLocations,
    DiagnosticCounter *Counter)
    : clang::WrapperFrontendAction(std::move(Wrapped)),
      Chains(std::make_unique<TranslationUnitChains>(LoopsHaveLocations,
                                                     Counter)) {}

loopcc::LoopTransformAction::~LoopTransformAction() = default;

bool loopcc::LoopTransformAction::needsLocationRerun() const {
  return Chains->NeedsRerun;
}

unsigned loopcc::LoopTransformAction::diagnosticsBeforeRerunDecision() const {
  return Chains->DiagnosticsBeforeRerun;
}

bool loopcc::LoopTransformAction::BeginSourceFileAction(
    clang::CompilerInstance &CI) {
  if (!clang::WrapperFrontendAction::BeginSourceFileAction(CI))
    return false;
  Chains->Diags = &CI.getDiagnostics();
  // Only actions that generate code need locations; -fsyntax-only binds
  // by the AST alone.
  if (CI.getFrontendOpts().ProgramAction == clang::frontend::ParseSyntaxOnly)
    Chains->LoopsHaveLocations = true;
  CI.getPreprocessor().AddPragmaHandler(new LoopTransformPragmaHandler(*Chains));
  return true;
}

std::unique_ptr<clang::ASTConsumer>
loopcc::LoopTransformAction::CreateASTConsumer(clang::CompilerInstance &CI,
                                               llvm::StringRef InFile) {
  std::unique_ptr<clang::ASTConsumer> Inner =
      clang::WrapperFrontendAction::CreateASTConsumer(CI, InFile);
  if (!Inner)
    return nullptr;
  return std::make_unique<ChainConsumer>(std::move(Inner), *Chains,
                                         CI.getCodeGenOpts());
}

void loopcc::LoopTransformAction::EndSourceFile() {
  if (Chains->NeedsRerun) {
    // Nothing this attempt wrote may survive: the next attempt writes it
    // all, and counts the warnings again.
    getCompilerInstance().clearOutputFiles(/*EraseFiles=*/true);
    if (Chains->Counter)
      Chains->Counter->clear();
  }
  // The wrapped action ends the file (WrapperFrontendAction hands all of
  // EndSourceFile to it).
  clang::WrapperFrontendAction::EndSourceFile();
}
