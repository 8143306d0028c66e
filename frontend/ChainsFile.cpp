//===- ChainsFile.cpp - Chains for loops of unedited sources --------------===//
//
// The file is entered into the source manager like an included file that
// is never parsed as C: its tokens come from clang's raw lexer, line by
// line, and a directive's tokens go to the same parser as a
// `#pragma loop transform` in a source. So an error in the file is
// reported exactly as one in a source is, at its line and column.
//
// Placing a chain needs the AST (the N-th loop of a function) and the
// unit's loop names, so it happens in bindChains, once the directives
// written in the sources are bound: a file chain then joins them as if it
// had been written above them.
//
//===----------------------------------------------------------------------===//

#include "frontend/ChainsFile.h"
#include "frontend/ClangChainDiagnostics.h"

#include "pragma/DirectiveParser.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>

namespace {

using clang::SourceLocation;

/// The chains file's own diagnostics; the directives' are the parser's.
enum class FileDiag {
  Unreadable,
  ExpectedLine,
  ExpectedHeaderPart,
  HeaderTrailing,
  LoopNumberZero,
  LoopNumberTooLarge,
  DirectiveBeforeHeader,
  LoopIdInFile,
  TransformTypo,
  FuseInFile,
  EmptyChain,
  NoFunction,
  NoLoopNumber,
  NoLoopName,
  LoopTwice,
  LoopTwiceNote,
  LoopHasClangLoop,
  LoopHasOpenMP,
  TakenByClang,
  OtherDirectiveNote,
};

unsigned diagID(clang::DiagnosticsEngine &Diags, FileDiag D) {
  using Level = clang::DiagnosticIDs::Level;
  // A chain that is not applied is a forced transformation that is not
  // applied: -Wpass-failed, which -Werror=pass-failed turns into a
  // failing build, as for a step the passes cannot apply.
  auto Missed = [&](llvm::StringRef Text) {
    return loopcc::customWarningID(
        Diags, Text, clang::diag::Group::BackendOptimizationFailure);
  };
  auto Custom = [&](Level L, llvm::StringRef Text) {
    return Diags.getDiagnosticIDs()->getCustomDiagID(L, Text);
  };
  switch (D) {
  case FileDiag::Unreadable:
    return Custom(Level::Error, "cannot read the chains file '%0': %1");
  case FileDiag::ExpectedLine:
    return Custom(Level::Error,
                  "expected a chain's header 'loop \"FILE\" FUNCTION N' or a "
                  "'#pragma loop transform' line; a chains file holds "
                  "nothing else but '//' comments");
  case FileDiag::ExpectedHeaderPart:
    return Custom(Level::Error,
                  "expected %0: a chain's header is 'loop \"FILE\" FUNCTION "
                  "N' (N counts the function's loops from 1; a loop name may "
                  "stand for it)");
  case FileDiag::HeaderTrailing:
    return Custom(Level::Error,
                  "unexpected '%0' after the chain's header 'loop \"FILE\" "
                  "FUNCTION N'");
  case FileDiag::LoopNumberZero:
    return Custom(Level::Error,
                  "loops are counted from 1: the first loop of the function "
                  "is loop 1");
  case FileDiag::LoopNumberTooLarge:
    return Custom(Level::Error, "loop number '%0' is too large");
  case FileDiag::DirectiveBeforeHeader:
    return Custom(Level::Error,
                  "'#pragma loop transform' before any chain's header: write "
                  "'loop \"FILE\" FUNCTION N' above it to say which loop it "
                  "is for");
  case FileDiag::LoopIdInFile:
    return Custom(Level::Error,
                  "'#pragma loop id' in a chains file: a chains file names "
                  "loops in its headers ('loop \"FILE\" FUNCTION NAME' takes "
                  "a name the source gives)");
  case FileDiag::TransformTypo:
    return Custom(Level::Error, "unknown '#pragma loop %0' in a chains file; "
                                "did you mean '#pragma loop transform'?");
  case FileDiag::FuseInFile:
    return Custom(Level::Error,
                  "'fuse' takes the loops of a block, which a chain's header "
                  "cannot name: write it in the source, above the block");
  case FileDiag::EmptyChain:
    return Missed("the chain for loop %0 of '%1' has no directives");
  case FileDiag::NoFunction:
    return Missed("no function '%0' is defined in '%1' (in this translation "
                  "unit): its chain for loop %2 is not applied");
  case FileDiag::NoLoopNumber:
    return Missed("'%0' has %1 loop%s1: its chain for loop %2 is not applied");
  case FileDiag::NoLoopName:
    return Missed("'%0' has no loop named '%1' (no '#pragma loop id' or "
                  "'ids(...)' gives it): its chain is not applied");
  case FileDiag::LoopTwice:
    return Custom(Level::Error,
                  "a second chain for loop %0 of '%1': write its directives "
                  "in one chain");
  case FileDiag::LoopTwiceNote:
    return Custom(Level::Note, "the first chain for the loop is here");
  case FileDiag::LoopHasClangLoop:
    return Custom(Level::Error,
                  "loop %0 of '%1' carries '#pragma clang loop' (or "
                  "'#pragma unroll'): use one loop directive language per "
                  "loop");
  case FileDiag::LoopHasOpenMP:
    return Custom(Level::Error,
                  "loop %0 of '%1' is associated with an OpenMP loop "
                  "directive: use one loop directive language per loop");
  case FileDiag::TakenByClang:
    return Missed("the chain for loop %0 of '%1' is not applied: the loop's "
                  "OpenMP loop transformation is done by clang on the loop as "
                  "written, so that it keeps OpenMP's meaning, and clang's "
                  "loops take no further step");
  case FileDiag::OtherDirectiveNote:
    return Custom(Level::Note, "the loop is here");
  }
  llvm_unreachable("unknown FileDiag");
}

clang::DiagnosticBuilder report(clang::DiagnosticsEngine &Diags,
                                SourceLocation Loc, FileDiag D) {
  return Diags.Report(Loc, diagID(Diags, D));
}

/// The tokens of one line of the chains file, identifiers looked up (the
/// parser reads words by their IdentifierInfo).
using Line = llvm::SmallVector<clang::Token, 16>;

std::vector<Line> lexLines(clang::Preprocessor &PP, clang::FileID FID) {
  clang::SourceManager &SM = PP.getSourceManager();
  clang::Lexer Lex(FID, SM.getBufferOrFake(FID), SM, PP.getLangOpts());
  Lex.SetCommentRetentionState(false);
  std::vector<Line> Lines;
  clang::Token Tok;
  while (true) {
    Lex.LexFromRawLexer(Tok);
    if (Tok.is(clang::tok::eof))
      break;
    if (Tok.is(clang::tok::raw_identifier))
      PP.LookUpIdentifierInfo(Tok);
    if (Tok.isAtStartOfLine() || Lines.empty())
      Lines.emplace_back();
    Lines.back().push_back(Tok);
  }
  return Lines;
}

bool isWord(const clang::Token &Tok, llvm::StringRef Word) {
  const clang::IdentifierInfo *II = Tok.getIdentifierInfo();
  return II && II->getName() == Word;
}

/// `loop "FILE" FUNCTION N|NAME`; reports and returns nullopt if malformed.
std::optional<loopcc::FileChain> parseHeader(clang::Preprocessor &PP,
                                             const Line &L) {
  clang::DiagnosticsEngine &Diags = PP.getDiagnostics();
  loopcc::FileChain Chain;
  Chain.HeaderLoc = L[0].getLocation();
  auto Missing = [&](size_t I, llvm::StringRef What) {
    SourceLocation Loc = I < L.size()
                             ? L[I].getLocation()
                             : PP.getLocForEndOfToken(L.back().getLocation());
    report(Diags, Loc, FileDiag::ExpectedHeaderPart) << What;
    return std::nullopt;
  };
  if (L.size() < 2 || L[1].isNot(clang::tok::string_literal))
    return Missing(1, "the file's name, in double quotes");
  llvm::StringRef Quoted(L[1].getLiteralData(), L[1].getLength());
  Chain.File = Quoted.drop_front().drop_back().str();
  if (Chain.File.empty())
    return Missing(1, "the file's name, in double quotes");
  if (L.size() < 3 || !L[2].getIdentifierInfo())
    return Missing(2, "the function's name");
  Chain.Function = L[2].getIdentifierInfo()->getName().str();
  if (L.size() < 4)
    return Missing(3, "the loop's number or name");
  Chain.LoopLoc = L[3].getLocation();
  if (L[3].is(clang::tok::numeric_constant)) {
    llvm::StringRef Digits(L[3].getLiteralData(), L[3].getLength());
    if (Digits.getAsInteger(10, Chain.Number)) {
      // Not a plain decimal: too large, or no number at all (1.5, 0x2).
      if (!Digits.empty() && llvm::all_of(Digits, llvm::isDigit)) {
        report(Diags, Chain.LoopLoc, FileDiag::LoopNumberTooLarge) << Digits;
        return std::nullopt;
      }
      return Missing(3, "the loop's number or name");
    }
    if (Chain.Number == 0) {
      report(Diags, Chain.LoopLoc, FileDiag::LoopNumberZero);
      return std::nullopt;
    }
  } else if (L[3].getIdentifierInfo()) {
    Chain.LoopName = L[3].getIdentifierInfo()->getName().str();
  } else {
    return Missing(3, "the loop's number or name");
  }
  if (L.size() > 4) {
    report(Diags, L[4].getLocation(), FileDiag::HeaderTrailing)
        << PP.getSpelling(L[4]);
    return std::nullopt;
  }
  return Chain;
}

/// What a header says to the user: "2" or "'rows'".
std::string loopWords(const loopcc::FileChain &Chain) {
  return Chain.Number ? std::to_string(Chain.Number)
                      : "'" + Chain.LoopName + "'";
}

/// Whether the file \p Name is the one \p Wanted names: equal, or ending
/// in it at a path separator ("gemm.c" is "linear-algebra/gemm/gemm.c").
bool pathMatches(llvm::StringRef Name, llvm::StringRef Wanted) {
  Name.consume_front("./");
  Wanted.consume_front("./");
  if (Name == Wanted)
    return true;
  return Name.size() > Wanted.size() && Name.ends_with(Wanted) &&
         Name[Name.size() - Wanted.size() - 1] == '/';
}

bool isLoop(const clang::Stmt *S) {
  return llvm::isa<clang::ForStmt, clang::WhileStmt, clang::DoStmt>(S);
}

/// The loops of a function body, in source order (an outer loop before
/// the loops inside it).
class LoopCollector : public clang::RecursiveASTVisitor<LoopCollector> {
public:
  bool VisitStmt(clang::Stmt *S) {
    if (isLoop(S))
      Loops.push_back(S);
    return true;
  }
  std::vector<const clang::Stmt *> Loops;
};

std::vector<const clang::Stmt *> loopsOf(const clang::SourceManager &SM,
                                         const clang::FunctionDecl *FD) {
  LoopCollector Collector;
  Collector.TraverseStmt(FD->getBody());
  // The traversal is already in source order; where a macro writes loops,
  // positions tie and the traversal's order stays.
  std::stable_sort(Collector.Loops.begin(), Collector.Loops.end(),
                   [&](const clang::Stmt *A, const clang::Stmt *B) {
                     return SM.isBeforeInTranslationUnit(
                         SM.getExpansionLoc(A->getBeginLoc()),
                         SM.getExpansionLoc(B->getBeginLoc()));
                   });
  return std::move(Collector.Loops);
}

/// Why \p Loop cannot carry a chain, as the binder judges a directive
/// written above it: another directive language on it. (A loop that shares
/// its position with others of a macro's expansion carries one: the passes
/// tell such loops apart by their order, AttachChains.cpp.)
std::optional<FileDiag> cannotCarry(clang::ASTContext &Ctx,
                                    const clang::Stmt *Loop,
                                    SourceLocation &OpenMPBegin) {
  for (clang::DynTypedNode Parent : Ctx.getParents(*Loop)) {
    if (const auto *Attributed = Parent.get<clang::AttributedStmt>())
      for (const clang::Attr *A : Attributed->getAttrs())
        if (llvm::isa<clang::LoopHintAttr>(A))
          return FileDiag::LoopHasClangLoop;
  }
  // An OpenMP loop directive's loop is its captured region's statement
  // (the region's declaration and statement stand between them).
  clang::DynTypedNode Node = clang::DynTypedNode::create(*Loop);
  while (true) {
    clang::DynTypedNodeList Parents = Ctx.getParents(Node);
    if (Parents.empty())
      break;
    Node = Parents[0];
    if (Node.get<clang::CapturedDecl>() || Node.get<clang::CapturedStmt>())
      continue;
    if (const auto *OpenMP = Node.get<clang::OMPLoopBasedDirective>()) {
      OpenMPBegin = OpenMP->getBeginLoc();
      return FileDiag::LoopHasOpenMP;
    }
    break;
  }
  return std::nullopt;
}

} // namespace

std::optional<std::vector<loopcc::FileChain>>
loopcc::readChainsFile(clang::Preprocessor &PP, llvm::StringRef Path) {
  clang::SourceManager &SM = PP.getSourceManager();
  clang::DiagnosticsEngine &Diags = PP.getDiagnostics();
  llvm::Expected<clang::FileEntryRef> File =
      SM.getFileManager().getFileRef(Path, /*OpenFile=*/true);
  if (!File) {
    report(Diags, SourceLocation(), FileDiag::Unreadable)
        << Path << llvm::toString(File.takeError());
    return std::nullopt;
  }
  if (!SM.getMemoryBufferForFileOrNone(*File)) {
    report(Diags, SourceLocation(), FileDiag::Unreadable)
        << Path << "it is not a readable file";
    return std::nullopt;
  }
  clang::FileID FID =
      SM.createFileID(*File, SourceLocation(), clang::SrcMgr::C_User);

  std::vector<FileChain> Chains;
  bool Failed = false;
  for (const Line &L : lexLines(PP, FID)) {
    const clang::Token &First = L.front();
    if (isWord(First, "loop")) {
      std::optional<FileChain> Header = parseHeader(PP, L);
      if (!Header) {
        Failed = true;
        // Its directives would go to the chain before: none is kept.
        Chains.emplace_back();
        continue;
      }
      Chains.push_back(std::move(*Header));
      continue;
    }
    bool IsPragma = First.is(clang::tok::hash) && L.size() >= 3 &&
                    isWord(L[1], "pragma") && isWord(L[2], "loop");
    if (!IsPragma) {
      report(Diags, First.getLocation(), FileDiag::ExpectedLine);
      Failed = true;
      continue;
    }
    if (L.size() >= 4 && isWord(L[3], "id")) {
      report(Diags, L[3].getLocation(), FileDiag::LoopIdInFile);
      Failed = true;
      continue;
    }
    if (L.size() >= 4 && L[3].getIdentifierInfo() &&
        !isWord(L[3], "transform") &&
        nearestName(L[3].getIdentifierInfo()->getName(), {"transform"})) {
      report(Diags, L[3].getLocation(), FileDiag::TransformTypo)
          << L[3].getIdentifierInfo()->getName();
      Failed = true;
      continue;
    }
    if (L.size() < 4 || !isWord(L[3], "transform")) {
      report(Diags, L.size() >= 4 ? L[3].getLocation() : L[2].getLocation(),
             FileDiag::ExpectedLine);
      Failed = true;
      continue;
    }
    if (Chains.empty()) {
      report(Diags, First.getLocation(), FileDiag::DirectiveBeforeHeader);
      Failed = true;
      continue;
    }
    std::optional<TransformDirective> D =
        parseDirective(PP, First.getLocation(), L[3].getLocation(),
                       llvm::ArrayRef(L).drop_front(4),
                       PP.getLocForEndOfToken(L.back().getLocation()));
    if (!D) {
      Failed = true;
      continue;
    }
    if (D->Kind == TransformKind::Fuse) {
      report(Diags, D->KindLoc, FileDiag::FuseInFile);
      Failed = true;
      continue;
    }
    Chains.back().Directives.push_back(std::move(*D));
  }
  if (Failed)
    return std::nullopt;
  return Chains;
}

void loopcc::placeFileChains(clang::ASTContext &Ctx,
                             const ChainSources &Sources,
                             std::vector<BoundChain> &Chains,
                             llvm::ArrayRef<LoopIdBinding> LoopIds,
                             std::vector<FilePlacement> *Placements) {
  const clang::SourceManager &SM = Ctx.getSourceManager();
  clang::DiagnosticsEngine &Diags = Ctx.getDiagnostics();

  // The functions of the unit with a body, and the files it read.
  std::vector<const clang::FunctionDecl *> Functions;
  for (const clang::Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (const auto *FD = llvm::dyn_cast<clang::FunctionDecl>(D))
      if (FD->doesThisDeclarationHaveABody())
        Functions.push_back(FD);
  // A function's file as the user named it (presumed: #line applies) or
  // as it is on disk (a header names it by an absolute path where the
  // command line gave a relative one).
  auto IsIn = [&](const clang::FunctionDecl *FD, llvm::StringRef Wanted) {
    clang::SourceLocation Loc = SM.getExpansionLoc(FD->getLocation());
    if (pathMatches(SM.getPresumedLoc(Loc).getFilename(), Wanted))
      return true;
    clang::OptionalFileEntryRef File =
        SM.getFileEntryRefForID(SM.getFileID(Loc));
    return File &&
           pathMatches(File->getFileEntry().tryGetRealPathName(), Wanted);
  };
  auto InUnit = [&](llvm::StringRef Wanted) {
    for (auto It = SM.fileinfo_begin(), E = SM.fileinfo_end(); It != E; ++It)
      if (pathMatches(It->first.getName(), Wanted) ||
          pathMatches(It->first.getFileEntry().tryGetRealPathName(), Wanted))
        return true;
    return llvm::any_of(Functions, [&](const clang::FunctionDecl *FD) {
      return IsIn(FD, Wanted);
    });
  };

  llvm::DenseMap<const clang::Stmt *, SourceLocation> Placed;
  for (const FileChain &Chain : Sources.FileChains) {
    if (!InUnit(Chain.File))
      continue;
    auto Function =
        llvm::find_if(Functions, [&](const clang::FunctionDecl *FD) {
          return FD->getName() == Chain.Function && IsIn(FD, Chain.File);
        });
    if (Function == Functions.end()) {
      report(Diags, Chain.HeaderLoc, FileDiag::NoFunction)
          << Chain.Function << Chain.File << loopWords(Chain);
      continue;
    }
    if (Chain.Directives.empty()) {
      report(Diags, Chain.HeaderLoc, FileDiag::EmptyChain)
          << loopWords(Chain) << Chain.Function;
      continue;
    }
    std::vector<const clang::Stmt *> Loops = loopsOf(SM, *Function);

    // The loop, and the name its first step must go on, where the name is
    // one a step makes (the chain then continues that step's chain).
    const clang::Stmt *Loop = nullptr;
    bool NameMadeByStep = false;
    if (Chain.Number) {
      if (Chain.Number > Loops.size()) {
        report(Diags, Chain.LoopLoc, FileDiag::NoLoopNumber)
            << Chain.Function << unsigned(Loops.size()) << Chain.Number;
        continue;
      }
      Loop = Loops[Chain.Number - 1];
    } else {
      for (const LoopIdBinding &Id : LoopIds)
        if (Id.Function == *Function &&
            Id.Directive->LoopName == Chain.LoopName)
          Loop = Id.Loop;
      for (const BoundChain &Bound : Chains) {
        if (Loop || Bound.Function != *Function)
          continue;
        for (const TransformDirective &Step : Bound.Steps)
          if (llvm::is_contained(Step.Ids, Chain.LoopName)) {
            Loop = Bound.Loop;
            NameMadeByStep = true;
          }
      }
      if (!Loop) {
        report(Diags, Chain.LoopLoc, FileDiag::NoLoopName)
            << Chain.Function << Chain.LoopName;
        continue;
      }
    }

    SourceLocation OpenMPBegin;
    if (std::optional<FileDiag> Why = cannotCarry(Ctx, Loop, OpenMPBegin)) {
      // OpenMP's transformation of the loop, handed to clang for OpenMP's
      // meaning (OpenMPMeaning.h): the chain is a step that is not applied,
      // as a directive written above it would be.
      if (*Why == FileDiag::LoopHasOpenMP &&
          llvm::is_contained(Sources.OpenMPForClang, OpenMPBegin)) {
        if (!Sources.OpenMPForClangQuietly)
          report(Diags, Chain.HeaderLoc, FileDiag::TakenByClang)
              << loopWords(Chain) << Chain.Function;
        continue;
      }
      report(Diags, Chain.LoopLoc, *Why) << loopWords(Chain) << Chain.Function;
      report(Diags, Loop->getBeginLoc(), FileDiag::OtherDirectiveNote);
      continue;
    }
    auto [It, First] = Placed.try_emplace(Loop, Chain.HeaderLoc);
    if (!First) {
      report(Diags, Chain.HeaderLoc, FileDiag::LoopTwice)
          << loopWords(Chain) << Chain.Function;
      report(Diags, It->second, FileDiag::LoopTwiceNote);
      continue;
    }

    llvm::SmallVector<TransformDirective, 4> Steps(Chain.Directives.begin(),
                                                   Chain.Directives.end());
    // A loop a step made: the stack goes on it, as `on(NAME)` written on
    // the directive nearest the loop says (LoopNames checks the rest).
    TransformDirective &Nearest = Steps.back();
    if (NameMadeByStep && Nearest.OnName.empty() && !Nearest.On) {
      Nearest.OnName = Chain.LoopName;
      Nearest.OnNameLoc = Chain.LoopLoc;
      Nearest.OnLoc = Chain.LoopLoc;
    }
    auto Bound = llvm::find_if(
        Chains, [&](const BoundChain &C) { return C.Loop == Loop; });
    if (Bound == Chains.end()) {
      Chains.emplace_back();
      Bound = std::prev(Chains.end());
      Bound->Loop = Loop;
      Bound->Function = *Function;
    }
    // Source order: the file's directives stand above those written at
    // the loop.
    Bound->Steps.insert(Bound->Steps.begin(), Steps.begin(), Steps.end());
    if (Placements)
      Placements->push_back({&Chain, Loop, std::move(Steps)});
  }
}
