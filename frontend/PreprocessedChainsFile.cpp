//===- PreprocessedChainsFile.cpp - Chains in -E output -------------------===//
//
// Where a chain goes is known only after parsing (the N-th loop of a
// function, a name a step makes), and -E does not parse. So the unit is
// parsed once more, on its own, binding the chains exactly as a compile
// does; that gives each chain's loop as a file and offset. While the unit
// is then printed, each token is looked past: when the next token of the
// file is such a loop's first token, the chain's directives are entered
// into the token stream as `_Pragma("loop transform ...")`, which the
// printer writes as `#pragma` lines of their own. A `#pragma` line or a
// `_Pragma` between the token and the loop is looked past too, so the
// chain stands above the directives written at the loop, as it does when
// compiling.
//
//===----------------------------------------------------------------------===//

#include "frontend/PreprocessedChainsFile.h"

#include "frontend/ChainsFile.h"
#include "frontend/ClangChainDiagnostics.h"
#include "frontend/LoopBinding.h"
#include "frontend/LoopccOptions.h"
#include "frontend/PreprocessedDirectives.h"
#include "pragma/LoopTransformPragma.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FileSystem/UniqueID.h"

#include <memory>
#include <string>
#include <vector>

namespace {

/// A chain's loop, as a position any compiler instance can find, and its
/// directives' text, top first.
struct Anchor {
  llvm::sys::fs::UniqueID File;
  unsigned Offset = 0;
  std::vector<std::string> Texts;
  /// The chain's index in the chains file, for a warning at its header.
  size_t Chain = 0;
  bool Written = false;
};

/// The placing parse's diagnostics about the chains file (its errors, a
/// chain whose loop is gone, with their notes): the preprocessed text will
/// not be compiled with the chains file, so they are said here. The
/// unit's own diagnostics are left to the compile of the text.
class ChainsFileDiagnostics : public clang::DiagnosticConsumer {
public:
  ChainsFileDiagnostics(llvm::StringRef Path, clang::DiagnosticOptions &Opts)
      : Path(Path), Printer(llvm::errs(), Opts) {}
  void BeginSourceFile(const clang::LangOptions &LO,
                       const clang::Preprocessor *PP) override {
    Printer.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Printer.EndSourceFile(); }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    if (Level != clang::DiagnosticsEngine::Note)
      Passing = Info.hasSourceManager() && Info.getLocation().isValid() &&
                Info.getSourceManager()
                        .getPresumedLoc(Info.getSourceManager().getExpansionLoc(
                            Info.getLocation()))
                        .getFilename() == Path;
    if (!Passing)
      return;
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Printer.HandleDiagnostic(Level, Info);
  }

private:
  std::string Path;
  clang::TextDiagnosticPrinter Printer;
  bool Passing = false;
};

class DirectiveList : public loopcc::DirectiveSink {
public:
  void handleDirective(loopcc::TransformDirective D) override {
    Directives.push_back(std::move(D));
  }
  std::vector<loopcc::TransformDirective> Directives;
};

/// Parses the unit and binds its chains, keeping only where the chains
/// file's went.
class PlacementAction : public clang::ASTFrontendAction {
public:
  explicit PlacementAction(std::vector<Anchor> &Anchors) : Anchors(Anchors) {}

private:
  class Consumer : public clang::ASTConsumer {
  public:
    explicit Consumer(PlacementAction &Action) : Action(Action) {}
    void HandleTranslationUnit(clang::ASTContext &Ctx) override {
      std::vector<loopcc::FilePlacement> Placements;
      loopcc::ChainSources Sources;
      Sources.Directives = Action.Written.Directives;
      Sources.FileChains = Action.FileChains;
      loopcc::bindChains(Ctx, Sources, &Placements);
      const clang::SourceManager &SM = Ctx.getSourceManager();
      for (const loopcc::FilePlacement &P : Placements) {
        clang::SourceLocation Loc = SM.getExpansionLoc(P.Loop->getBeginLoc());
        auto [FID, Offset] = SM.getDecomposedLoc(Loc);
        clang::OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
        if (!File)
          continue;
        Anchor A;
        A.File = File->getUniqueID();
        A.Offset = Offset;
        A.Chain = P.Chain - Action.FileChains.data();
        for (const loopcc::TransformDirective &D : P.Steps)
          A.Texts.push_back("loop transform " + D.spelling());
        Action.Anchors.push_back(std::move(A));
      }
    }

  private:
    PlacementAction &Action;
  };

  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    CI.getPreprocessor().AddPragmaHandler(
        new loopcc::LoopTransformPragmaHandler(Written));
    FileChains = loopcc::readChainsFile(CI.getPreprocessor(),
                                        loopcc::loopccOptions().ChainsFile)
                     .value_or(std::vector<loopcc::FileChain>());
    return true;
  }

  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &, llvm::StringRef) override {
    return std::make_unique<Consumer>(*this);
  }

  std::vector<Anchor> &Anchors;
  DirectiveList Written;
  std::vector<loopcc::FileChain> FileChains;
};

/// The chains' loops; the number of errors the chains file has.
std::vector<Anchor> findAnchors(clang::CompilerInstance &CI, unsigned &Errors) {
  auto Invocation =
      std::make_shared<clang::CompilerInvocation>(CI.getInvocation());
  Invocation->getFrontendOpts().ProgramAction =
      clang::frontend::ParseSyntaxOnly;
  Invocation->getFrontendOpts().OutputFile.clear();
  // The printing run writes the dependency file, once, and counts the
  // diagnostics ("N errors generated.").
  Invocation->getDependencyOutputOpts() = clang::DependencyOutputOptions();
  Invocation->getDiagnosticOpts().ShowCarets = false;
  clang::CompilerInstance Parse(std::move(Invocation),
                                CI.getPCHContainerOperations());
  Parse.setVirtualFileSystem(CI.getVirtualFileSystemPtr());
  auto *Said = new ChainsFileDiagnostics(loopcc::loopccOptions().ChainsFile,
                                         CI.getDiagnosticOpts());
  Parse.createDiagnostics(Said, /*ShouldOwnClient=*/true);
  std::vector<Anchor> Anchors;
  PlacementAction Action(Anchors);
  Parse.ExecuteAction(Action);
  Errors = Said->getNumErrors();
  return Anchors;
}

/// The first token of the file after \p End that is neither in a
/// preprocessor directive line nor a `_Pragma(...)`: where the parser's
/// next statement starts.
clang::SourceLocation nextStatementToken(const clang::SourceManager &SM,
                                         const clang::LangOptions &LangOpts,
                                         clang::SourceLocation End) {
  clang::SourceLocation After =
      clang::Lexer::getLocForEndOfToken(End, 0, SM, LangOpts);
  if (After.isInvalid())
    return {};
  auto [FID, Offset] = SM.getDecomposedLoc(After);
  llvm::StringRef Buffer = SM.getBufferData(FID);
  clang::Lexer Raw(SM.getLocForStartOfFile(FID), LangOpts, Buffer.begin(),
                   Buffer.begin() + Offset, Buffer.end());
  clang::Token Tok;
  Raw.LexFromRawLexer(Tok);
  while (Tok.isNot(clang::tok::eof)) {
    if (Tok.is(clang::tok::hash) && Tok.isAtStartOfLine()) {
      // A directive line, to its end.
      do
        Raw.LexFromRawLexer(Tok);
      while (Tok.isNot(clang::tok::eof) && !Tok.isAtStartOfLine());
      continue;
    }
    if (Tok.is(clang::tok::raw_identifier) &&
        Tok.getRawIdentifier() == "_Pragma") {
      // `_Pragma ( "..." )`
      for (int I = 0; I < 4 && Tok.isNot(clang::tok::eof); ++I)
        Raw.LexFromRawLexer(Tok);
      continue;
    }
    return Tok.getLocation();
  }
  return {};
}

/// At the end of the unit, a warning at the header of each chain whose
/// loop was found but not reached: the token before it is one the
/// preprocessor does not print (a macro that expands to nothing or to a
/// `_Pragma` only, or the end of an #include'd file), so the chain is not
/// in the output, and the compile of the text would not apply it.
class UnwrittenChains : public clang::PPCallbacks {
public:
  UnwrittenChains(clang::DiagnosticsEngine &Diags,
                  std::vector<loopcc::FileChain> Chains,
                  std::shared_ptr<std::vector<Anchor>> Anchors)
      : Diags(Diags), Chains(std::move(Chains)), Anchors(std::move(Anchors)) {}
  void EndOfMainFile() override {
    unsigned ID = loopcc::customWarningID(
        Diags,
        "the chain for loop %0 of '%1' is not written into the preprocessed "
        "output: no token the preprocessor prints stands right before its "
        "loop (a macro that expands to nothing or to a _Pragma, or the end "
        "of an #include'd file); compile the source with the chains file "
        "instead",
        clang::diag::Group::BackendOptimizationFailure);
    for (const Anchor &A : *Anchors) {
      if (A.Written || A.Chain >= Chains.size())
        continue;
      const loopcc::FileChain &C = Chains[A.Chain];
      Diags.Report(C.HeaderLoc, ID)
          << (C.Number ? std::to_string(C.Number) : "'" + C.LoopName + "'")
          << C.Function;
    }
  }

private:
  clang::DiagnosticsEngine &Diags;
  std::vector<loopcc::FileChain> Chains;
  std::shared_ptr<std::vector<Anchor>> Anchors;
};

} // namespace

void loopcc::writeFileChainsInPlace(clang::CompilerInstance &CI) {
  const std::string &Path = loopccOptions().ChainsFile;
  if (Path.empty() || !CI.hasPreprocessor())
    return;
  clang::Preprocessor &PP = CI.getPreprocessor();
  // The file's own errors, as compiling reports them: the output is not
  // written.
  std::optional<std::vector<FileChain>> FileChains = readChainsFile(PP, Path);
  if (!FileChains)
    return;
  // Standard input cannot be read twice: its chains are not written.
  const clang::FrontendOptions &FO = CI.getFrontendOpts();
  if (FO.Inputs.empty() || !FO.Inputs[0].isFile() ||
      FO.Inputs[0].getFile() == "-")
    return;
  unsigned Errors = 0;
  auto Anchors = std::make_shared<std::vector<Anchor>>(findAnchors(CI, Errors));
  if (Errors) {
    // Said by the placing parse; without this the output would be written.
    CI.getDiagnostics().Report(CI.getDiagnostics().getCustomDiagID(
        clang::DiagnosticsEngine::Error,
        "the chains of '%0' cannot all be placed: the preprocessed output is "
        "not written"))
        << Path;
    return;
  }
  if (Anchors->empty())
    return;

  clang::SourceManager &SM = CI.getSourceManager();
  // Which files have a loop to look for, by file of this instance.
  auto Interesting = std::make_shared<llvm::DenseMap<clang::FileID, bool>>();
  PP.setTokenWatcher([&PP, &SM, Anchors, Interesting](const clang::Token &Tok) {
    if (Tok.isAnnotation() || Tok.is(clang::tok::eof))
      return;
    clang::SourceLocation End = Tok.getLocation();
    if (End.isMacroID()) {
      // Only after the last token of a macro's expansion: the loop may
      // follow the macro's use.
      clang::SourceLocation MacroEnd;
      if (!clang::Lexer::isAtEndOfMacroExpansion(End, SM, PP.getLangOpts(),
                                                 &MacroEnd) ||
          !MacroEnd.isFileID())
        return;
      End = MacroEnd;
    }
    clang::FileID FID = SM.getFileID(End);
    auto [It, Inserted] = Interesting->try_emplace(FID, false);
    if (Inserted)
      if (clang::OptionalFileEntryRef File = SM.getFileEntryRefForID(FID))
        It->second = llvm::any_of(*Anchors, [&](const Anchor &A) {
          return A.File == File->getUniqueID();
        });
    if (!It->second)
      return;
    clang::SourceLocation Next = nextStatementToken(SM, PP.getLangOpts(), End);
    if (Next.isInvalid())
      return;
    unsigned Offset = SM.getFileOffset(Next);
    clang::OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
    for (Anchor &A : *Anchors)
      if (!A.Written && A.Offset == Offset && A.File == File->getUniqueID()) {
        std::vector<std::string> Texts = A.Texts;
        // The first chain written says so to the compile of the text
        // (`#pragma loop chains_written`), which then does not apply the
        // chains file's chains again.
        if (llvm::none_of(*Anchors, [](const Anchor &B) { return B.Written; }))
          Texts.insert(Texts.begin(), "loop chains_written");
        A.Written = true;
        loopcc::enterPragmaOperators(PP, Next, Texts);
      }
  });
  PP.addPPCallbacks(std::make_unique<UnwrittenChains>(
      PP.getDiagnostics(), std::move(*FileChains), Anchors));
}
