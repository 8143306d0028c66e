//===- PerfectNest.cpp - The loops a locality step needs, in the AST ------===//

#include "frontend/PerfectNest.h"

#include "pragma/DirectiveDiagnostics.h"

#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"

#include <string>

namespace {

const clang::Stmt *bodyOf(const clang::Stmt *Loop) {
  if (const auto *For = llvm::dyn_cast<clang::ForStmt>(Loop))
    return For->getBody();
  if (const auto *While = llvm::dyn_cast<clang::WhileStmt>(Loop))
    return While->getBody();
  if (const auto *Do = llvm::dyn_cast<clang::DoStmt>(Loop))
    return Do->getBody();
  return nullptr;
}

bool isLoop(const clang::Stmt *S) {
  return llvm::isa<clang::ForStmt, clang::WhileStmt, clang::DoStmt>(S);
}

/// The one loop \p Body consists of, through braces and attributes (an
/// inner `#pragma loop transform` leaves no statement of its own).
const clang::Stmt *onlyLoop(const clang::Stmt *Body) {
  while (Body) {
    if (const auto *Block = llvm::dyn_cast<clang::CompoundStmt>(Body)) {
      const clang::Stmt *Only = nullptr;
      for (const clang::Stmt *S : Block->body()) {
        if (llvm::isa<clang::NullStmt>(S))
          continue;
        if (Only)
          return nullptr;
        Only = S;
      }
      Body = Only;
      continue;
    }
    if (const auto *Attributed = llvm::dyn_cast<clang::AttributedStmt>(Body)) {
      Body = Attributed->getSubStmt();
      continue;
    }
    return isLoop(Body) ? Body : nullptr;
  }
  return nullptr;
}

} // namespace

bool loopcc::checkPerfectNest(const clang::Stmt *Loop,
                              const TransformDirective &First,
                              const clang::SourceManager &SM,
                              clang::DiagnosticsEngine &Diags) {
  unsigned Depth = nestDepth(First);
  const clang::Stmt *Current = Loop;
  for (unsigned K = 1; K < Depth; ++K) {
    const clang::Stmt *Body = bodyOf(Current);
    const clang::Stmt *Inner = Body ? onlyLoop(Body) : nullptr;
    if (Inner) {
      Current = Inner;
      continue;
    }
    unsigned Line = SM.getPresumedLineNumber(Current->getBeginLoc());
    bool HasLoop = false;
    if (const auto *Block = llvm::dyn_cast_or_null<clang::CompoundStmt>(Body))
      for (const clang::Stmt *S : Block->body())
        HasLoop |= onlyLoop(S) != nullptr;
    std::string Why = "the loop at line " + std::to_string(Line) +
                      (HasLoop ? " has other statements beside its inner loop"
                               : " has no loop nested directly inside it");
    reportDirectiveDiag(Diags, First.KindLoc, DirectiveDiag::NotPerfectlyNested)
        << First.spelling() << std::to_string(Depth) << Why;
    return false;
  }
  return true;
}
