//===- DirectiveParser.cpp - Tokens to one TransformDirective -------------===//
//
// A recursive-descent parser over the already lexed (macro-expanded) tokens
// of one directive. It stops at the first error: later messages about the
// same line would mostly be consequences of it.
//
//===----------------------------------------------------------------------===//

#include "pragma/DirectiveParser.h"

#include "pragma/DirectiveDiagnostics.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Lex/LiteralSupport.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MathExtras.h"

#include <limits>
#include <string>

using namespace clang;

namespace loopcc {

std::optional<StringRef> nearestName(StringRef Word,
                                     ArrayRef<StringRef> Candidates) {
  std::string Lower = Word.lower();
  // About one edit in three characters: "unrol", "vectorise", "unroll_jam".
  unsigned MaxDistance = std::max<unsigned>(1, (Lower.size() + 2) / 3);
  std::optional<StringRef> Best;
  unsigned BestDistance = MaxDistance;
  unsigned BestKept = 0;
  for (StringRef Candidate : Candidates) {
    unsigned Distance = StringRef(Lower).edit_distance(
        Candidate, /*AllowReplacements=*/true, MaxDistance);
    if (Distance > MaxDistance || Distance > BestDistance)
      continue;
    // Ties ("unroll_jam" is 4 edits from both "unroll" and "unroll_and_jam")
    // go to the candidate that keeps more of what was typed: fewer
    // insertions and deletions means a longer common subsequence.
    unsigned InsertDelete =
        StringRef(Lower).edit_distance(Candidate, /*AllowReplacements=*/false);
    unsigned Kept = Lower.size() + Candidate.size() - InsertDelete;
    if (Distance == BestDistance && Kept <= BestKept)
      continue;
    Best = Candidate;
    BestDistance = Distance;
    BestKept = Kept;
  }
  return Best;
}

/// A fix-it replacing \p Tok, or none when the token comes from a macro or
/// a `_Pragma` string: rewriting the expansion there would be wrong.
static FixItHint replaceToken(const Token &Tok, StringRef Replacement) {
  if (!Tok.getLocation().isFileID())
    return FixItHint();
  return FixItHint::CreateReplacement(SourceRange(Tok.getLocation()),
                                      Replacement);
}

namespace {

/// An integer argument as written: `4`, `0x10`, `(8u)`, `-2`.
struct IntegerArg {
  uint64_t Value = 0;
  /// Did not fit in 64 bits; Value is meaningless.
  bool Overflow = false;
  bool Negative = false;
  std::string Spelling;
  SourceLocation Loc;

  /// The value for messages: decimal when known, else as written.
  std::string text() const {
    std::string Digits = Overflow ? Spelling : std::to_string(Value);
    return Negative ? "-" + Digits : Digits;
  }
};

/// The limits one integer argument is checked against.
struct IntegerRules {
  uint64_t Max;
  /// Completes "N exceeds <Max>, ...": why Max is the limit.
  StringRef MaxReason;
  bool PowerOfTwo;
  /// 2 for counts where 1 would be a no-op, else 1.
  uint64_t Min;
};

class Parser {
public:
  Parser(Preprocessor &PP, SourceLocation TransformLoc, ArrayRef<Token> Toks,
         SourceLocation EndLoc)
      : PP(PP), Diags(PP.getDiagnostics()), TransformLoc(TransformLoc),
        Toks(Toks), EndLoc(EndLoc) {}

  std::optional<TransformDirective> parse(SourceLocation PragmaLoc);

private:
  Preprocessor &PP;
  DiagnosticsEngine &Diags;
  SourceLocation TransformLoc;
  ArrayRef<Token> Toks;
  SourceLocation EndLoc;
  size_t Pos = 0;

  TransformDirective D;
  SourceLocation ClauseLocs[NumClauses];

  const Token *peek() const { return Pos < Toks.size() ? &Toks[Pos] : nullptr; }
  bool nextIs(tok::TokenKind Kind) const {
    return Pos < Toks.size() && Toks[Pos].is(Kind);
  }
  StringRef nextWord() const {
    return Pos < Toks.size() ? identifierName(Toks[Pos]) : StringRef();
  }

  static StringRef identifierName(const Token &Tok);
  std::string spellingOf(const Token &Tok) const;
  /// Where a missing token belongs: the next token, or just past the last.
  SourceLocation missingLoc() const;

  DiagnosticBuilder report(SourceLocation Loc, DirectiveDiag Diag) {
    return reportDirectiveDiag(Diags, Loc, Diag);
  }

  bool parseKind();
  bool parseClause();
  bool parseWidth(StringRef Name);
  bool parseCountLike(StringRef Name, const IntegerRules &Rules,
                      std::optional<uint32_t> &Out);
  bool parseOn(SourceLocation OnLoc);
  bool parseList(StringRef Name, const IntegerRules &Rules,
                 SmallVectorImpl<uint32_t> &Out,
                 SmallVectorImpl<SourceLocation> &Locs);
  bool parseSizes(StringRef Name);
  bool parsePermutation(StringRef Name);
  bool parseFactors(StringRef Name);
  bool parseArray(StringRef Name);
  bool parseSchedule(StringRef Name);
  bool parseLoopRange(StringRef Name);
  bool parseIds(StringRef Name);
  bool checkIds();

  bool expectLParen(StringRef Name, SourceLocation &LParenLoc);
  bool expectRParen(StringRef Name, SourceLocation LParenLoc);
  bool rejectArgument(StringRef Name);
  std::optional<IntegerArg> parseInteger(StringRef Name, StringRef Expected);
  bool checkInteger(StringRef Name, const IntegerArg &Arg,
                    const IntegerRules &Rules);
};

} // namespace

static const IntegerRules WidthRules = {
    MaxVectorizeWidth,
    "the largest vector width LLVM 22 accepts (VectorizerParams::"
    "MaxVectorWidth)",
    /*PowerOfTwo=*/true, /*Min=*/1};
static const IntegerRules InterleaveRules = {
    MaxInterleaveCount,
    "the largest interleave count LLVM 22 accepts (MaxInterleaveFactor)",
    /*PowerOfTwo=*/true, /*Min=*/1};
static const IntegerRules InterleaveCountRules = {
    MaxInterleaveCount,
    "the largest interleave count LLVM 22 accepts (MaxInterleaveFactor)",
    /*PowerOfTwo=*/true, /*Min=*/2};
static const IntegerRules UnrollCountRules = {
    MaxBodyCopies,
    "the most copies of a loop body loopcc makes (LLVM unrolls any forced "
    "count, and its time grows faster than the count)",
    /*PowerOfTwo=*/false, /*Min=*/2};

static const IntegerRules TileSizeRules = {
    MaxTileSize,
    "the largest tile size loopcc accepts (larger tiles do not fit any "
    "cache level they are meant for)",
    /*PowerOfTwo=*/false, /*Min=*/1};
static const IntegerRules LoopRangeRules = {
    MaxFusedLoops,
    "the most loops loopcc fuses, and the last position a looprange may "
    "name",
    /*PowerOfTwo=*/false, /*Min=*/1};
static const IntegerRules ThreadsRules = {
    MaxThreads,
    "the most threads loopcc asks the OpenMP runtime for (no machine has "
    "more hardware threads)",
    /*PowerOfTwo=*/false, /*Min=*/1};
static const IntegerRules ChunkRules = {
    MaxChunk, "the largest chunk loopcc hands a thread at a time",
    /*PowerOfTwo=*/false, /*Min=*/1};
static const IntegerRules SkewFactorRules = {
    MaxSkewFactor,
    "the largest skew factor loopcc accepts (a factor as large as a loop's "
    "trip count already shears the nest past any tile)",
    /*PowerOfTwo=*/false, /*Min=*/0};
static const IntegerRules PermutationRules = {
    MaxNestDepth, "the deepest nest loopcc transforms", /*PowerOfTwo=*/false,
    /*Min=*/1};

StringRef Parser::identifierName(const Token &Tok) {
  // Keywords (`for`, `int`) have identifier info too; they are just unknown
  // names here.
  if (Tok.isAnnotation())
    return StringRef();
  if (const IdentifierInfo *II = Tok.getIdentifierInfo())
    return II->getName();
  return StringRef();
}

std::string Parser::spellingOf(const Token &Tok) const {
  if (Tok.isAnnotation() || Tok.is(tok::eod) || Tok.is(tok::eof))
    return tok::getTokenName(Tok.getKind());
  bool Invalid = false;
  std::string Spelling = PP.getSpelling(Tok, &Invalid);
  if (Invalid)
    return tok::getTokenName(Tok.getKind());
  return Spelling;
}

SourceLocation Parser::missingLoc() const {
  if (const Token *Next = peek())
    return Next->getLocation();
  SourceLocation Prev = Pos > 0 ? Toks[Pos - 1].getLocation() : TransformLoc;
  if (Prev.isInvalid())
    return EndLoc;
  SourceLocation After = PP.getLocForEndOfToken(Prev);
  if (After.isValid())
    return After;
  return EndLoc.isValid() ? EndLoc : Prev;
}

std::optional<TransformDirective> Parser::parse(SourceLocation PragmaLoc) {
  if (Toks.empty()) {
    report(missingLoc(), DirectiveDiag::ExpectedTransformation)
        << joinNames(transformNames());
    return std::nullopt;
  }
  if (!parseKind())
    return std::nullopt;
  while (Pos < Toks.size())
    if (!parseClause())
      return std::nullopt;
  if (D.Kind == TransformKind::Tile && D.Sizes.empty()) {
    report(missingLoc(), DirectiveDiag::MissingSizes);
    return std::nullopt;
  }
  if (D.Kind == TransformKind::Pack && D.Array.empty()) {
    report(missingLoc(), DirectiveDiag::MissingArray);
    return std::nullopt;
  }
  if (!checkIds())
    return std::nullopt;
  D.Range = SourceRange(PragmaLoc, Toks.back().getLocation());
  return std::move(D);
}

bool Parser::parseKind() {
  const Token &Tok = Toks[Pos];
  StringRef Name = identifierName(Tok);
  if (std::optional<TransformKind> Kind = transformKindFromName(Name)) {
    D.Kind = *Kind;
    D.KindLoc = Tok.getLocation();
    ++Pos;
    return true;
  }

  std::optional<StringRef> Suggestion;
  if (!Name.empty())
    Suggestion = nearestName(Name, transformNames());
  if (!Suggestion) {
    report(Tok.getLocation(), DirectiveDiag::UnknownTransformation)
        << spellingOf(Tok) << joinNames(transformNames());
    return false;
  }
  report(Tok.getLocation(), DirectiveDiag::UnknownTransformationSuggest)
      << Name << *Suggestion
      << replaceToken(Tok, *Suggestion);
  return false;
}

bool Parser::parseClause() {
  const Token &Tok = Toks[Pos];
  StringRef Word = identifierName(Tok);
  StringRef KindName = transformName(D.Kind);
  if (Word.empty()) {
    report(Tok.getLocation(), DirectiveDiag::UnexpectedToken)
        << spellingOf(Tok) << KindName << acceptedClausesText(D.Kind);
    return false;
  }

  ArrayRef<Clause> Accepted = acceptedClauses(D.Kind);
  const Clause *Found = llvm::find_if(
      Accepted, [&](Clause C) { return clauseName(C) == Word; });
  if (Found == Accepted.end()) {
    // `unroll count(4) vectorize width(4)`: two directives on one line.
    if (transformKindFromName(Word)) {
      report(Tok.getLocation(), DirectiveDiag::ClauseIsTransformation)
          << Word << KindName;
      return false;
    }
    SmallVector<StringRef, 4> Names;
    for (Clause C : Accepted)
      Names.push_back(clauseName(C));
    if (std::optional<StringRef> Suggestion = nearestName(Word, Names)) {
      report(Tok.getLocation(), DirectiveDiag::UnknownClauseSuggest)
          << Word << KindName << *Suggestion
          << replaceToken(Tok, *Suggestion);
      return false;
    }
    report(Tok.getLocation(), DirectiveDiag::UnknownClause)
        << Word << KindName << acceptedClausesText(D.Kind);
    return false;
  }

  Clause C = *Found;
  SourceLocation &Seen = ClauseLocs[static_cast<unsigned>(C)];
  if (Seen.isValid()) {
    report(Tok.getLocation(), DirectiveDiag::DuplicateClause) << Word;
    report(Seen, DirectiveDiag::NotePreviousClause) << Word;
    return false;
  }
  // `unroll full count(4)`: one of them must go, whichever came second.
  if (C == Clause::Full || C == Clause::Count) {
    Clause Other = C == Clause::Full ? Clause::Count : Clause::Full;
    SourceLocation OtherLoc = ClauseLocs[static_cast<unsigned>(Other)];
    if (OtherLoc.isValid()) {
      report(Tok.getLocation(), DirectiveDiag::FullWithCount);
      report(OtherLoc, DirectiveDiag::NotePreviousClause) << clauseName(Other);
      return false;
    }
  }
  Seen = Tok.getLocation();
  ++Pos;

  switch (C) {
  case Clause::Width:
    return parseWidth(Word);
  case Clause::Interleave:
    return parseCountLike(Word, InterleaveRules, D.InterleaveCount);
  case Clause::Predicate:
    D.Predicate = true;
    return rejectArgument(Word);
  case Clause::Count:
    return parseCountLike(Word,
                          D.Kind == TransformKind::Interleave
                              ? InterleaveCountRules
                              : UnrollCountRules,
                          D.Count);
  case Clause::Full:
    D.Full = true;
    return rejectArgument(Word);
  case Clause::On:
    return parseOn(Tok.getLocation());
  case Clause::Sizes:
    return parseSizes(Word);
  case Clause::Permutation:
    return parsePermutation(Word);
  case Clause::Factors:
    return parseFactors(Word);
  case Clause::Array:
    return parseArray(Word);
  case Clause::Separate:
    D.Separate = true;
    return rejectArgument(Word);
  case Clause::LoopRange:
    return parseLoopRange(Word);
  case Clause::Ids:
    return parseIds(Word);
  case Clause::Threads:
    return parseCountLike(Word, ThreadsRules, D.Threads);
  case Clause::Schedule:
    return parseSchedule(Word);
  }
  llvm_unreachable("unknown Clause");
}

bool Parser::rejectArgument(StringRef Name) {
  if (!nextIs(tok::l_paren))
    return true;
  report(peek()->getLocation(), DirectiveDiag::ClauseTakesNoArgument) << Name;
  return false;
}

bool Parser::expectLParen(StringRef Name, SourceLocation &LParenLoc) {
  if (!nextIs(tok::l_paren)) {
    report(missingLoc(), DirectiveDiag::ExpectedLParen) << Name;
    return false;
  }
  LParenLoc = Toks[Pos++].getLocation();
  return true;
}

bool Parser::expectRParen(StringRef Name, SourceLocation LParenLoc) {
  if (nextIs(tok::r_paren)) {
    ++Pos;
    return true;
  }
  report(missingLoc(), DirectiveDiag::ExpectedRParen) << Name;
  report(LParenLoc, DirectiveDiag::NoteMatchingLParen);
  return false;
}

bool Parser::parseWidth(StringRef Name) {
  SourceLocation LParenLoc;
  if (!expectLParen(Name, LParenLoc))
    return false;
  if (nextWord() == "scalable") {
    ++Pos;
    D.Scalable = true;
    return expectRParen(Name, LParenLoc);
  }

  std::optional<IntegerArg> Arg =
      parseInteger(Name, "an integer constant or 'scalable'");
  if (!Arg || !checkInteger(Name, *Arg, WidthRules))
    return false;
  D.Width = static_cast<uint32_t>(Arg->Value);

  if (nextIs(tok::comma)) {
    ++Pos;
    if (nextWord() != "scalable") {
      report(missingLoc(), DirectiveDiag::ExpectedScalable);
      return false;
    }
    ++Pos;
    D.Scalable = true;
  }
  return expectRParen(Name, LParenLoc);
}

bool Parser::parseCountLike(StringRef Name, const IntegerRules &Rules,
                            std::optional<uint32_t> &Out) {
  SourceLocation LParenLoc;
  if (!expectLParen(Name, LParenLoc))
    return false;
  std::optional<IntegerArg> Arg = parseInteger(Name, "an integer constant");
  if (!Arg || !checkInteger(Name, *Arg, Rules))
    return false;
  Out = static_cast<uint32_t>(Arg->Value);
  return expectRParen(Name, LParenLoc);
}

bool Parser::parseOn(SourceLocation OnLoc) {
  SourceLocation LParenLoc;
  if (!expectLParen("on", LParenLoc))
    return false;
  const Token *Tok = peek();
  if (!Tok || Tok->is(tok::r_paren)) {
    report(missingLoc(), DirectiveDiag::MissingArgument)
        << "on" << "a loop role such as 'epilogue'";
    return false;
  }

  StringRef Word = identifierName(*Tok);
  std::optional<LoopRole> Role = roleFromName(Word);
  // Any other identifier names a loop (`#pragma loop id`, ids(...)); the
  // frontend resolves it, and suggests a role for a misspelled one.
  if (!Role && !Word.empty()) {
    D.OnName = Word.str();
    D.OnNameLoc = Tok->getLocation();
    D.OnLoc = OnLoc;
    ++Pos;
    return expectRParen("on", LParenLoc);
  }
  if (!Role) {
    std::optional<StringRef> Suggestion;
    if (!Word.empty())
      Suggestion = nearestName(Word, roleWords());
    if (!Suggestion) {
      report(Tok->getLocation(), DirectiveDiag::UnknownRole)
          << spellingOf(*Tok) << joinNames(roleNamesForMessages());
      return false;
    }
    report(Tok->getLocation(), DirectiveDiag::UnknownRoleSuggest)
        << Word << *Suggestion
        << replaceToken(*Tok, *Suggestion);
    return false;
  }
  ++Pos;
  // piece(3): the loop of the third statement a distribute split off.
  if (Word == "piece") {
    SourceLocation IndexLParen;
    if (!expectLParen(Word, IndexLParen))
      return false;
    std::optional<IntegerArg> Index =
        parseInteger(Word, "the position of a statement in the loop's body");
    if (!Index)
      return false;
    if (Index->Negative || Index->Overflow || Index->Value == 0 ||
        Index->Value > MaxPieces) {
      report(Index->Loc, DirectiveDiag::PieceOutOfRange)
          << Index->text() << std::to_string(MaxPieces);
      return false;
    }
    if (!expectRParen(Word, IndexLParen))
      return false;
    D.On = pieceRole(static_cast<unsigned>(Index->Value));
    D.OnLoc = OnLoc;
    return expectRParen("on", LParenLoc);
  }
  // grid(2), intratile(3), level(1): a family name and a depth.
  if (nextIs(tok::l_paren) && (Word == "grid" || Word == "intratile" ||
                               Word == "level")) {
    SourceLocation IndexLParen = Toks[Pos++].getLocation();
    std::optional<IntegerArg> Index =
        parseInteger(Word, "the depth of a loop in the nest");
    if (!Index)
      return false;
    if (Index->Negative || Index->Overflow || Index->Value == 0) {
      report(Index->Loc, DirectiveDiag::RoleIndexOutOfRange)
          << Word << Index->text() << std::to_string(MaxNestDepth);
      return false;
    }
    if (!expectRParen(Word, IndexLParen))
      return false;
    if (Index->Value > MaxNestDepth) {
      // The chain check says what the step before it makes.
      D.OnBeyondNest = (Word + "(" + Index->text() + ")").str();
      D.OnBeyondNestFamily = *Role;
      D.OnLoc = OnLoc;
      return expectRParen("on", LParenLoc);
    }
    unsigned Depth = static_cast<unsigned>(Index->Value);
    Role = Word == "grid"        ? gridRole(Depth)
           : Word == "intratile" ? intratileRole(Depth)
                                 : levelRole(Depth);
  } else if (Word == "level") {
    report(missingLoc(), DirectiveDiag::ExpectedLParen) << Word;
    return false;
  }
  D.On = *Role;
  D.OnLoc = OnLoc;
  return expectRParen("on", LParenLoc);
}

bool Parser::parseList(StringRef Name, const IntegerRules &Rules,
                       SmallVectorImpl<uint32_t> &Out,
                       SmallVectorImpl<SourceLocation> &Locs) {
  SourceLocation LParenLoc;
  if (!expectLParen(Name, LParenLoc))
    return false;
  do {
    if (!Out.empty())
      ++Pos; // the comma
    std::optional<IntegerArg> Arg = parseInteger(Name, "an integer constant");
    if (!Arg || !checkInteger(Name, *Arg, Rules))
      return false;
    Out.push_back(static_cast<uint32_t>(Arg->Value));
    Locs.push_back(Arg->Loc);
  } while (nextIs(tok::comma));
  if (!expectRParen(Name, LParenLoc))
    return false;
  if (Out.size() > MaxNestDepth) {
    report(Locs[MaxNestDepth], DirectiveDiag::TooManyLoops)
        << Name << std::to_string(Out.size()) << std::to_string(MaxNestDepth);
    return false;
  }
  return true;
}

bool Parser::parseSizes(StringRef Name) {
  SmallVector<SourceLocation, 4> Locs;
  if (!parseList(Name, TileSizeRules, D.Sizes, Locs))
    return false;
  for (size_t I = 0; I < D.Sizes.size(); ++I) {
    if (D.Sizes[I] >= 2)
      continue;
    report(Locs[I], DirectiveDiag::TileSizeTooSmall);
    return false;
  }
  return true;
}

bool Parser::parseIds(StringRef Name) {
  SourceLocation LParenLoc;
  if (!expectLParen(Name, LParenLoc))
    return false;
  D.IdsLoc = Toks[Pos - 2].getLocation();
  do {
    if (!D.Ids.empty())
      ++Pos; // the comma
    const Token *Tok = peek();
    StringRef Word = Tok ? identifierName(*Tok) : StringRef();
    if (Word.empty()) {
      report(Tok ? Tok->getLocation() : missingLoc(),
             DirectiveDiag::MissingArgument)
          << Name << "a loop name, or '_' for none";
      return false;
    }
    if (roleFromName(Word)) {
      report(Tok->getLocation(), DirectiveDiag::NameIsRole) << Word;
      return false;
    }
    if (Word != "_" && llvm::is_contained(D.Ids, Word)) {
      report(Tok->getLocation(), DirectiveDiag::NameTwiceInIds) << Word;
      return false;
    }
    D.Ids.push_back(Word.str());
    D.IdLocs.push_back(Tok->getLocation());
    ++Pos;
  } while (nextIs(tok::comma));
  return expectRParen(Name, LParenLoc);
}

/// ids(...) names at most the loops the step makes (all its clauses read).
bool Parser::checkIds() {
  if (D.Ids.empty())
    return true;
  SmallVector<StringRef, 8> Roles;
  for (LoopRole Role : producedRoles(D))
    if (!roleMayBeSeveral(Role))
      Roles.push_back(roleName(Role));
  if (D.Ids.size() <= Roles.size())
    return true;
  std::string List;
  for (size_t I = 0; I < Roles.size(); ++I)
    List += (I == 0                  ? ""
             : I + 1 == Roles.size() ? " and "
                                     : ", ") +
            Roles[I].str();
  report(D.IdsLoc, DirectiveDiag::IdsTooMany)
      << std::to_string(D.Ids.size()) << D.spelling()
      << std::to_string(Roles.size()) << List;
  return false;
}

bool Parser::parseLoopRange(StringRef Name) {
  SourceLocation LParenLoc;
  if (!expectLParen(Name, LParenLoc))
    return false;
  llvm::SmallVector<IntegerArg, 2> Args;
  do {
    if (!Args.empty())
      ++Pos; // the comma
    std::optional<IntegerArg> Arg = parseInteger(Name, "an integer constant");
    if (!Arg || !checkInteger(Name, *Arg, LoopRangeRules))
      return false;
    Args.push_back(*Arg);
  } while (nextIs(tok::comma) && Args.size() < 2);
  if (Args.size() != 2) {
    report(missingLoc(), DirectiveDiag::LoopRangeArity);
    return false;
  }
  if (!expectRParen(Name, LParenLoc))
    return false;
  if (Args[1].Value < 2) {
    report(Args[1].Loc, DirectiveDiag::LoopRangeCountTooSmall)
        << Args[0].text() << Args[1].text();
    return false;
  }
  for (const IntegerArg &Arg : Args)
    D.LoopRange.push_back(static_cast<uint32_t>(Arg.Value));
  return true;
}

bool Parser::parseArray(StringRef Name) {
  SourceLocation LParenLoc;
  if (!expectLParen(Name, LParenLoc))
    return false;
  const Token *Tok = peek();
  if (!Tok || Tok->is(tok::r_paren)) {
    report(missingLoc(), DirectiveDiag::MissingArgument)
        << Name << "the name of an array";
    return false;
  }
  StringRef Word = identifierName(*Tok);
  if (Word.empty()) {
    report(Tok->getLocation(), DirectiveDiag::MissingArgument)
        << Name << "the name of an array";
    return false;
  }
  D.Array = Word.str();
  D.ArrayLoc = Tok->getLocation();
  ++Pos;
  return expectRParen(Name, LParenLoc);
}

/// schedule(static), schedule(dynamic), each with an optional chunk:
/// OpenMP's two kinds whose meaning does not depend on the runtime.
bool Parser::parseSchedule(StringRef Name) {
  SourceLocation LParenLoc;
  if (!expectLParen(Name, LParenLoc))
    return false;
  const Token *Tok = peek();
  StringRef Word = Tok ? identifierName(*Tok) : StringRef();
  if (Word == "static") {
    D.Schedule = ParallelSchedule::Static;
  } else if (Word == "dynamic") {
    D.Schedule = ParallelSchedule::Dynamic;
  } else if (!Word.empty()) {
    report(Tok->getLocation(), DirectiveDiag::UnknownScheduleKind) << Word;
    return false;
  } else {
    report(Tok && !Tok->is(tok::r_paren) ? Tok->getLocation() : missingLoc(),
           DirectiveDiag::MissingArgument)
        << Name << "'static' or 'dynamic'";
    return false;
  }
  ++Pos;
  if (nextIs(tok::comma)) {
    ++Pos;
    std::optional<IntegerArg> Arg = parseInteger(Name, "a chunk size");
    if (!Arg || !checkInteger(Name, *Arg, ChunkRules))
      return false;
    D.Chunk = static_cast<uint32_t>(Arg->Value);
  }
  return expectRParen(Name, LParenLoc);
}

bool Parser::parsePermutation(StringRef Name) {
  SmallVector<SourceLocation, 4> Locs;
  if (!parseList(Name, PermutationRules, D.Permutation, Locs))
    return false;
  std::string Written;
  for (size_t I = 0; I < D.Permutation.size(); ++I)
    Written += (I ? ", " : "") + std::to_string(D.Permutation[I]);
  unsigned Depth = D.Permutation.size();
  if (Depth < 2) {
    report(Locs.front(), DirectiveDiag::PermutationTooShort) << Written;
    return false;
  }
  SmallVector<bool, 4> Seen(Depth + 1, false);
  for (size_t I = 0; I < Depth; ++I) {
    uint32_t P = D.Permutation[I];
    std::string Why;
    if (P > Depth)
      Why = std::to_string(P) + " is not a loop of a nest of " +
            std::to_string(Depth);
    else if (Seen[P])
      Why = std::to_string(P) + " appears twice";
    if (!Why.empty()) {
      report(Locs[I], DirectiveDiag::NotAPermutation)
          << Written << std::to_string(Depth) << Why;
      return false;
    }
    Seen[P] = true;
  }
  return true;
}

bool Parser::parseFactors(StringRef Name) {
  SmallVector<SourceLocation, 4> Locs;
  if (!parseList(Name, SkewFactorRules, D.Factors, Locs))
    return false;
  if (D.Factors.size() >= MaxNestDepth) {
    report(Locs[MaxNestDepth - 1], DirectiveDiag::SkewTooManyFactors)
        << std::to_string(D.Factors.size()) << std::to_string(MaxNestDepth)
        << std::to_string(MaxNestDepth - 1);
    return false;
  }
  if (llvm::all_of(D.Factors, [](uint32_t F) { return F == 0; })) {
    std::string Written;
    for (size_t I = 0; I < D.Factors.size(); ++I)
      Written += (I ? ", " : "") + std::to_string(D.Factors[I]);
    report(Locs.front(), DirectiveDiag::SkewFactorsAllZero) << Written;
    return false;
  }
  return true;
}

std::optional<IntegerArg> Parser::parseInteger(StringRef Name,
                                               StringRef Expected) {
  // A macro such as `#define N (4)` is common C style: accept parentheses
  // around the literal, and a sign so that negatives get their own message.
  SmallVector<SourceLocation, 2> InnerParens;
  IntegerArg Arg;
  auto SkipParens = [&] {
    while (nextIs(tok::l_paren))
      InnerParens.push_back(Toks[Pos++].getLocation());
  };
  SkipParens();
  if (nextIs(tok::minus)) {
    Arg.Negative = true;
    Arg.Loc = Toks[Pos++].getLocation();
    SkipParens();
  }

  const Token *Tok = peek();
  if (!Tok || (Tok->is(tok::r_paren) && !Arg.Negative)) {
    report(missingLoc(), DirectiveDiag::MissingArgument) << Name << Expected;
    return std::nullopt;
  }
  if (Tok->isNot(tok::numeric_constant)) {
    report(Tok->getLocation(), DirectiveDiag::NotInteger)
        << Name << Expected << spellingOf(*Tok);
    return std::nullopt;
  }

  // NumericLiteralParser may read one character past the token.
  SmallString<32> Buffer;
  Buffer.resize(Tok->getLength() + 1);
  bool Invalid = false;
  StringRef Spelling = PP.getSpelling(*Tok, Buffer, &Invalid);
  if (Invalid)
    return std::nullopt;
  NumericLiteralParser Literal(Spelling, Tok->getLocation(),
                               PP.getSourceManager(), PP.getLangOpts(),
                               PP.getTargetInfo(), Diags);
  // The literal parser has already reported malformed literals ("invalid
  // suffix").
  if (Literal.hadError)
    return std::nullopt;
  if (!Literal.isIntegerLiteral() || Literal.isImaginary ||
      Literal.hasUDSuffix()) {
    report(Tok->getLocation(), DirectiveDiag::NotInteger)
        << Name << Expected << Spelling;
    return std::nullopt;
  }
  llvm::APInt Value(64, 0);
  Arg.Overflow = Literal.GetIntegerValue(Value);
  Arg.Value = Value.getZExtValue();
  Arg.Spelling = Spelling.str();
  if (!Arg.Negative)
    Arg.Loc = Tok->getLocation();
  ++Pos;

  for (SourceLocation LParen : llvm::reverse(InnerParens))
    if (!expectRParen(Name, LParen))
      return std::nullopt;
  return Arg;
}

bool Parser::checkInteger(StringRef Name, const IntegerArg &Arg,
                          const IntegerRules &Rules) {
  if (Arg.Negative && Rules.Min == 0) {
    report(Arg.Loc, DirectiveDiag::Negative) << Name << Arg.text();
    return false;
  }
  if (Arg.Negative || (!Arg.Overflow && Arg.Value == 0 && Rules.Min > 0)) {
    report(Arg.Loc, DirectiveDiag::NotPositive) << Name << Arg.text();
    return false;
  }
  if (Arg.Overflow || Arg.Value > Rules.Max) {
    report(Arg.Loc, DirectiveDiag::TooLarge)
        << Name << Arg.text()
        << (std::to_string(Rules.Max) + ", " + Rules.MaxReason.str());
    return false;
  }
  if (Rules.PowerOfTwo && !llvm::isPowerOf2_64(Arg.Value)) {
    report(Arg.Loc, DirectiveDiag::NotPowerOfTwo) << Name << Arg.text();
    return false;
  }
  if (Arg.Value < Rules.Min) {
    report(Arg.Loc, DirectiveDiag::CountTooSmall)
        << transformName(D.Kind) << Arg.text();
    return false;
  }
  return true;
}

std::optional<TransformDirective>
parseDirective(Preprocessor &PP, SourceLocation PragmaLoc,
               SourceLocation TransformLoc, ArrayRef<Token> Toks,
               SourceLocation EndLoc) {
  return Parser(PP, TransformLoc, Toks, EndLoc).parse(PragmaLoc);
}

} // namespace loopcc
