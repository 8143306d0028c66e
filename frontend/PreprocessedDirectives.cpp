//===- PreprocessedDirectives.cpp - Directives in -E output ---------------===//
//
// The handler reads the directive with macros expanded, steps aside, and
// hands the expanded text back as `_Pragma("loop transform ...")`, which
// clang's printer then writes like any pragma it does not know. It comes
// back for the next pragma directive (PPCallbacks::PragmaDirective runs
// before the handler is looked up), but not for the one it injected.
//
//===----------------------------------------------------------------------===//

#include "frontend/PreprocessedDirectives.h"
#include "frontend/PreprocessedChainsFile.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"

namespace {

/// \p Text as a string literal, for _Pragma.
std::string quoted(llvm::StringRef Text) {
  std::string Literal = "\"";
  for (char C : Text) {
    if (C == '\\' || C == '"')
      Literal += '\\';
    Literal += C;
  }
  Literal += '"';
  return Literal;
}

class ExpandingHandler;

/// Puts the handler back before each pragma but the injected one.
class Reinstaller : public clang::PPCallbacks {
public:
  Reinstaller(clang::Preprocessor &PP, ExpandingHandler &Handler)
      : PP(PP), Handler(Handler) {}
  void PragmaDirective(clang::SourceLocation,
                       clang::PragmaIntroducerKind) override;
  void EndOfMainFile() override;

  bool SkipNext = false;
  bool Installed = true;

private:
  clang::Preprocessor &PP;
  ExpandingHandler &Handler;
};

class ExpandingHandler : public clang::PragmaHandler {
public:
  ExpandingHandler() : clang::PragmaHandler("loop") {}

  void setReinstaller(Reinstaller *R) { Callbacks = R; }

  void HandlePragma(clang::Preprocessor &PP, clang::PragmaIntroducer,
                    clang::Token &FirstTok) override {
    llvm::SmallString<128> Text("loop");
    clang::Token Tok;
    PP.LexUnexpandedToken(Tok);
    bool Ours = Tok.is(clang::tok::identifier) &&
                Tok.getIdentifierInfo()->getName() == "transform";
    if (Outer) {
      // A directive among the arguments of the one being read (a _Pragma in
      // them, or in a macro they use). It stays there, as _Pragma(...), so
      // that compiling the output reports it as compiling the source does.
      readRest(PP, Tok, Text, /*Expand=*/false);
      *Outer += " _Pragma(" + quoted(Text) + ")";
      return;
    }
    // Only our directive's arguments are expanded; any other `#pragma
    // loop` (MSVC's) is printed as written.
    Outer = &Text;
    readRest(PP, Tok, Text, /*Expand=*/Ours);
    Outer = nullptr;

    PP.RemovePragmaHandler(this);
    Callbacks->Installed = false;
    Callbacks->SkipNext = true;
    loopcc::enterPragmaOperators(PP, FirstTok.getLocation(),
                                 {std::string(Text)});
  }

private:
  /// Appends the directive's tokens, from \p Tok to its end, to \p Text.
  static void readRest(clang::Preprocessor &PP, clang::Token &Tok,
                       llvm::SmallString<128> &Text, bool Expand) {
    while (Tok.isNot(clang::tok::eod) && Tok.isNot(clang::tok::eof)) {
      if (Tok.hasLeadingSpace())
        Text += ' ';
      Text += PP.getSpelling(Tok);
      if (Expand)
        PP.Lex(Tok);
      else
        PP.LexUnexpandedToken(Tok);
    }
  }

  Reinstaller *Callbacks = nullptr;
  /// The text of the directive being read, while its arguments are.
  llvm::SmallString<128> *Outer = nullptr;
};

void Reinstaller::PragmaDirective(clang::SourceLocation,
                                  clang::PragmaIntroducerKind) {
  if (SkipNext) {
    SkipNext = false;
    return;
  }
  if (!Installed) {
    PP.AddPragmaHandler(&Handler);
    Installed = true;
  }
}

void Reinstaller::EndOfMainFile() {
  // The preprocessor owns, and deletes, the handlers registered with it.
  if (!Installed) {
    PP.AddPragmaHandler(&Handler);
    Installed = true;
  }
}

} // namespace

loopcc::PreprocessedDirectivesAction::PreprocessedDirectivesAction(
    std::unique_ptr<clang::FrontendAction> Wrapped)
    : clang::WrapperFrontendAction(std::move(Wrapped)) {}

bool loopcc::PreprocessedDirectivesAction::BeginSourceFileAction(
    clang::CompilerInstance &CI) {
  if (!clang::WrapperFrontendAction::BeginSourceFileAction(CI))
    return false;
  if (!CI.hasPreprocessor())
    return true;
  clang::Preprocessor &PP = CI.getPreprocessor();
  auto *Handler = new ExpandingHandler();
  auto Callbacks = std::make_unique<Reinstaller>(PP, *Handler);
  Handler->setReinstaller(Callbacks.get());
  PP.AddPragmaHandler(Handler);
  PP.addPPCallbacks(std::move(Callbacks));
  writeFileChainsInPlace(CI);
  return true;
}

void loopcc::enterPragmaOperators(clang::Preprocessor &PP,
                                  clang::SourceLocation Loc,
                                  llvm::ArrayRef<std::string> Texts) {
  unsigned Count = 4 * Texts.size();
  auto Toks = std::make_unique<clang::Token[]>(Count);
  for (unsigned I = 0; I < Texts.size(); ++I) {
    clang::Token *T = &Toks[4 * I];
    for (unsigned J = 0; J < 4; ++J) {
      T[J].startToken();
      T[J].setLocation(Loc);
    }
    T[0].setKind(clang::tok::identifier);
    T[0].setIdentifierInfo(PP.getIdentifierInfo("_Pragma"));
    T[0].setFlag(clang::Token::StartOfLine);
    T[1].setKind(clang::tok::l_paren);
    T[2].setKind(clang::tok::string_literal);
    PP.CreateString(quoted(Texts[I]), T[2], Loc, Loc);
    T[3].setKind(clang::tok::r_paren);
  }
  PP.EnterTokenStream(std::move(Toks), Count, /*DisableMacroExpansion=*/false,
                      /*IsReinject=*/false);
}
