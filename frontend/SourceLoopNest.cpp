//===- SourceLoopNest.cpp - A chain's loop nest as written ----------------===//

#include "frontend/SourceLoopNest.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace {

/// The source text of a token range, on one line with single spaces.
std::string textOf(clang::ASTContext &Ctx, clang::SourceLocation Begin,
                   clang::SourceLocation End) {
  const clang::SourceManager &SM = Ctx.getSourceManager();
  clang::CharSourceRange Range = clang::CharSourceRange::getTokenRange(
      SM.getFileLoc(Begin), SM.getFileLoc(End));
  llvm::StringRef Text = clang::Lexer::getSourceText(Range, SM, Ctx.getLangOpts());
  std::string Out;
  bool Space = false;
  for (char C : Text) {
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
      Space = !Out.empty();
      continue;
    }
    if (Space)
      Out += ' ';
    Space = false;
    Out += C;
  }
  return Out;
}

/// The variable `i` of `i++`, `--i`, `i += 2`, `i = i + 1`.
std::string steppedVariable(const clang::Expr *Inc) {
  if (!Inc)
    return "";
  Inc = Inc->IgnoreParenImpCasts();
  const clang::Expr *Target = nullptr;
  if (auto *U = llvm::dyn_cast<clang::UnaryOperator>(Inc);
      U && U->isIncrementDecrementOp())
    Target = U->getSubExpr();
  else if (auto *B = llvm::dyn_cast<clang::BinaryOperator>(Inc);
           B && B->isAssignmentOp())
    Target = B->getLHS();
  if (!Target)
    return "";
  if (auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(Target->IgnoreParenImpCasts()))
    return Ref->getDecl()->getNameAsString();
  return "";
}

void addLoop(clang::ASTContext &Ctx, const clang::Stmt *S, unsigned Depth,
             loopcc::SourceLoopNest &Out);

/// Whether \p E steps \p Var by one: `i++`, `++i`, `i += 1`.
bool stepsByOne(const clang::Expr *E, const clang::VarDecl *Var,
                clang::ASTContext &Ctx) {
  auto IsVar = [&](const clang::Expr *X) {
    auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(X->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == Var;
  };
  E = E->IgnoreParenImpCasts();
  if (auto *U = llvm::dyn_cast<clang::UnaryOperator>(E))
    return U->isIncrementOp() && IsVar(U->getSubExpr());
  if (auto *B = llvm::dyn_cast<clang::CompoundAssignOperator>(E)) {
    clang::Expr::EvalResult R;
    return B->getOpcode() == clang::BO_AddAssign && IsVar(B->getLHS()) &&
           B->getRHS()->EvaluateAsInt(R, Ctx) && R.Val.getInt() == 1;
  }
  return false;
}

/// First, the bound and the trip count of `for (T i = First; i < Bound;
/// i++)` (or `<=`).
void readCountedBounds(clang::ASTContext &Ctx, const clang::ForStmt *For,
                       loopcc::SourceLoop &L) {
  auto *Decl = llvm::dyn_cast_or_null<clang::DeclStmt>(For->getInit());
  auto *Var = Decl && Decl->isSingleDecl()
                  ? llvm::dyn_cast<clang::VarDecl>(Decl->getSingleDecl())
                  : nullptr;
  auto *Cond = llvm::dyn_cast_or_null<clang::BinaryOperator>(
      For->getCond() ? For->getCond()->IgnoreParenImpCasts() : nullptr);
  if (!Var || !Var->getInit() || !Cond || !For->getInc() ||
      (Cond->getOpcode() != clang::BO_LT &&
       Cond->getOpcode() != clang::BO_LE) ||
      !stepsByOne(For->getInc(), Var, Ctx))
    return;
  auto *Lhs =
      llvm::dyn_cast<clang::DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts());
  if (!Lhs || Lhs->getDecl() != Var)
    return;
  L.First = textOf(Ctx, Var->getInit()->getBeginLoc(),
                   Var->getInit()->getEndLoc());
  L.Bound = textOf(Ctx, Cond->getRHS()->getBeginLoc(),
                   Cond->getRHS()->getEndLoc());
  L.Inclusive = Cond->getOpcode() == clang::BO_LE;
  clang::Expr::EvalResult First, Bound;
  if (Var->getInit()->EvaluateAsInt(First, Ctx) &&
      Cond->getRHS()->EvaluateAsInt(Bound, Ctx)) {
    int64_t Count = Bound.Val.getInt().getExtValue() -
                    First.Val.getInt().getExtValue() + (L.Inclusive ? 1 : 0);
    L.TripCount = Count > 0 ? uint64_t(Count) : 0;
  }
}

/// The loops inside \p S (not counting S), at \p Depth.
void addInnerLoops(clang::ASTContext &Ctx, const clang::Stmt *S,
                   unsigned Depth, loopcc::SourceLoopNest &Out) {
  for (const clang::Stmt *Child : S->children()) {
    if (!Child)
      continue;
    if (llvm::isa<clang::ForStmt, clang::WhileStmt, clang::DoStmt>(Child))
      addLoop(Ctx, Child, Depth, Out);
    else
      addInnerLoops(Ctx, Child, Depth, Out);
  }
}

void addLoop(clang::ASTContext &Ctx, const clang::Stmt *S, unsigned Depth,
             loopcc::SourceLoopNest &Out) {
  loopcc::SourceLoop L;
  L.Depth = Depth;
  const clang::SourceManager &SM = Ctx.getSourceManager();
  // Where clang's debug locations put the loop (ChainConversion's position).
  clang::PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(S->getBeginLoc()));
  if (P.isValid()) {
    L.Line = P.getLine();
    L.Column = P.getColumn();
  }
  const clang::Stmt *Body = nullptr;
  if (auto *For = llvm::dyn_cast<clang::ForStmt>(S)) {
    L.Header = textOf(Ctx, For->getForLoc(), For->getRParenLoc());
    L.Induction = steppedVariable(For->getInc());
    if (For->getCond())
      L.Condition = textOf(Ctx, For->getCond()->getBeginLoc(),
                           For->getCond()->getEndLoc());
    readCountedBounds(Ctx, For, L);
    Body = For->getBody();
  } else if (auto *While = llvm::dyn_cast<clang::WhileStmt>(S)) {
    L.Header = textOf(Ctx, While->getWhileLoc(), While->getRParenLoc());
    L.Condition = textOf(Ctx, While->getCond()->getBeginLoc(),
                         While->getCond()->getEndLoc());
    Body = While->getBody();
  } else if (auto *Do = llvm::dyn_cast<clang::DoStmt>(S)) {
    L.Condition = textOf(Ctx, Do->getCond()->getBeginLoc(),
                         Do->getCond()->getEndLoc());
    L.Header = "do ... while (" + L.Condition + ")";
    Body = Do->getBody();
  }
  Out.push_back(std::move(L));
  if (!Body)
    return;
  // A loop whose body is the next loop, without braces.
  if (llvm::isa<clang::ForStmt, clang::WhileStmt, clang::DoStmt>(Body))
    addLoop(Ctx, Body, Depth + 1, Out);
  else
    addInnerLoops(Ctx, Body, Depth + 1, Out);
}

} // namespace

loopcc::SourceLoopNest loopcc::sourceLoopNest(clang::ASTContext &Ctx,
                                              const clang::Stmt *Loop) {
  SourceLoopNest Out;
  if (Loop)
    addLoop(Ctx, Loop, 0, Out);
  return Out;
}
