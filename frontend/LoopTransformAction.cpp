//===- LoopTransformAction.cpp - loopcc's frontend action -----------------===//

#include "frontend/LoopTransformAction.h"
#include "frontend/ChainConversion.h"
#include "frontend/ClangChainDiagnostics.h"
#include "frontend/LoopccOptions.h"
#include "frontend/LocationTracking.h"
#include "frontend/LoopBinding.h"
#include "passes/AttachChains.h"
#include "passes/LoneDirectiveJudge.h"
#include "passes/MissedTransformReporter.h"
#include "passes/TransformReport.h"
#include "passes/TransformScheduler.h"
#include "pragma/LoopTransformPragma.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Basic/SourceManager.h"
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
  std::shared_ptr<ChainOutcomes> Outcomes = std::make_shared<ChainOutcomes>();
  std::shared_ptr<PipelineRemarks> Remarks;
  std::shared_ptr<ClangChainDiagnostics> Reporter;
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

  // Once an attempt knows it will be redone, it generates no code: its
  // diagnostics are suppressed, so clang no longer records errors, and
  // CodeGen would run on declarations that have them (a crash the frontend
  // fuzzer found).
  bool HandleTopLevelDecl(clang::DeclGroupRef D) override {
    if (Chains.NeedsRerun)
      return true;
    return clang::MultiplexConsumer::HandleTopLevelDecl(D);
  }
  void HandleInlineFunctionDefinition(clang::FunctionDecl *D) override {
    if (!Chains.NeedsRerun)
      clang::MultiplexConsumer::HandleInlineFunctionDefinition(D);
  }
  void HandleTagDeclDefinition(clang::TagDecl *D) override {
    if (!Chains.NeedsRerun)
      clang::MultiplexConsumer::HandleTagDeclDefinition(D);
  }
  void CompleteTentativeDefinition(clang::VarDecl *D) override {
    if (!Chains.NeedsRerun)
      clang::MultiplexConsumer::CompleteTentativeDefinition(D);
  }
  void CompleteExternalDeclaration(clang::DeclaratorDecl *D) override {
    if (!Chains.NeedsRerun)
      clang::MultiplexConsumer::CompleteExternalDeclaration(D);
  }

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    if (Chains.NeedsRerun)
      return;
    // After a fatal error (an #include nested too deeply, a missing
    // header) the unit is cut short: binding would judge a partial AST,
    // and clang itself says nothing more.
    if (!Chains.Directives.empty() &&
        !Ctx.getDiagnostics().hasFatalErrorOccurred()) {
      std::vector<loopcc::BoundChain> Bound =
          loopcc::bindChains(Ctx, Chains.Directives);
      *Chains.Table = loopcc::convertChains(Ctx, Bound);
      rememberLocations(Ctx, Bound);
      registerPasses(Ctx);
    }
    clang::MultiplexConsumer::HandleTranslationUnit(Ctx);
  }

private:
  loopcc::TranslationUnitChains &Chains;
  clang::CodeGenOptions &CGOpts;

  /// The reporter speaks of chains by id; clang's diagnostics need their
  /// source locations (ids follow the order of Bound).
  void rememberLocations(clang::ASTContext &Ctx,
                         const std::vector<loopcc::BoundChain> &Bound) {
    Chains.Reporter =
        std::make_shared<loopcc::ClangChainDiagnostics>(Ctx.getDiagnostics());
    const clang::SourceManager &SM = Ctx.getSourceManager();
    for (unsigned I = 0; I < Bound.size(); ++I) {
      loopcc::ChainLocations Locs;
      Locs.Loop = SM.getExpansionLoc(Bound[I].Loop->getBeginLoc());
      for (const loopcc::TransformDirective &D : Bound[I].Steps)
        Locs.Steps.push_back(SM.getExpansionLoc(D.KindLoc));
      Chains.Reporter->setLocations((*Chains.Table)[I].Id, std::move(Locs));
    }
  }

  /// Clang's backend builds the pipeline for the command line; loopcc adds
  /// its passes at PassBuilder's extension points: attaching the chains
  /// first, the scheduler before LLVM's vectorizer (the last point before
  /// its transform-warning), the reporter at the end. A unit without chains
  /// gets none of them, and so exactly clang's pipeline.
  void registerPasses(clang::ASTContext &Ctx) {
    if (Chains.Table->empty())
      return;
    std::shared_ptr<const loopcc::ChainTable> Table = Chains.Table;
    std::shared_ptr<loopcc::ChainOutcomes> Outcomes = Chains.Outcomes;
    std::shared_ptr<loopcc::ChainDiagnostics> Reporter = Chains.Reporter;
    Chains.Remarks = std::make_shared<loopcc::PipelineRemarks>(*Table);
    std::shared_ptr<loopcc::PipelineRemarks> Remarks = Chains.Remarks;
    loopcc::TransformSchedulerPass::Options SchedulerOpts;
    SchedulerOpts.OptLevel = CGOpts.OptimizationLevel;
    // clang's own pipeline interleaves when it unrolls loops.
    SchedulerOpts.LoopInterleaving = CGOpts.UnrollLoops;
    std::string MainFile;
    const clang::SourceManager &SM = Ctx.getSourceManager();
    if (clang::OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getMainFileID()))
      MainFile = FE->getName().str();
    auto Sink = [MainFile](std::vector<loopcc::ChainReport> Reports) {
      loopcc::loopccOptions().ReportedUnits.push_back(llvm::json::Object{
          {"file", loopcc::jsonText(MainFile)},
          {"chains", loopcc::reportToJSON(Reports)}});
    };

    CGOpts.PassBuilderCallbacks.push_back([=](llvm::PassBuilder &PB) {
      if (llvm::PassInstrumentationCallbacks *PIC =
              PB.getPassInstrumentationCallbacks()) {
        PIC->addClassToPassName(loopcc::AttachChainsPass::name(),
                                "loopcc-attach-chains");
        PIC->addClassToPassName(loopcc::TransformSchedulerPass::name(),
                                "loopcc-transform-scheduler");
        PIC->addClassToPassName(loopcc::MissedTransformReporterPass::name(),
                                "loopcc-missed-transform-reporter");
        // With -disable-llvm-passes clang builds no pipeline, so no
        // extension point runs; the module still passes through the writer
        // of -emit-llvm / -emit-llvm-bc. The chains are lowered into it
        // there, so that the IR carries them as llvm.loop metadata for
        // whatever optimizes it later (opt, or the bitcode job of
        // -save-temps -flto).
        if (CGOpts.DisableLLVMPasses)
          PIC->registerBeforeNonSkippedPassCallback(
              [=](llvm::StringRef PassID, llvm::Any IR) {
                if (PassID != "BitcodeWriterPass" &&
                    PassID != "PrintModulePass")
                  return;
                const auto *M = llvm::any_cast<const llvm::Module *>(&IR);
                if (!M)
                  return;
                // AttachChains builds its own loop analyses.
                llvm::ModuleAnalysisManager Unused;
                loopcc::AttachChainsPass(Table, nullptr)
                    .run(const_cast<llvm::Module &>(**M), Unused);
              });
        // Lone directives are judged in each function just before LLVM's
        // transform-warning looks at it (LoneDirectiveJudge.h); there is no
        // extension point between LLVM's loop passes and that pass.
        PIC->registerBeforeNonSkippedPassCallback(
            [=](llvm::StringRef PassID, llvm::Any IR) {
              if (PassID != "WarnMissedTransformationsPass" ||
                  !Remarks->installed())
                return;
              if (const auto *F = llvm::any_cast<const llvm::Function *>(&IR))
                loopcc::judgeLoneDirectives(
                    const_cast<llvm::Function &>(**F), *Table, *Remarks,
                    *Outcomes);
            });
      }
      PB.registerPipelineStartEPCallback(
          [=](llvm::ModulePassManager &MPM, llvm::OptimizationLevel Level) {
            bool Optimized = Level != llvm::OptimizationLevel::O0;
            MPM.addPass(loopcc::AttachChainsPass(
                Table, Optimized ? Remarks : nullptr));
          });
      PB.registerVectorizerStartEPCallback(
          [=](llvm::FunctionPassManager &FPM, llvm::OptimizationLevel Level) {
            if (Level == llvm::OptimizationLevel::O0)
              return;
            FPM.addPass(loopcc::TransformSchedulerPass(Table, Outcomes,
                                                       Remarks, SchedulerOpts));
          });
      PB.registerOptimizerLastEPCallback(
          [=](llvm::ModulePassManager &MPM, llvm::OptimizationLevel Level,
              llvm::ThinOrFullLTOPhase Phase) {
            bool Optimized = Level != llvm::OptimizationLevel::O0;
            // ThinLTO's pre-link pipeline has no vectorizer (nor
            // VectorizerStart): every chain, lone directives too, is
            // completed here, so that link-time optimization sees finished
            // loops. Full LTO's pre-link pipeline has LLVM's loop passes
            // (measured) and is treated as a normal one.
            bool PreLink =
                Optimized && Phase == llvm::ThinOrFullLTOPhase::ThinLTOPreLink;
            if (PreLink) {
              loopcc::TransformSchedulerPass::Options PreLinkOpts =
                  SchedulerOpts;
              PreLinkOpts.LTOPreLink = true;
              MPM.addPass(llvm::createModuleToFunctionPassAdaptor(
                  loopcc::TransformSchedulerPass(Table, Outcomes, Remarks,
                                                 PreLinkOpts)));
            }
            MPM.addPass(loopcc::MissedTransformReporterPass(
                Table, Outcomes, Remarks, Reporter, Optimized, PreLink, Sink));
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
  // IR and AST inputs have no preprocessor, and no directives.
  if (CI.hasPreprocessor())
    CI.getPreprocessor().AddPragmaHandler(
        new LoopTransformPragmaHandler(*Chains));
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
