//===- LoopTransformPragma.cpp - The `#pragma loop` handler ---------------===//

#include "pragma/LoopTransformPragma.h"

#include "pragma/DirectiveDiagnostics.h"
#include "pragma/DirectiveParser.h"

#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/SmallVector.h"

namespace loopcc {

DirectiveSink::~DirectiveSink() = default;

/// Warns about `#pragma loop <Word>`, \p Word not being `transform`: a typo
/// of it, a transformation without it, or something else.
static void reportLoopNamespaceWord(clang::Preprocessor &PP,
                                    const clang::Token &Tok,
                                    llvm::StringRef Word) {
  clang::DiagnosticsEngine &Diags = PP.getDiagnostics();
  clang::SourceLocation Loc = Tok.getLocation();
  bool InFile = Loc.isFileID();
  if (std::optional<llvm::StringRef> Near = nearestName(Word, {"transform"})) {
    auto Diag = reportDirectiveDiag(Diags, Loc, DirectiveDiag::LoopNamespaceSuggest)
                << Word << *Near;
    if (InFile)
      Diag << clang::FixItHint::CreateReplacement(clang::SourceRange(Loc), *Near);
    return;
  }
  if (transformKindFromName(Word)) {
    auto Diag = reportDirectiveDiag(Diags, Loc,
                                    DirectiveDiag::LoopNamespaceMissingTransform)
                << Word;
    if (InFile)
      Diag << clang::FixItHint::CreateInsertion(Loc, "transform ");
    return;
  }
  reportDirectiveDiag(Diags, Loc, DirectiveDiag::LoopNamespaceUnknown) << Word;
}

LoopTransformPragmaHandler::LoopTransformPragmaHandler(DirectiveSink &Sink)
    : clang::PragmaHandler("loop"), Sink(Sink) {}

/// Consumes what is left of the directive. A directive always ends in eod;
/// eof is guarded against anyway, and put back so that the file still ends.
static void skipToEndOfDirective(clang::Preprocessor &PP, clang::Token &Tok) {
  while (Tok.isNot(clang::tok::eod)) {
    if (Tok.is(clang::tok::eof)) {
      PP.EnterToken(Tok, /*IsReinject=*/false);
      return;
    }
    PP.LexUnexpandedToken(Tok);
  }
}

/// `#pragma loop id(NAME)`: the name of the loop that follows, read
/// unexpanded (a name, not an expression).
void LoopTransformPragmaHandler::handleLoopId(clang::Preprocessor &PP,
                                              clang::PragmaIntroducer Introducer,
                                              clang::Token &IdTok) {
  // The whole line first: a malformed one is skipped exactly to its end.
  llvm::SmallVector<clang::Token, 4> Toks;
  clang::Token Tok;
  PP.LexUnexpandedToken(Tok);
  while (Tok.isNot(clang::tok::eod) && Tok.isNot(clang::tok::eof)) {
    Toks.push_back(Tok);
    PP.LexUnexpandedToken(Tok);
  }
  if (Tok.is(clang::tok::eof))
    PP.EnterToken(Tok, /*IsReinject=*/false);
  bool StartsWell = Toks.size() >= 3 && Toks[0].is(clang::tok::l_paren) &&
                    Toks[1].is(clang::tok::identifier) &&
                    Toks[2].is(clang::tok::r_paren);
  if (!StartsWell || Toks.size() > 3) {
    // At the first token that does not belong, or after `id`.
    reportDirectiveDiag(PP.getDiagnostics(),
                        StartsWell ? Toks[3].getLocation()
                                   : IdTok.getLocation(),
                        DirectiveDiag::LoopIdSyntax);
    return;
  }
  llvm::StringRef Word = Toks[1].getIdentifierInfo()->getName();
  if (roleFromName(Word)) {
    reportDirectiveDiag(PP.getDiagnostics(), Toks[1].getLocation(),
                        DirectiveDiag::NameIsRole)
        << Word;
    return;
  }
  TransformDirective D;
  D.NamesLoop = true;
  D.KindLoc = IdTok.getLocation();
  D.LoopName = Word.str();
  D.Range = clang::SourceRange(Introducer.Loc, Toks[2].getLocation());
  Sink.receive(std::move(D));
}

void LoopTransformPragmaHandler::HandlePragma(clang::Preprocessor &PP,
                                              clang::PragmaIntroducer Introducer,
                                              clang::Token &FirstToken) {
  // `transform` is read unexpanded, as clang reads pragma namespaces.
  clang::Token Tok;
  PP.LexUnexpandedToken(Tok);
  const clang::IdentifierInfo *II =
      Tok.isAnnotation() ? nullptr : Tok.getIdentifierInfo();
  if (!II) {
    // Not ours (MSVC's `#pragma loop(ivdep)`): what clang does without us.
    PP.Diag(FirstToken, clang::diag::warn_pragma_ignored);
    skipToEndOfDirective(PP, Tok);
    return;
  }
  if (II->getName() == "id" && !ReadingArguments) {
    handleLoopId(PP, Introducer, Tok);
    return;
  }
  if (II->getName() == "chains_written" && !ReadingArguments) {
    PP.LexUnexpandedToken(Tok);
    skipToEndOfDirective(PP, Tok);
    Sink.chainsWritten();
    return;
  }
  if (II->getName() != "transform") {
    // `#pragma loop transfrom unroll`: a word in loopcc's namespace that
    // would drop the directive without a word from clang (its warning is
    // off by default).
    reportLoopNamespaceWord(PP, Tok, II->getName());
    skipToEndOfDirective(PP, Tok);
    return;
  }

  if (ReadingArguments) {
    // A directive among another's arguments (`count(_Pragma("...") 4)`, or
    // through a macro): neither is kept. Reported where the user wrote it,
    // at the macro's use when it came from one.
    reportDirectiveDiag(PP.getDiagnostics(),
                        PP.getSourceManager().getExpansionLoc(Introducer.Loc),
                        DirectiveDiag::NestedDirective);
    SawNested = true;
    skipToEndOfDirective(PP, Tok);
    return;
  }

  clang::SourceLocation TransformLoc = Tok.getLocation();
  llvm::SmallVector<clang::Token, 8> Toks;
  // Arguments are macro-expanded: `count(N)` with `#define N 4`.
  ReadingArguments = true;
  SawNested = false;
  PP.Lex(Tok);
  while (Tok.isNot(clang::tok::eod) && Tok.isNot(clang::tok::eof)) {
    Toks.push_back(Tok);
    PP.Lex(Tok);
  }
  ReadingArguments = false;
  clang::SourceLocation EndLoc = Tok.getLocation();
  skipToEndOfDirective(PP, Tok);
  if (SawNested)
    return;

  std::optional<TransformDirective> D =
      parseDirective(PP, Introducer.Loc, TransformLoc, Toks, EndLoc);
  if (D)
    Sink.receive(std::move(*D));
}

} // namespace loopcc
