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
#include <optional>

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

/// The end of the clause at \p I (its parenthesized argument included).
size_t clauseEnd(llvm::ArrayRef<clang::Token> Toks, size_t I) {
  ++I;
  if (I >= Toks.size() || Toks[I].isNot(clang::tok::l_paren))
    return I;
  unsigned Depth = 0;
  for (; I < Toks.size(); ++I) {
    if (Toks[I].is(clang::tok::l_paren))
      ++Depth;
    if (Toks[I].is(clang::tok::r_paren) && --Depth == 0)
      return I + 1;
  }
  return I;
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
  return clauseEnd(Toks, I);
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

/// Whether \p Toks (an OpenMP directive's) is a worksharing loop:
/// `parallel for` (true) or `for` (false); none for anything else.
std::optional<bool> worksharingLoop(llvm::ArrayRef<clang::Token> Toks) {
  auto Word = [&](size_t I) {
    return I < Toks.size() && Toks[I].is(clang::tok::kw_for)
               ? llvm::StringRef("for")
           : I < Toks.size() && Toks[I].is(clang::tok::identifier)
               ? Toks[I].getIdentifierInfo()->getName()
               : llvm::StringRef();
  };
  if (Word(0) == "parallel" && Word(1) == "for" && Word(2) != "simd")
    return true;
  if (Word(0) == "for" && Word(1) != "simd")
    return false;
  return std::nullopt;
}

/// `#pragma omp parallel for CLAUSES` above a stack, as the stack's last
/// step: `parallelize` with the clauses that say how its iterations are
/// shared out; none, with an error, for a clause loopcc cannot follow.
std::optional<loopcc::TransformDirective>
worksharingStep(clang::Preprocessor &PP, clang::PragmaIntroducer Introducer,
                llvm::ArrayRef<clang::Token> Toks,
                clang::SourceLocation EndLoc) {
  llvm::SmallVector<clang::Token, 8> Out{renamed(PP, Toks[0], "parallelize")};
  for (size_t I = 2; I < Toks.size();) {
    const clang::Token &Tok = Toks[I];
    if (Tok.is(clang::tok::comma)) {
      ++I;
      continue;
    }
    // `default` is a keyword of C, the other clauses identifiers.
    llvm::StringRef Word = Tok.getIdentifierInfo()
                               ? Tok.getIdentifierInfo()->getName()
                               : llvm::StringRef();
    size_t End = clauseEnd(Toks, I);
    if (Word == "num_threads" || Word == "schedule") {
      Out.push_back(
          renamed(PP, Tok, Word == "num_threads" ? "threads" : "schedule"));
      Out.append(Toks.begin() + I + 1, Toks.begin() + End);
    } else if (Word != "private" && Word != "firstprivate" &&
               Word != "shared" && Word != "default" && Word != "reduction" &&
               Word != "collapse") {
      unsigned Id = PP.getDiagnostics().getCustomDiagID(
          clang::DiagnosticsEngine::Error,
          "'%0' of '#pragma omp parallel for' cannot be followed above a "
          "'#pragma loop transform' stack: there the directive is the "
          "stack's last step, 'parallelize', which takes num_threads, "
          "schedule(static|dynamic[, CHUNK]), private, firstprivate, "
          "shared, default, reduction and collapse");
      PP.Diag(Tok.getLocation(), Id) << PP.getSpelling(Tok);
      return std::nullopt;
    }
    I = End;
  }
  return loopcc::parseDirective(PP, Introducer.Loc, Toks[0].getLocation(), Out,
                                EndLoc);
}

void reportForAboveChain(clang::Preprocessor &PP, const clang::Token &For) {
  unsigned Id = PP.getDiagnostics().getCustomDiagID(
      clang::DiagnosticsEngine::Error,
      "'#pragma omp for' above a '#pragma loop transform' stack is not "
      "supported: loopcc's parallel loop starts threads of its own, and "
      "cannot share a loop out among the threads of the enclosing parallel "
      "region; write '#pragma omp parallel for' (or the stack's own "
      "'parallelize') instead");
  PP.Diag(For.getLocation(), Id);
}

} // namespace

loopcc::OpenMPTransformPragmaHandler::OpenMPTransformPragmaHandler(
    DirectiveSink &Sink, bool Transforms)
    : clang::PragmaHandler("omp"), Sink(Sink), Transforms(Transforms) {}

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

  bool Ours = Transforms && !Toks.empty() &&
              Toks[0].is(clang::tok::identifier) &&
              !loopccName(Toks[0].getIdentifierInfo()->getName()).empty();
  if (Ours) {
    llvm::SmallVector<clang::Token, 8> Steps = translate(PP, Toks);
    std::optional<TransformDirective> D =
        parseDirective(PP, Introducer.Loc, Toks[0].getLocation(),
                       llvm::ArrayRef(Steps).drop_front(0), EndLoc);
    if (D) {
      D->FromOpenMP = true;
      Sink.receive(std::move(*D));
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
  // A worksharing loop: a `#pragma loop transform` stack below it makes it
  // the stack's last step. Reading the next token runs the handlers of
  // the pragmas in between.
  std::optional<clang::Token> After;
  // Under -fopenmp-simd clang ignores a worksharing loop; so does loopcc.
  std::optional<bool> Parallel =
      LO.OpenMPSimd ? std::nullopt : worksharingLoop(Toks);
  if (Parallel) {
    unsigned Before = Sink.stepsReceived();
    clang::Token Next;
    PP.Lex(Next);
    if (Sink.stepsReceived() != Before) {
      if (*Parallel) {
        if (std::optional<TransformDirective> D =
                worksharingStep(PP, Introducer, Toks, EndLoc)) {
          D->FromOpenMP = true;
          Sink.receive(std::move(*D));
        }
      } else {
        reportForAboveChain(PP, Toks[0]);
      }
      PP.EnterToken(Next, /*IsReinject=*/false);
      return;
    }
    After = Next;
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
  if (After)
    Stream.push_back(*After);
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
