//===- OpenMPTransformPragma.cpp - OpenMP 6's loop transformations --------===//

#include "pragma/OpenMPTransformPragma.h"

#include "pragma/DirectiveParser.h"

#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
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

/// \p Toks without a `collapse(n)` clause: above a stack, a worksharing
/// loop shares out the outermost loop only (the loops inside it are the
/// stack's to transform).
void dropCollapse(llvm::SmallVectorImpl<clang::Token> &Toks) {
  for (size_t I = 1; I < Toks.size(); ++I)
    if (Toks[I].is(clang::tok::identifier) &&
        Toks[I].getIdentifierInfo()->getName() == "collapse") {
      Toks.erase(Toks.begin() + I, Toks.begin() + clauseEnd(Toks, I));
      return;
    }
}

} // namespace

loopcc::OpenMPTransformPragmaHandler::OpenMPTransformPragmaHandler(
    DirectiveSink &Sink, bool Transforms, HandoverFn Handover)
    : clang::PragmaHandler("omp"), Sink(Sink), Transforms(Transforms),
      Handover(std::move(Handover)) {}

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

  const clang::LangOptions &LO = PP.getLangOpts();
  bool Ours = Transforms && !Toks.empty() &&
              Toks[0].is(clang::tok::identifier) &&
              !loopccName(Toks[0].getIdentifierInfo()->getName()).empty();
  if (Ours) {
    // Under clang's OpenMP (not -fopenmp-simd alone, where clang-22's
    // transformations can crash it), the directive may go to clang as
    // written: where loopcc's parser cannot read it (a run-time size: clang
    // checks it, with its own diagnostics), or where Handover says. So it
    // is read quietly first.
    bool ClangTakesBack = LO.OpenMP && !LO.OpenMPSimd;
    auto Read = [&] {
      llvm::SmallVector<clang::Token, 8> Steps = translate(PP, Toks);
      std::optional<TransformDirective> D = parseDirective(
          PP, Introducer.Loc, Toks[0].getLocation(), Steps, EndLoc);
      if (D)
        D->FromOpenMP = true;
      return D;
    };
    std::optional<TransformDirective> D;
    {
      clang::DiagnosticsEngine &Diags = PP.getDiagnostics();
      bool WasSuppressed = Diags.getSuppressAllDiagnostics();
      Diags.setSuppressAllDiagnostics(WasSuppressed || ClangTakesBack);
      D = Read();
      Diags.setSuppressAllDiagnostics(WasSuppressed);
    }
    // Below a directive of clang's (`omp parallel for collapse(2)` read
    // ahead), clang needs the loops the transformation makes: OpenMP 6's
    // rule is clang's to apply.
    bool ToClang = ClangTakesBack && (!D || BelowClangDirective ||
                                      insideClangLoopNest(PP, Introducer.Loc) ||
                                      (Handover && Handover(*D)));
    if (!ToClang) {
      // Read again, saying what loopcc says about it.
      if (ClangTakesBack)
        D = Read();
      if (D)
        Sink.receive(std::move(*D));
      return;
    }
  }

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
    BelowClangDirective = true;
    PP.Lex(Next);
    BelowClangDirective = false;
    if (Sink.stepsReceived() != Before) {
      if (*Parallel) {
        if (std::optional<TransformDirective> D =
                worksharingStep(PP, Introducer, Toks, EndLoc)) {
          D->FromOpenMP = true;
          D->OnOutermostMade = true;
          Sink.receive(std::move(*D));
        }
        PP.EnterToken(Next, /*IsReinject=*/false);
        return;
      }
      // `#pragma omp for` shares a loop out among the threads of the
      // enclosing team, which only clang's worksharing code can do: clang
      // takes it, and the stack's steps apply to the loop each thread runs
      // (the binder allows it, LoopBinding.cpp, for steps that keep the
      // loop outermost).
      dropCollapse(Toks);
    }
    After = Next;
  }

  rememberClangLoopDirective(Toks, EndLoc);
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

void loopcc::OpenMPTransformPragmaHandler::rememberClangLoopDirective(
    llvm::ArrayRef<clang::Token> Toks, clang::SourceLocation EndLoc) {
  bool Loops = false;
  unsigned Collapse = 1;
  for (size_t I = 0; I < Toks.size(); ++I) {
    const clang::Token &T = Toks[I];
    llvm::StringRef Word = T.is(clang::tok::kw_for) ? "for"
                           : T.is(clang::tok::identifier)
                               ? T.getIdentifierInfo()->getName()
                               : "";
    if (Word == "for" || Word == "simd" || Word == "loop" ||
        Word == "taskloop" || Word == "distribute")
      Loops = true;
    // collapse(N): the N loops below it are the directive's.
    if (Word == "collapse" && I + 2 < Toks.size() &&
        Toks[I + 1].is(clang::tok::l_paren) &&
        Toks[I + 2].is(clang::tok::numeric_constant)) {
      llvm::StringRef Digits(Toks[I + 2].getLiteralData(),
                             Toks[I + 2].getLength());
      unsigned N;
      if (Toks[I + 2].getLiteralData() && !Digits.getAsInteger(10, N) && N)
        Collapse = N;
    }
  }
  LastClangLoops = Loops ? Collapse : 0;
  LastClangEnd = EndLoc;
}

bool loopcc::OpenMPTransformPragmaHandler::insideClangLoopNest(
    clang::Preprocessor &PP, clang::SourceLocation Introducer) const {
  if (!LastClangLoops || LastClangEnd.isInvalid())
    return false;
  const clang::SourceManager &SM = PP.getSourceManager();
  clang::SourceLocation From = SM.getExpansionLoc(LastClangEnd);
  clang::SourceLocation To = SM.getExpansionLoc(Introducer);
  auto [FromFile, FromOffset] = SM.getDecomposedLoc(From);
  auto [ToFile, ToOffset] = SM.getDecomposedLoc(To);
  if (FromFile != ToFile || ToOffset <= FromOffset)
    return false;
  // The `for` loops written between the two directives: fewer than the
  // clang directive takes, and this transformation is on one of its loops.
  llvm::StringRef Buffer = SM.getBufferData(FromFile);
  // (The raw lexer needs the buffer's end: it stops at the directive.)
  clang::Lexer Raw(SM.getLocForStartOfFile(FromFile), PP.getLangOpts(),
                   Buffer.begin(), Buffer.begin() + FromOffset, Buffer.end());
  unsigned Fors = 0;
  clang::Token Tok;
  while (true) {
    Raw.LexFromRawLexer(Tok);
    if (Tok.is(clang::tok::eof) ||
        SM.getFileOffset(Tok.getLocation()) >= ToOffset)
      break;
    if (Tok.is(clang::tok::raw_identifier) && Tok.getRawIdentifier() == "for")
      ++Fors;
  }
  return Fors < LastClangLoops;
}

void loopcc::installOpenMPTransforms(clang::Preprocessor &PP,
                                     OpenMPTransformPragmaHandler &Handler) {
  OmpName Name;
  PP.RemovePragmaHandler(&Name);
  PP.AddPragmaHandler(&Handler);
}
