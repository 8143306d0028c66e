//===- LoopBinding.cpp - Which loop each chain of directives belongs to ---===//
//
// Every statement's children are visited in order; a directive that lies
// between the end of one child and the start of the next (or the start of
// the statement) precedes that next child. Positions are compared as the
// user sees them: a directive or loop inside a macro expansion is where the
// macro is used, and within one expansion in the order of the tokens the
// expansion produced (a `_Pragma` binds to the loop that follows it there).
//
//===----------------------------------------------------------------------===//

#include "frontend/LoopBinding.h"
#include "frontend/ChainsFile.h"
#include "frontend/ClangChainDiagnostics.h"
#include "frontend/LoopNames.h"
#include "frontend/PackedArrays.h"
#include "frontend/PerfectNest.h"
#include "frontend/SourceLoopNest.h"
#include "frontend/WorksharingTarget.h"
#include "pragma/ChainCheck.h"
#include "pragma/DirectiveParser.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <map>
#include <string>

namespace {

/// Why a directive could not be bound; the first reason found wins.
enum class Failure {
  None,
  NotLoop,
  EndOfBlock,
  Mixed,
  MixedOpenMP,
  Ambiguous,
  // fuse (checkFuseBlocks): written before one loop; a second fuse above
  // the first; a statement of its block that is no loop; too few loops;
  // a looprange beyond the block's loops.
  FuseNeedsBlock,
  FuseTwice,
  FuseNotLoop,
  FuseTooFewLoops,
  FuseTooManyLoops,
  FuseRangeBeyond
};

struct DirectiveState {
  const loopcc::TransformDirective *Directive = nullptr;
  clang::SourceLocation Pos; // expansion location of the directive
  const clang::Stmt *Target = nullptr;
  const clang::FunctionDecl *Function = nullptr;
  Failure Why = Failure::None;
  const clang::Stmt *Offender = nullptr; // the non-loop, or the other loop
  clang::SourceLocation OtherPragma;     // the `#pragma clang loop`
  /// The `#pragma omp for` above the directive, whose worksharing clang
  /// does on the loop the steps then transform (invalid: none).
  clang::SourceLocation ClangWorksharing;
  bool InFunction = true;
  /// For a fuse: how many loops its block has.
  unsigned BlockLoops = 0;
};

/// Source order as the user sees it. Locations in one macro expansion (a
/// `_Pragma` and a loop written by the same macro) share an expansion
/// point; within it, they are in the order of the tokens the expansion
/// produced. That order is not the order of the locations' encodings: a
/// macro used inside the expansion (`#define LOOP UNROLL for ...`, with
/// `UNROLL` a `_Pragma`) or a macro argument gets its locations when it is
/// expanded, after those of the body around it, so its `_Pragma` would sort
/// after the `for` that follows it (issue 27). isBeforeInTranslationUnit
/// walks each location up through the expansions that produced it to the
/// first one both share, and compares them there.
bool sourceBefore(const clang::SourceManager &SM, clang::SourceLocation A,
                  clang::SourceLocation B) {
  clang::SourceLocation EA = SM.getExpansionLoc(A);
  clang::SourceLocation EB = SM.getExpansionLoc(B);
  if (EA != EB)
    return SM.isBeforeInTranslationUnit(EA, EB);
  if (A.isFileID() || B.isFileID())
    return false;
  return SM.isBeforeInTranslationUnit(A, B);
}

bool isLoop(const clang::Stmt *S) {
  return llvm::isa<clang::ForStmt, clang::WhileStmt, clang::DoStmt>(S);
}

const clang::LoopHintAttr *loopHint(const clang::AttributedStmt *S) {
  for (const clang::Attr *A : S->getAttrs())
    if (auto *Hint = llvm::dyn_cast<clang::LoopHintAttr>(A))
      return Hint;
  return nullptr;
}

bool isFuse(const DirectiveState &State) {
  return State.Directive->Kind == loopcc::TransformKind::Fuse;
}

/// The loop a statement of a fuse's block is, through labels; null when it
/// is none (an attributed loop carries another directive language).
const clang::Stmt *blockLoop(const clang::Stmt *S) {
  while (auto *Label = llvm::dyn_cast<clang::LabelStmt>(S))
    S = Label->getSubStmt();
  return isLoop(S) ? S : nullptr;
}

class Binder : public clang::RecursiveASTVisitor<Binder> {
public:
  Binder(clang::ASTContext &Ctx, std::vector<DirectiveState> &States)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), States(States) {}

  bool TraverseFunctionDecl(clang::FunctionDecl *FD) {
    const clang::FunctionDecl *Saved = CurrentFunction;
    if (FD->doesThisDeclarationHaveABody()) {
      CurrentFunction = FD;
      Bodies.push_back(FD->getBody()->getSourceRange());
    }
    bool Result =
        clang::RecursiveASTVisitor<Binder>::TraverseFunctionDecl(FD);
    CurrentFunction = Saved;
    return Result;
  }

  bool VisitStmt(clang::Stmt *S) {
    if (!CurrentFunction)
      return true;
    if (auto *OpenMP = llvm::dyn_cast<clang::OMPLoopBasedDirective>(S)) {
      claimOpenMPWindow(OpenMP);
      return true;
    }
    // A captured region's children are its captures' initializers, placed
    // at the variables' first uses, then the region: no statement order.
    if (llvm::isa<clang::CapturedStmt>(S))
      return true;
    if (isLoop(S))
      OrdinalAt[S] =
          LoopsAt[{CurrentFunction, positionKey(S->getBeginLoc())}]++;
    clang::SourceLocation WindowBegin = S->getBeginLoc();
    for (const clang::Stmt *Child : S->children()) {
      if (!Child)
        continue;
      claimWindow(S, WindowBegin, Child->getBeginLoc(), Child);
      WindowBegin = endOf(Child);
    }
    if (llvm::isa<clang::CompoundStmt>(S))
      claimWindow(S, WindowBegin, S->getEndLoc(), nullptr);
    return true;
  }

  /// Whether an unclaimed directive at \p Pos lies in some function's body.
  bool insideFunctionBody(clang::SourceLocation Pos) const {
    for (clang::SourceRange Body : Bodies)
      if (before(Body.getBegin(), Pos) && before(Pos, Body.getEnd()))
        return true;
    return false;
  }

  /// Once all loops are known: how many loops of \p Function share
  /// \p Loop's position, and which of them \p Loop is in source order (an
  /// outer loop before the loops inside it); {0, 0} when the position is
  /// its alone. The chain reaches the passes with the loop's position (the
  /// start location of its loop ID), and every loop a macro's body writes
  /// starts at the position of the macro's use, whether the directive is
  /// outside the macro or a `_Pragma` next to the loop inside: the passes
  /// tell such loops apart by their order (AttachChains.cpp).
  std::pair<unsigned, unsigned>
  positionShare(const clang::FunctionDecl *Function,
                const clang::Stmt *Loop) const {
    auto It = LoopsAt.find({Function, positionKey(Loop->getBeginLoc())});
    auto Ordinal = OrdinalAt.find(Loop);
    if (It == LoopsAt.end() || It->second < 2 || Ordinal == OrdinalAt.end())
      return {0, 0};
    return {It->second, Ordinal->second};
  }

private:
  clang::ASTContext &Ctx;
  clang::SourceManager &SM;
  std::vector<DirectiveState> &States;
  const clang::FunctionDecl *CurrentFunction = nullptr;
  llvm::SmallVector<clang::SourceRange, 16> Bodies;
  /// Loops per function and position (see positionKey).
  std::map<std::pair<const clang::FunctionDecl *, std::string>, unsigned>
      LoopsAt;
  /// Each loop's place among the loops of its function at its position.
  llvm::DenseMap<const clang::Stmt *, unsigned> OrdinalAt;

  clang::SourceLocation expansion(clang::SourceLocation Loc) const {
    return SM.getExpansionLoc(Loc);
  }

  /// The position a chain records for its loop (ChainConversion), which the
  /// passes look for in the start locations of loop IDs: file, line and
  /// column of the file location (where clang's debug locations put a loop:
  /// a loop written in a macro argument at its own position, a loop of a
  /// macro's body at the macro's use), as presumed (#line applies). The file
  /// is its name without directories, as the passes compare it
  /// (isAtPosition). Every loop ID that can start there has this key too,
  /// so counting loops by it finds every loop a chain could land on.
  std::string positionKey(clang::SourceLocation Loc) const {
    clang::PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Loc));
    if (P.isInvalid())
      return std::string();
    return (llvm::sys::path::filename(P.getFilename()) + ":" +
            llvm::Twine(P.getLine()) + ":" + llvm::Twine(P.getColumn()))
        .str();
  }

  bool before(clang::SourceLocation A, clang::SourceLocation B) const {
    return sourceBefore(SM, A, B);
  }

  /// Hands each directive strictly between Begin and End that is neither
  /// bound nor failed yet to \p Claim, as one of the current function's.
  template <typename ClaimFn>
  void claimBetween(clang::SourceLocation Begin, clang::SourceLocation End,
                    ClaimFn Claim) {
    // States are in source order: only those inside the window are looked
    // at (a unit with many directives and many statements stays linear-ish).
    auto First = std::partition_point(
        States.begin(), States.end(),
        [&](const DirectiveState &S) { return !before(Begin, S.Pos); });
    for (auto It = First; It != States.end() && before(It->Pos, End); ++It) {
      if (It->Target || It->Why != Failure::None)
        continue;
      It->Function = CurrentFunction;
      Claim(*It);
    }
  }

  /// Binds the unbound directives strictly between Begin and End in
  /// statement Parent to Next (null: the end of the block).
  void claimWindow(const clang::Stmt *Parent, clang::SourceLocation Begin,
                   clang::SourceLocation End, const clang::Stmt *Next) {
    // An OpenMP directive's statement comes wrapped in the region clang
    // outlines (`#pragma omp single` or `task` right above a stack): the
    // directives bind to the statement written there.
    if (auto *Captured = llvm::dyn_cast_or_null<clang::CapturedStmt>(Next))
      Next = Captured->getCapturedStmt();
    claimBetween(Begin, End, [&](DirectiveState &State) {
      if (!Next) {
        State.Why = Failure::EndOfBlock;
        return;
      }
      bind(State, Parent, Next);
    });
  }

  /// Where \p S ends. An OpenMP directive's own range is its pragma line;
  /// the statement it applies to follows.
  clang::SourceLocation endOf(const clang::Stmt *S) const {
    auto *OpenMP = llvm::dyn_cast<clang::OMPExecutableDirective>(S);
    if (!OpenMP) {
      // A statement that ends with another (a loop's body, an if's branch)
      // ends where that one does: `for (...) #pragma omp parallel { ... }`
      // ends, in clang's range, at the end of the directive's line, and
      // the directives inside the region's braces would be taken for ones
      // after the loop (seed 7402 of the differential run).
      const clang::Stmt *Last = nullptr;
      if (!llvm::isa<clang::CapturedStmt>(S))
        for (const clang::Stmt *Child : S->children())
          if (Child)
            Last = Child;
      if (!Last)
        return S->getEndLoc();
      clang::SourceLocation End = endOf(Last);
      return before(S->getEndLoc(), End) ? End : S->getEndLoc();
    }
    if (!OpenMP->hasAssociatedStmt() || !OpenMP->getAssociatedStmt())
      return S->getEndLoc();
    // The statement the directive applies to, through the captured
    // region clang wraps it in: a captured region directly holding another
    // directive (`#pragma omp parallel` then `#pragma omp single`, no
    // braces) ends where the inner directive's statement does, not at the
    // end of the inner directive's line, which is all its range covers.
    const clang::Stmt *Associated = OpenMP->getAssociatedStmt();
    if (auto *Captured = llvm::dyn_cast<clang::CapturedStmt>(Associated))
      Associated = Captured->getCapturedStmt();
    clang::SourceLocation End = endOf(Associated);
    return before(S->getEndLoc(), End) ? End : S->getEndLoc();
  }

  /// `#pragma omp simd` (and OpenMP's other loop directives) is a loop
  /// directive language of its own: a directive between it and its loop
  /// would mix the two on one loop.
  /// The \p Depth-th loop of the perfect nest from \p Outer (1: \p Outer),
  /// looking through braces around a single statement and statement
  /// attributes; the deepest one found when the nest ends earlier.
  static const clang::Stmt *innermostAssociatedLoop(const clang::Stmt *Outer,
                                                    unsigned Depth) {
    const clang::Stmt *Loop = Outer;
    for (unsigned D = 1; D < Depth; ++D) {
      const auto *For = llvm::dyn_cast<clang::ForStmt>(Loop);
      const clang::Stmt *Body = For ? For->getBody() : nullptr;
      while (Body) {
        if (const auto *Block = llvm::dyn_cast<clang::CompoundStmt>(Body))
          Body = Block->size() == 1 ? Block->body_front() : nullptr;
        else if (const auto *Attributed =
                     llvm::dyn_cast<clang::AttributedStmt>(Body))
          Body = Attributed->getSubStmt();
        else
          break;
      }
      if (!Body || !isLoop(Body))
        break;
      Loop = Body;
    }
    return Loop;
  }

  void claimOpenMPWindow(const clang::OMPLoopBasedDirective *OpenMP) {
    const clang::Stmt *Loop = OpenMP;
    // OpenMP's loop transformations (`unroll`, `tile`, `reverse`, `stripe`,
    // `interchange`) capture nothing: their associated statement is the loop
    // itself (or the next directive). Asking clang for their captured region
    // breaks getOpenMPCaptureRegions' precondition: it stops the compiler
    // with llvm_unreachable, or reads the loop as a CapturedStmt (issue 27).
    if (!clang::isOpenMPCapturingDirective(OpenMP->getDirectiveKind())) {
      if (OpenMP->hasAssociatedStmt() && OpenMP->getAssociatedStmt())
        Loop = OpenMP->getAssociatedStmt();
    } else if (const clang::CapturedStmt *Captured =
                   OpenMP->getInnermostCapturedStmt()) {
      Loop = Captured->getCapturedStmt();
    }
    // `collapse(n)`, `tile sizes(a, b)`, `interchange`: the directive takes
    // n loops nested in each other, and a `#pragma loop transform` on any of
    // them is on its loop nest (it was bound to the inner loop and silently
    // lost with it).
    clang::SourceLocation Begin = OpenMP->getBeginLoc();
    // `#pragma omp for` above a stack (OpenMPTransformPragma.cpp): clang
    // shares the loop's iterations out among the team's threads, and the
    // stack's steps apply to the loop each thread runs.
    if (OpenMP->getDirectiveKind() == llvm::omp::OMPD_for && isLoop(Loop)) {
      claimBetween(Begin, Loop->getBeginLoc(), [&](DirectiveState &State) {
        State.Target = Loop;
        State.ClangWorksharing = Begin;
      });
      return;
    }
    Loop = innermostAssociatedLoop(Loop, OpenMP->getLoopsNumber());
    claimBetween(Begin, Loop->getBeginLoc(), [&](DirectiveState &State) {
      State.Why = Failure::MixedOpenMP;
      State.OtherPragma = Begin;
    });
  }

  void bind(DirectiveState &State, const clang::Stmt *Parent,
            const clang::Stmt *Next) {
    if (auto *OpenMP = llvm::dyn_cast<clang::OMPLoopBasedDirective>(Next)) {
      State.Why = Failure::MixedOpenMP;
      State.OtherPragma = OpenMP->getBeginLoc();
      return;
    }
    // `#pragma clang loop` / `#pragma unroll` written before ours wraps the
    // loop in an attributed statement that starts before the directive.
    if (auto *Attributed = llvm::dyn_cast<clang::AttributedStmt>(Parent))
      if (const clang::LoopHintAttr *Hint = loopHint(Attributed)) {
        State.Why = Failure::Mixed;
        State.OtherPragma = Hint->getLocation();
        return;
      }
    // Labels and attributes stand between a directive and its loop.
    while (true) {
      if (auto *Label = llvm::dyn_cast<clang::LabelStmt>(Next)) {
        Next = Label->getSubStmt();
        continue;
      }
      if (auto *Attributed = llvm::dyn_cast<clang::AttributedStmt>(Next)) {
        if (const clang::LoopHintAttr *Hint = loopHint(Attributed)) {
          State.Why = Failure::Mixed;
          State.OtherPragma = Hint->getLocation();
          return;
        }
        Next = Attributed->getSubStmt();
        continue;
      }
      break;
    }
    // A block is a fuse's: checkFuseBlocks checks the rest.
    if (!isLoop(Next) && !llvm::isa<clang::CompoundStmt>(Next)) {
      State.Why = Failure::NotLoop;
      State.Offender = Next;
      return;
    }
    State.Target = Next;
  }

public:
  /// A fuse is the directive nearest its block, and the only one of its
  /// block; its block holds loops only, enough for its looprange. Other
  /// directives before a block are before no loop.
  void checkFuseBlocks() {
    llvm::DenseMap<const clang::Stmt *, DirectiveState *> Nearest;
    for (DirectiveState &State : States)
      if (State.Target && State.Why == Failure::None)
        Nearest[State.Target] = &State; // source order: the last wins
    for (DirectiveState &State : States) {
      if (!State.Target || State.Why != Failure::None)
        continue;
      auto *Block = llvm::dyn_cast<clang::CompoundStmt>(State.Target);
      if (!Block) {
        if (isFuse(State))
          State.Why = Failure::FuseNeedsBlock;
        continue;
      }
      DirectiveState *First = Nearest.lookup(Block);
      if (!isFuse(*First)) {
        State.Why = Failure::NotLoop;
        State.Offender = Block;
        continue;
      }
      if (&State != First) {
        if (isFuse(State))
          State.Why = Failure::FuseTwice;
        continue;
      }
      checkBlock(State, Block);
    }
  }

  /// Whether the loop \p Loop of \p Function shares its position with
  /// another loop.
  bool isAmbiguous(const clang::FunctionDecl *Function,
                   const clang::Stmt *Loop) const {
    auto It = LoopsAt.find({Function, positionKey(Loop->getBeginLoc())});
    return It != LoopsAt.end() && It->second > 1;
  }

private:
  void checkBlock(DirectiveState &State, const clang::CompoundStmt *Block) {
    for (const clang::Stmt *S : Block->body()) {
      if (!blockLoop(S)) {
        State.Why = Failure::FuseNotLoop;
        State.Offender = S;
        return;
      }
      if (isAmbiguous(State.Function, blockLoop(S))) {
        State.Why = Failure::Ambiguous;
        State.Offender = blockLoop(S);
        return;
      }
    }
    State.BlockLoops = Block->size();
    const loopcc::TransformDirective &D = *State.Directive;
    if (D.LoopRange.empty() && State.BlockLoops < 2)
      State.Why = Failure::FuseTooFewLoops;
    else if (D.LoopRange.empty() && State.BlockLoops > loopcc::MaxFusedLoops)
      State.Why = Failure::FuseTooManyLoops;
    else if (!D.LoopRange.empty() &&
             uint64_t(D.LoopRange[0]) + D.LoopRange[1] - 1 > State.BlockLoops)
      State.Why = Failure::FuseRangeBeyond;
  }
};

class BindingDiagnostics {
public:
  BindingDiagnostics(clang::DiagnosticsEngine &Diags,
                     const loopcc::ChainSources &Sources)
      : Diags(Diags), OpenMPForClang(Sources.OpenMPForClang),
        Quietly(Sources.OpenMPForClangQuietly),
        OpenMPBelowClang(Sources.OpenMPBelowClang) {
    // %0: the directive's own spelling, `#pragma loop transform` or, for
    // OpenMP's loop transformations, `#pragma omp`.
    NotLoop = custom(clang::DiagnosticsEngine::Error,
                     "expected a for, while or do-while loop to follow "
                     "'%0'");
    NotLoopNote = custom(clang::DiagnosticsEngine::Note,
                         "this statement is not a loop");
    EndOfBlock = custom(clang::DiagnosticsEngine::Error,
                        "expected a for, while or do-while loop to follow "
                        "'%0', not the end of the block");
    FileScope = custom(clang::DiagnosticsEngine::Error,
                       "'%0' must be inside a function, "
                       "directly before a for, while or do-while loop");
    Mixed = custom(clang::DiagnosticsEngine::Error,
                   "'#pragma loop transform' cannot be combined with "
                   "'#pragma clang loop' or '#pragma unroll' on the same "
                   "loop; write the whole chain as '#pragma loop transform'");
    MixedOpenMP = custom(
        clang::DiagnosticsEngine::Error,
        "'#pragma loop transform' cannot be combined with an OpenMP loop "
        "directive ('#pragma omp ...') on the same loop; use one loop "
        "directive language per loop");
    MixedOpenMPSpelled = custom(
        clang::DiagnosticsEngine::Error,
        "this OpenMP loop transformation is a step of loopcc's chain "
        "(-floop-transform-openmp), applied in LLVM's pipeline; the OpenMP "
        "directive above it is clang's, applied to the loop before: the two "
        "cannot be combined on one loop; drop -floop-transform-openmp to "
        "have clang apply both");
    MixedNote = custom(clang::DiagnosticsEngine::Note,
                       "the other loop directive is here");
    // A forced step that is not applied: -Wpass-failed.
    TakenByClang = loopcc::customWarningID(
        Diags,
        "'%0' is not applied: the OpenMP loop transformation of its loop is "
        "done by clang on the loop as written, so that it keeps OpenMP's "
        "meaning (loopcc's engine could not apply it), and clang's loops "
        "take no further step",
        clang::diag::Group::BackendOptimizationFailure);
    // Up to "ambiguous", what loopcc has always said (tests and scripts
    // match it); then why, and what to write instead.
    Ambiguous = custom(
        clang::DiagnosticsEngine::Error,
        "'#pragma loop transform' is bound to a loop that shares its source "
        "position with another loop (one macro expansion holds both); the "
        "binding would be ambiguous, since the compiled code tells loops "
        "apart only by their positions; write the loop outside the macro, or "
        "in its own macro invoked directly in the function");
    AmbiguousNote = custom(clang::DiagnosticsEngine::Note,
                           "the loop comes from this macro expansion");
    NotLoopForId = custom(clang::DiagnosticsEngine::Error,
                          "expected a for, while or do-while loop to follow "
                          "'#pragma loop id', which names it");
    EndOfBlockForId = custom(clang::DiagnosticsEngine::Error,
                             "expected a for, while or do-while loop to "
                             "follow '#pragma loop id', not the end of the "
                             "block");
    FuseNeedsBlock =
        custom(clang::DiagnosticsEngine::Error,
               "'fuse' applies to a sequence of loops: write it before a block "
               "'{ ... }' whose statements are the loops to fuse");
    FuseTwice = custom(clang::DiagnosticsEngine::Error,
                       "'fuse' above another 'fuse' of the same block: the "
                       "fused loop is one loop, with nothing to fuse it with");
    FuseNotLoop = custom(clang::DiagnosticsEngine::Error,
                         "'fuse' needs a block whose statements are all "
                         "loops (for, while or do-while)");
    FuseTooFewLoops = custom(clang::DiagnosticsEngine::Error,
                             "'fuse' needs at least 2 loops; the block has %0");
    FuseTooManyLoops = custom(clang::DiagnosticsEngine::Error,
                              "'fuse' takes at most %1 loops; the block has "
                              "%0 (fuse a part of it with looprange(first, "
                              "count))");
    FuseRangeBeyond = custom(clang::DiagnosticsEngine::Error,
                             "'looprange(%0, %1)' names loops %0 to %2; the "
                             "block has %3 loops");
  }

  void report(const DirectiveState &State, clang::SourceManager &SM) {
    const loopcc::TransformDirective &D = *State.Directive;
    clang::SourceLocation Loc = D.KindLoc.isValid() ? D.KindLoc : State.Pos;
    switch (State.Why) {
    case Failure::None:
      return;
    case Failure::NotLoop:
      if (!State.Function && !State.InFunction) {
        Diags.Report(Loc, FileScope) << spelled(D) << D.Range;
        return;
      }
      if (D.NamesLoop)
        Diags.Report(Loc, NotLoopForId) << D.Range;
      else
        Diags.Report(Loc, NotLoop) << spelled(D) << D.Range;
      if (State.Offender)
        Diags.Report(State.Offender->getBeginLoc(), NotLoopNote);
      return;
    case Failure::EndOfBlock:
      if (D.NamesLoop)
        Diags.Report(Loc, EndOfBlockForId) << D.Range;
      else
        Diags.Report(Loc, EndOfBlock) << spelled(D) << D.Range;
      return;
    case Failure::Mixed:
      Diags.Report(Loc, Mixed) << D.Range;
      if (State.OtherPragma.isValid())
        Diags.Report(State.OtherPragma, MixedNote);
      return;
    case Failure::MixedOpenMP:
      if (llvm::is_contained(OpenMPForClang, State.OtherPragma)) {
        if (Quietly)
          return;
        Diags.Report(Loc, TakenByClang) << D.spelling() << D.Range;
        Diags.Report(State.OtherPragma, MixedNote);
        return;
      }
      if (D.FromOpenMP && OpenMPBelowClang)
        OpenMPBelowClang->push_back(&D);
      Diags.Report(Loc, D.FromOpenMP ? MixedOpenMPSpelled : MixedOpenMP)
          << D.Range;
      Diags.Report(State.OtherPragma, MixedNote);
      return;
    case Failure::Ambiguous:
      Diags.Report(Loc, Ambiguous) << D.Range;
      Diags.Report(
          SM.getExpansionLoc(
              (State.Offender ? State.Offender : State.Target)->getBeginLoc()),
          AmbiguousNote);
      return;
    case Failure::FuseNeedsBlock:
      Diags.Report(Loc, FuseNeedsBlock) << D.Range;
      return;
    case Failure::FuseTwice:
      Diags.Report(Loc, FuseTwice) << D.Range;
      return;
    case Failure::FuseNotLoop:
      Diags.Report(Loc, FuseNotLoop) << D.Range;
      Diags.Report(State.Offender->getBeginLoc(), NotLoopNote);
      return;
    case Failure::FuseTooFewLoops:
      Diags.Report(Loc, FuseTooFewLoops) << D.Range << State.BlockLoops;
      return;
    case Failure::FuseTooManyLoops:
      Diags.Report(Loc, FuseTooManyLoops)
          << D.Range << State.BlockLoops << loopcc::MaxFusedLoops;
      return;
    case Failure::FuseRangeBeyond:
      Diags.Report(Loc, FuseRangeBeyond)
          << D.Range << D.LoopRange[0] << D.LoopRange[1]
          << (D.LoopRange[0] + D.LoopRange[1] - 1) << State.BlockLoops;
      return;
    }
  }

private:
  clang::DiagnosticsEngine &Diags;
  llvm::ArrayRef<clang::SourceLocation> OpenMPForClang;
  bool Quietly;
  std::vector<const loopcc::TransformDirective *> *OpenMPBelowClang;
  unsigned TakenByClang;
  unsigned NotLoop, NotLoopNote, EndOfBlock, FileScope, Mixed, MixedOpenMP,
      MixedOpenMPSpelled, MixedNote, Ambiguous, AmbiguousNote, FuseNeedsBlock,
      FuseTwice, FuseNotLoop, FuseTooFewLoops, FuseTooManyLoops,
      FuseRangeBeyond, NotLoopForId, EndOfBlockForId;

  static llvm::StringRef spelled(const loopcc::TransformDirective &D) {
    return D.FromOpenMP ? "#pragma omp" : "#pragma loop transform";
  }

  unsigned custom(clang::DiagnosticsEngine::Level Level,
                  llvm::StringRef Text) {
    return Diags.getDiagnosticIDs()->getCustomDiagID(
        static_cast<clang::DiagnosticIDs::Level>(Level), Text);
  }
};


/// Below `#pragma omp for`, clang shares out the iterations of the loop as
/// written before the steps run, and each thread's steps transform the
/// loop it runs. OpenMP 6 shares out the outermost loop the stack makes:
/// the two agree only for steps that keep the loop outermost over its own
/// iterations (a tile's grid loop runs the loop's iterations in groups).
/// Another step is an error at its directive.
bool checkBelowClangWorksharing(
    llvm::ArrayRef<loopcc::TransformDirective> Steps,
    clang::DiagnosticsEngine &Diags) {
  for (const loopcc::TransformDirective &D : Steps) {
    if (loopcc::keepsOutermostLoop(D.Kind))
      continue;
    unsigned Id = Diags.getCustomDiagID(
        clang::DiagnosticsEngine::Error,
        "'%0' cannot stand below '#pragma omp for': clang shares out the "
        "iterations of the loop as written among the threads of the team, "
        "and '%0' would make another loop the outermost one (or run the "
        "loop's threads itself), which OpenMP 6 would share out instead; "
        "write '#pragma omp parallel for' above the stack (loopcc shares out "
        "the loop the stack makes), or keep below 'omp for' to steps that "
        "keep the loop outermost: %1");
    Diags.Report(D.KindLoc.isValid() ? D.KindLoc : D.Range.getBegin(), Id)
        << D.spelling() << loopcc::keepsOutermostLoopText() << D.Range;
    return false;
  }
  return true;
}

/// A fuse's chain is bound to its block; its steps go on the loops. The
/// first loop the fuse takes carries the fuse and the directives above it,
/// after its own chain; each other loop a member step, after its own. The
/// steps are in source order here (the chains are reversed after).
void joinFuseChains(std::vector<loopcc::BoundChain> &Chains,
                    llvm::SmallPtrSetImpl<const clang::Stmt *> &Broken) {
  llvm::DenseMap<const clang::Stmt *, size_t> ChainOf;
  for (size_t I = 0; I < Chains.size(); ++I)
    ChainOf[Chains[I].Loop] = I;
  for (size_t I = 0, E = Chains.size(); I < E; ++I) {
    auto *Block = llvm::dyn_cast<clang::CompoundStmt>(Chains[I].Loop);
    if (!Block || Broken.count(Block))
      continue;
    // Copied: the chains grow below.
    llvm::SmallVector<loopcc::TransformDirective, 4> Steps = Chains[I].Steps;
    const clang::FunctionDecl *Function = Chains[I].Function;
    loopcc::TransformDirective Fuse = Steps.back();
    unsigned First = Fuse.LoopRange.empty() ? 1 : Fuse.LoopRange[0];
    unsigned Count =
        Fuse.LoopRange.empty() ? unsigned(Block->size()) : Fuse.LoopRange[1];
    llvm::SmallVector<const clang::Stmt *, 4> Loops;
    for (const clang::Stmt *S : Block->body())
      Loops.push_back(blockLoop(S));
    bool AnyBroken = false;
    for (unsigned K = 0; K < Count; ++K)
      AnyBroken |= Broken.count(Loops[First - 1 + K]) != 0;
    if (AnyBroken) {
      Broken.insert(Block);
      continue;
    }
    for (unsigned K = 0; K < Count; ++K) {
      const clang::Stmt *Loop = Loops[First - 1 + K];
      llvm::SmallVector<loopcc::TransformDirective, 4> Added;
      if (K == 0) {
        Added = Steps;
        Added.back().FusedLoops = Count;
      } else {
        Added.push_back(Fuse);
        Added.back().FuseMember = K + 1;
        // on(role) names a loop of each loop's own chain; a loop without
        // one has none, which the first loop's chain reports once.
        if (!ChainOf.count(Loop))
          Added.back().clearOn();
      }
      auto [It, Inserted] = ChainOf.try_emplace(Loop, Chains.size());
      if (Inserted) {
        Chains.emplace_back();
        Chains.back().Loop = Loop;
        Chains.back().Function = Function;
      }
      loopcc::BoundChain &Chain = Chains[It->second];
      Chain.Steps.insert(Chain.Steps.begin(), Added.begin(), Added.end());
    }
  }
}

} // namespace

std::vector<loopcc::BoundChain>
loopcc::bindChains(clang::ASTContext &Ctx, const ChainSources &Sources,
                   std::vector<FilePlacement> *Placements) {
  llvm::ArrayRef<TransformDirective> Directives = Sources.Directives;
  llvm::ArrayRef<FileChain> FileChains = Sources.FileChains;
  std::vector<BoundChain> Chains;
  if (Directives.empty() && FileChains.empty())
    return Chains;
  clang::SourceManager &SM = Ctx.getSourceManager();

  std::vector<DirectiveState> States;
  States.reserve(Directives.size());
  for (const TransformDirective &D : Directives) {
    DirectiveState State;
    State.Directive = &D;
    // The introducer (`#pragma` or the `_Pragma` operator) is where the
    // directive stands among the statements; a `_Pragma`'s own tokens are
    // lexed from a buffer of their own.
    State.Pos = D.Range.getBegin().isValid() ? D.Range.getBegin() : D.KindLoc;
    States.push_back(State);
  }

  // Source order, as the binder's windows expect (the lexer's order already
  // is, but a stable sort keeps that a checked fact).
  std::stable_sort(States.begin(), States.end(),
                   [&](const DirectiveState &A, const DirectiveState &B) {
                     return sourceBefore(SM, A.Pos, B.Pos);
                   });
  Binder B(Ctx, States);
  B.TraverseDecl(Ctx.getTranslationUnitDecl());
  B.checkFuseBlocks();

  // A directive no statement claimed is outside any function body, or
  // inside a declaration or expression: neither precedes a loop.
  BindingDiagnostics Diags(Ctx.getDiagnostics(), Sources);
  for (DirectiveState &State : States) {
    if (!State.Target && State.Why == Failure::None) {
      State.Why = Failure::NotLoop;
      State.InFunction = B.insideFunctionBody(State.Pos);
    }
    Diags.report(State, SM);
  }

  // Directives bound to one loop form its chain, in source order; the
  // directive nearest the loop applies first.
  llvm::DenseMap<const clang::Stmt *, size_t> ChainOf;
  llvm::SmallPtrSet<const clang::Stmt *, 8> Broken;
  std::vector<LoopIdBinding> LoopIds;
  for (const DirectiveState &State : States) {
    if (!State.Target)
      continue;
    if (State.Why != Failure::None) {
      Broken.insert(State.Target);
      continue;
    }
    // `#pragma loop id` names its loop; it is no step.
    if (State.Directive->NamesLoop) {
      LoopIds.push_back({State.Target, State.Function, State.Directive});
      continue;
    }
    auto [It, Inserted] = ChainOf.try_emplace(State.Target, Chains.size());
    if (Inserted) {
      Chains.emplace_back();
      Chains.back().Loop = State.Target;
      Chains.back().Function = State.Function;
      Chains.back().ClangWorksharing = State.ClangWorksharing;
    }
    Chains[It->second].Steps.push_back(*State.Directive);
  }
  placeFileChains(Ctx, Sources, Chains, LoopIds, Placements);

  joinFuseChains(Chains, Broken);
  llvm::erase_if(Chains, [](const BoundChain &C) {
    return llvm::isa<clang::CompoundStmt>(C.Loop);
  });
  for (BoundChain &Chain : Chains)
    std::reverse(Chain.Steps.begin(), Chain.Steps.end());
  resolveLoopNames(Chains, LoopIds, Broken, Ctx.getDiagnostics());
  aimWorksharingSteps(Chains);

  std::vector<BoundChain> Checked;
  for (BoundChain &Chain : Chains) {
    if (Broken.count(Chain.Loop))
      continue;
    if (!checkChain(Chain.Steps, Ctx.getDiagnostics(),
                    /*InnermostLoop=*/sourceLoopNest(Ctx, Chain.Loop).size() <=
                        1))
      continue;
    if (!checkPerfectNest(Chain.Loop, Chain.Steps.front(), SM,
                          Ctx.getDiagnostics()))
      continue;
    if (!checkPackedArrays(Chain.Loop, Chain.Steps, Ctx.getDiagnostics()))
      continue;
    if (Chain.ClangWorksharing.isValid() &&
        !checkBelowClangWorksharing(Chain.Steps, Ctx.getDiagnostics()))
      continue;
    std::tie(Chain.LoopsAtPosition, Chain.LoopOrdinal) =
        B.positionShare(Chain.Function, Chain.Loop);
    Checked.push_back(std::move(Chain));
  }
  return Checked;
}
