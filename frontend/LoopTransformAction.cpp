//===- LoopTransformAction.cpp - loopcc's frontend action -----------------===//

#include "frontend/LoopTransformAction.h"
#include "frontend/ChainConversion.h"
#include "frontend/ChainsFile.h"
#include "frontend/ClangChainDiagnostics.h"
#include "frontend/ExplainView.h"
#include "frontend/LocationTracking.h"
#include "frontend/LoopBinding.h"
#include "frontend/LoopccOptions.h"
#include "frontend/ModuleHeaderDirectives.h"
#include "frontend/OpenMPMeaning.h"
#include "frontend/SourceLoopNest.h"
#include "passes/PipelineRegistration.h"
#include "passes/TransformReport.h"
#include "pragma/LoopTransformPragma.h"
#include "pragma/OpenMPTransformPragma.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "llvm/Passes/PassBuilder.h"

#include <map>
#include <set>
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
    stopForRerun();
  }

  void chainsWritten() override { FileChainsWritten = true; }

  /// This attempt is redone: it says and generates nothing more.
  void stopForRerun() {
    if (NeedsRerun || !Diags)
      return;
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
  /// -floop-transform-chains=FILE: its chains, read before the unit;
  /// not applied where `loopcc -E` wrote them into the text already.
  std::vector<FileChain> FileChains;
  bool FileChainsWritten = false;
  std::shared_ptr<ChainTable> Table = std::make_shared<ChainTable>();
  std::shared_ptr<ClangChainDiagnostics> Reporter;
  /// The chains' loop nests as written, for the explain view.
  std::shared_ptr<std::map<unsigned, SourceLoopNest>> Nests =
      std::make_shared<std::map<unsigned, SourceLoopNest>>();
  /// -floop-transform-openmp: `#pragma omp` in clang's handler's place.
  std::unique_ptr<OpenMPTransformPragmaHandler> OpenMP;
  /// OpenMP's loop transformations this attempt gives to clang, and where
  /// those it gave start (OpenMPMeaning.h).
  OpenMPHandover Handover;
  std::vector<clang::SourceLocation> HandedToClang;
  /// A probe: the unit is compiled again; this attempt only finds the
  /// OpenMP transformations the engine does not apply.
  bool Probe = false;
  /// Nothing is decided about OpenMP's transformations yet: the first one
  /// found sends the unit to a probe (NeedsOpenMPProbe).
  bool MayProbeOpenMP = false;
  bool NeedsOpenMPProbe = false;
  std::shared_ptr<OpenMPHandover> OpenMPNotApplied =
      std::make_shared<OpenMPHandover>();
};

} // namespace loopcc

namespace {

/// The chains' loop nests as written, by chain id (none for an IR input).
using SourceNests = std::map<unsigned, loopcc::SourceLoopNest>;

/// Where the reporter's verdicts go: the JSON report's entry for the unit,
/// and the explain view.
loopcc::MissedTransformReporterPass::ReportSink
reportSink(std::string MainFile, std::shared_ptr<const SourceNests> Nests) {
  return [MainFile, Nests](std::vector<loopcc::ChainReport> Reports) {
    const loopcc::LoopccOptions &Opts = loopcc::loopccOptions();
    llvm::json::Array Chains = loopcc::reportToJSON(Reports);
    if (Opts.Explain || Opts.ExplainInReport) {
      std::string Text;
      for (unsigned I = 0; I < Reports.size(); ++I) {
        const loopcc::ChainReport &R = Reports[I];
        const loopcc::SourceLoopNest *Source = nullptr;
        if (Nests) {
          auto It = Nests->find(R.Chain.Id);
          if (It != Nests->end())
            Source = &It->second;
        }
        std::string One = loopcc::explainChain(R, Source);
        if (Opts.ExplainInReport)
          if (llvm::json::Object *O = Chains[I].getAsObject())
            (*O)["explain"] = loopcc::jsonText(One);
        Text += One;
      }
      if (Opts.Explain)
        loopcc::writeExplain(Text);
    }
    loopcc::loopccOptions().ReportedUnits.push_back(llvm::json::Object{
        {"file", loopcc::jsonText(MainFile)}, {"chains", std::move(Chains)}});
  };
}

/// Binds the chains once the whole unit is parsed, then lets CodeGen (the
/// wrapped consumer) finish, with the chains registered for the pipeline.
class ChainConsumer : public clang::MultiplexConsumer {
public:
  ChainConsumer(std::unique_ptr<clang::ASTConsumer> Inner,
                loopcc::TranslationUnitChains &Chains,
                clang::CodeGenOptions &CGOpts)
      : clang::MultiplexConsumer(std::move(Inner)), Chains(Chains),
        CGOpts(CGOpts) {}

  // clang's parser has registered its `omp` handler by now, and read no
  // token yet: OpenMP's loop transformations become loopcc's steps from
  // the first line on.
  void InitializeSema(clang::Sema &S) override {
    clang::MultiplexConsumer::InitializeSema(S);
    bool Transforms = loopcc::loopccOptions().OpenMP;
    if (!Transforms && !S.getLangOpts().OpenMP)
      return;
    clang::SourceManager &SM = S.getSourceManager();
    clang::DiagnosticsEngine &Diags = S.getDiagnostics();
    loopcc::TranslationUnitChains &TU = Chains;
    auto Handover = [&TU, &SM, &Diags](const loopcc::TransformDirective &D) {
      if (TU.MayProbeOpenMP) {
        TU.NeedsOpenMPProbe = true;
        TU.stopForRerun();
        return false;
      }
      std::string Reason;
      if (!TU.Handover.All) {
        auto It = TU.Handover.Steps.find(loopcc::openMPPosition(SM, D.KindLoc));
        if (It == TU.Handover.Steps.end())
          return false;
        Reason = It->second;
      }
      TU.HandedToClang.push_back(D.Range.getBegin());
      loopcc::warnIfMeaningChanges(Diags, D, Reason);
      return true;
    };
    Chains.OpenMP = std::make_unique<loopcc::OpenMPTransformPragmaHandler>(
        Chains, Transforms, Handover);
    loopcc::installOpenMPTransforms(S.getPreprocessor(), *Chains.OpenMP);
  }

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
    if ((!Chains.Directives.empty() ||
         (!Chains.FileChains.empty() && !Chains.FileChainsWritten)) &&
        !Ctx.getDiagnostics().hasFatalErrorOccurred()) {
      loopcc::ChainSources Sources;
      Sources.Directives = Chains.Directives;
      if (!Chains.FileChainsWritten)
        Sources.FileChains = Chains.FileChains;
      Sources.OpenMPForClang = Chains.HandedToClang;
      // Where no step runs, nothing is reported.
      Sources.OpenMPForClangQuietly =
          Chains.Handover.All || CGOpts.OptimizationLevel == 0;
      std::vector<const loopcc::TransformDirective *> BelowClang;
      if (Chains.Probe)
        Sources.OpenMPBelowClang = &BelowClang;
      std::vector<loopcc::BoundChain> Bound = loopcc::bindChains(Ctx, Sources);
      for (const loopcc::TransformDirective *D : BelowClang) {
        std::string Key =
            loopcc::openMPPosition(Ctx.getSourceManager(), D->KindLoc);
        Chains.OpenMPNotApplied->Steps[Key] =
            "it stands below a directive of clang's OpenMP on the same loop "
            "nest";
        Chains.OpenMPNotApplied->Chains.push_back({Key});
      }
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
      Locs.Loop = SM.getFileLoc(Bound[I].Loop->getBeginLoc());
      for (const loopcc::TransformDirective &D : Bound[I].Steps)
        Locs.Steps.push_back(SM.getExpansionLoc(D.KindLoc));
      Chains.Reporter->setLocations((*Chains.Table)[I].Id, std::move(Locs));
      if (loopcc::loopccOptions().Explain ||
          loopcc::loopccOptions().ExplainInReport)
        (*Chains.Nests)[(*Chains.Table)[I].Id] =
            loopcc::sourceLoopNest(Ctx, Bound[I].Loop);
    }
  }

  /// Clang's backend builds the pipeline for the command line; loopcc adds
  /// its passes at PassBuilder's extension points (PipelineRegistration.h).
  /// A unit without chains gets none of them, and so exactly clang's
  /// pipeline.
  void registerPasses(clang::ASTContext &Ctx) {
    if (Chains.Table->empty())
      return;
    std::string MainFile;
    const clang::SourceManager &SM = Ctx.getSourceManager();
    if (clang::OptionalFileEntryRef FE = SM.getFileEntryRefForID(SM.getMainFileID()))
      MainFile = FE->getName().str();
    loopcc::PipelineHooks Hooks;
    Hooks.Chains = std::make_shared<loopcc::ChainSource>(*Chains.Table);
    Hooks.Diags = Chains.Reporter;
    Hooks.Sink = reportSink(MainFile, Chains.Nests);
    if (Chains.Probe) {
      // A probe reports nothing: it learns which of OpenMP's
      // transformations the engine does not apply.
      std::set<std::string> OpenMPSteps;
      for (const loopcc::TransformDirective &D : Chains.Directives)
        if (D.FromOpenMP)
          OpenMPSteps.insert(loopcc::openMPPosition(SM, D.KindLoc));
      Hooks.Sink = [OpenMPSteps, Found = Chains.OpenMPNotApplied](
                       std::vector<loopcc::ChainReport> Reports) {
        loopcc::OpenMPHandover More =
            loopcc::openMPStepsNotApplied(Reports, OpenMPSteps);
        Found->Steps.insert(More.Steps.begin(), More.Steps.end());
        for (std::vector<std::string> &Chain : More.Chains)
          Found->Chains.push_back(std::move(Chain));
      };
    }
    Hooks.AttachChains = true;
    Hooks.AttachAtWriter = CGOpts.DisableLLVMPasses;
    // clang's own pipeline interleaves when it unrolls loops.
    Hooks.LoopInterleaving = CGOpts.UnrollLoops;
    CGOpts.PassBuilderCallbacks.push_back(
        [Hooks](llvm::PassBuilder &PB) { registerPipelineHooks(PB, Hooks); });
  }
};

} // namespace

loopcc::LoopTransformAction::LoopTransformAction(
    std::unique_ptr<clang::FrontendAction> Wrapped, bool LoopsHaveLocations,
    DiagnosticCounter *Counter, OpenMPAttempt OpenMP)
    : clang::WrapperFrontendAction(std::move(Wrapped)),
      Chains(std::make_unique<TranslationUnitChains>(LoopsHaveLocations,
                                                     Counter)) {
  Chains->Handover = std::move(OpenMP.Handover);
  Chains->Probe = OpenMP.Probe;
  Chains->MayProbeOpenMP = OpenMP.MayProbe;
}

bool loopcc::LoopTransformAction::needsOpenMPProbe() const {
  return Chains->NeedsOpenMPProbe;
}

loopcc::OpenMPHandover
loopcc::LoopTransformAction::openMPStepsNotApplied() const {
  return *Chains->OpenMPNotApplied;
}

loopcc::LoopTransformAction::~LoopTransformAction() = default;

bool loopcc::LoopTransformAction::needsLocationRerun() const {
  return Chains->NeedsRerun && !Chains->NeedsOpenMPProbe;
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
  // An IR input (the bitcode job of -save-temps, `loopcc -c t.ll`) carries
  // its chains in the module, if it has any: the passes read them there and
  // report at the positions the record gives.
  const clang::FrontendOptions &FO = CI.getFrontendOpts();
  if (!FO.Inputs.empty() &&
      FO.Inputs[0].getKind().getLanguage() == clang::Language::LLVM_IR) {
    loopcc::PipelineHooks Hooks;
    Hooks.Diags = std::make_shared<ClangChainDiagnostics>(
        CI.getDiagnostics(), &CI.getFileManager(), &CI.getSourceManager());
    Hooks.Sink = reportSink(FO.Inputs[0].getFile().str(), nullptr);
    Hooks.LoopInterleaving = CI.getCodeGenOpts().UnrollLoops;
    CI.getCodeGenOpts().PassBuilderCallbacks.push_back(
        [Hooks](llvm::PassBuilder &PB) { registerPipelineHooks(PB, Hooks); });
  }
  // IR and AST inputs have no preprocessor, and no directives.
  if (CI.hasPreprocessor()) {
    CI.getPreprocessor().AddPragmaHandler(
        new LoopTransformPragmaHandler(*Chains));
    const std::string &ChainsFile = loopccOptions().ChainsFile;
    if (!ChainsFile.empty())
      Chains->FileChains = readChainsFile(CI.getPreprocessor(), ChainsFile)
                               .value_or(std::vector<FileChain>());
  }
  rejectDirectivesInModuleHeaders(CI);
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
  if (Chains->NeedsRerun || Chains->Probe) {
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
