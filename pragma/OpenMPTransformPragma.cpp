//===- OpenMPTransformPragma.cpp - OpenMP 6's loop transformations --------===//

#include "pragma/OpenMPTransformPragma.h"

#include "pragma/DirectiveParser.h"

#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"

#include <memory>

namespace {

/// A handler that only carries the name `omp`: PragmaNamespace removes a
/// handler by its name.
class OmpName : public clang::PragmaHandler {
public:
  OmpName() : clang::PragmaHandler("omp") {}
  void HandlePragma(clang::Preprocessor &, clang::PragmaIntroducer,
                    clang::Token &) override {}
};

/// The loopcc transformation an OpenMP directive name stands for.
llvm::StringRef loopccName(llvm::StringRef Directive) {
  return llvm::StringSwitch<llvm::StringRef>(Directive)
      .Case("tile", "tile")
      .Case("stripe", "tile")
      .Case("unroll", "unroll")
      .Case("reverse", "reverse")
      .Case("interchange", "interchange")
      .Case("fuse", "fuse")
      .Case("simd", "vectorize")
      .Default("");
}

/// A copy of \p Tok naming \p Name, where \p Tok is.
clang::Token renamed(clang::Preprocessor &PP, const clang::Token &Tok,
                     llvm::StringRef Name) {
  clang::Token T = Tok;
  T.setKind(clang::tok::identifier);
  T.setIdentifierInfo(PP.getIdentifierInfo(Name));
  return T;
}

/// An `omp simd` clause loopcc's vectorize has no use for: reported and left
/// out (with its parenthesized argument, if any). Returns the index after it.
size_t dropClause(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks,
                  size_t I) {
  const clang::Token &Name = Toks[I];
  unsigned Id = PP.getDiagnostics().getCustomDiagID(
      clang::DiagnosticsEngine::Warning,
      "'%0' of '#pragma omp simd' is left out: loopcc's vectorize works out "
      "dependences, reductions and alignment itself (only 'simdlen' is "
      "kept, as the vector width)");
  PP.Diag(Name.getLocation(), Id) << PP.getSpelling(Name);
  ++I;
  if (I < Toks.size() && Toks[I].is(clang::tok::l_paren)) {
    unsigned Depth = 0;
    for (; I < Toks.size(); ++I) {
      if (Toks[I].is(clang::tok::l_paren))
        ++Depth;
      if (Toks[I].is(clang::tok::r_paren) && --Depth == 0)
        return I + 1;
    }
  }
  return I;
}

/// The tokens of the loopcc directive \p Toks (an OpenMP directive's, its
/// name first) stands for.
llvm::SmallVector<clang::Token, 8>
translate(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks) {
  llvm::StringRef Directive = Toks[0].getIdentifierInfo()->getName();
  llvm::SmallVector<clang::Token, 8> Out{
      renamed(PP, Toks[0], loopccName(Directive))};
  for (size_t I = 1; I < Toks.size();) {
    const clang::Token &Tok = Toks[I];
    llvm::StringRef Word = Tok.is(clang::tok::identifier)
                               ? Tok.getIdentifierInfo()->getName()
                               : llvm::StringRef();
    bool Paren = I + 1 < Toks.size() && Toks[I + 1].is(clang::tok::l_paren);
    if (Directive == "unroll" && Word == "partial") {
      // partial(N) is count(N); partial alone, the compiler's factor.
      if (Paren)
        Out.push_back(renamed(PP, Tok, "count"));
      ++I;
      continue;
    }
    if (Directive == "simd" && !Word.empty() && Word != "simdlen") {
      I = dropClause(PP, Toks, I);
      continue;
    }
    if (Directive == "simd" && Word == "simdlen") {
      Out.push_back(renamed(PP, Tok, "width"));
      ++I;
      continue;
    }
    Out.push_back(Tok);
    ++I;
  }
  return Out;
}

} // namespace

loopcc::OpenMPTransformPragmaHandler::OpenMPTransformPragmaHandler(
    DirectiveSink &Sink)
    : clang::PragmaHandler("omp"), Sink(Sink) {}

void loopcc::OpenMPTransformPragmaHandler::HandlePragma(
    clang::Preprocessor &PP, clang::PragmaIntroducer Introducer,
    clang::Token &FirstToken) {
  // OpenMP's directives are macro-expanded, as clang reads them.
  llvm::SmallVector<clang::Token, 16> Toks;
  clang::Token Tok;
  PP.Lex(Tok);
  while (Tok.isNot(clang::tok::eod) && Tok.isNot(clang::tok::eof)) {
    Toks.push_back(Tok);
    PP.Lex(Tok);
  }
  clang::SourceLocation EndLoc = Tok.getLocation();
  if (Tok.is(clang::tok::eof))
    PP.EnterToken(Tok, /*IsReinject=*/false);

  bool Ours = !Toks.empty() && Toks[0].is(clang::tok::identifier) &&
              !loopccName(Toks[0].getIdentifierInfo()->getName()).empty();
  if (Ours) {
    llvm::SmallVector<clang::Token, 8> Steps = translate(PP, Toks);
    std::optional<TransformDirective> D =
        parseDirective(PP, Introducer.Loc, Toks[0].getLocation(),
                       llvm::ArrayRef(Steps).drop_front(0), EndLoc);
    if (D) {
      D->FromOpenMP = true;
      Sink.handleDirective(std::move(*D));
    }
    return;
  }

  const clang::LangOptions &LO = PP.getLangOpts();
  if (!LO.OpenMP && !LO.OpenMPSimd) {
    // As clang without OpenMP: ignored, said once under
    // -Wsource-uses-openmp.
    clang::DiagnosticsEngine &Diags = PP.getDiagnostics();
    if (!Diags.isIgnored(clang::diag::warn_pragma_omp_ignored,
                         FirstToken.getLocation())) {
      PP.Diag(FirstToken, clang::diag::warn_pragma_omp_ignored);
      Diags.setSeverity(clang::diag::warn_pragma_omp_ignored,
                        clang::diag::Severity::Ignored,
                        clang::SourceLocation());
    }
    return;
  }
  // As clang with OpenMP: the directive's tokens between the annotations
  // its parser reads OpenMP from.
  llvm::SmallVector<clang::Token, 16> Stream;
  clang::Token Begin;
  Begin.startToken();
  Begin.setKind(clang::tok::annot_pragma_openmp);
  Begin.setLocation(Introducer.Loc);
  Stream.push_back(Begin);
  Stream.append(Toks.begin(), Toks.end());
  clang::Token End;
  End.startToken();
  End.setKind(clang::tok::annot_pragma_openmp_end);
  End.setLocation(EndLoc);
  Stream.push_back(End);
  auto Owned = std::make_unique<clang::Token[]>(Stream.size());
  std::copy(Stream.begin(), Stream.end(), Owned.get());
  PP.EnterTokenStream(std::move(Owned), Stream.size(),
                      /*DisableMacroExpansion=*/false, /*IsReinject=*/false);
}

void loopcc::installOpenMPTransforms(clang::Preprocessor &PP,
                                     OpenMPTransformPragmaHandler &Handler) {
  OmpName Name;
  PP.RemovePragmaHandler(&Name);
  PP.AddPragmaHandler(&Handler);
}
