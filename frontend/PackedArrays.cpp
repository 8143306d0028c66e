//===- PackedArrays.cpp - The array a `pack` names, in the AST ------------===//

#include "frontend/PackedArrays.h"

#include "pragma/DirectiveDiagnostics.h"
#include "pragma/DirectiveParser.h"

#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/SetVector.h"

#include <string>

namespace {

class SubscriptedNames
    : public clang::RecursiveASTVisitor<SubscriptedNames> {
public:
  llvm::SetVector<llvm::StringRef> Names;
  /// Arrays that are members of a structure (`s.a[i]`, `p->a[i]`), which
  /// a pack cannot name: their members' names.
  llvm::SetVector<llvm::StringRef> Members;

  bool VisitArraySubscriptExpr(clang::ArraySubscriptExpr *E) {
    const clang::Expr *Base = E->getBase()->IgnoreParenImpCasts();
    while (const auto *Inner = llvm::dyn_cast<clang::ArraySubscriptExpr>(Base))
      Base = Inner->getBase()->IgnoreParenImpCasts();
    if (const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(Base))
      if (const auto *Var = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()))
        if (const clang::IdentifierInfo *II = Var->getIdentifier())
          Names.insert(II->getName());
    if (const auto *Member = llvm::dyn_cast<clang::MemberExpr>(Base))
      if (const clang::IdentifierInfo *II =
              Member->getMemberDecl()->getIdentifier())
        Members.insert(II->getName());
    return true;
  }
};

/// 'A', 'B' and 'p'.
std::string quotedList(llvm::ArrayRef<llvm::StringRef> Names) {
  std::string Text;
  for (size_t I = 0; I < Names.size(); ++I)
    Text += (I == 0 ? "'" : I + 1 == Names.size() ? " and '" : ", '") +
            Names[I].str() + "'";
  return Text;
}

} // namespace

llvm::SmallVector<llvm::StringRef, 8>
loopcc::subscriptedNames(const clang::Stmt *Loop) {
  SubscriptedNames Seen;
  Seen.TraverseStmt(const_cast<clang::Stmt *>(Loop));
  return llvm::SmallVector<llvm::StringRef, 8>(Seen.Names.begin(),
                                               Seen.Names.end());
}

bool loopcc::checkPackedArrays(const clang::Stmt *Loop,
                               llvm::ArrayRef<TransformDirective> Steps,
                               clang::DiagnosticsEngine &Diags) {
  std::optional<llvm::SmallVector<llvm::StringRef, 8>> Names;
  SubscriptedNames Seen;
  for (const TransformDirective &D : Steps) {
    if (D.Kind != TransformKind::Pack)
      continue;
    if (!Names) {
      Seen.TraverseStmt(const_cast<clang::Stmt *>(Loop));
      Names.emplace(Seen.Names.begin(), Seen.Names.end());
    }
    if (llvm::is_contained(*Names, D.Array))
      continue;
    if (std::optional<llvm::StringRef> Near = nearestName(D.Array, *Names)) {
      reportDirectiveDiag(Diags, D.ArrayLoc,
                          DirectiveDiag::ArrayNotInLoopSuggest)
          << D.Array << *Near
          << clang::FixItHint::CreateReplacement(D.ArrayLoc, *Near);
      return false;
    }
    std::string Used = Names->empty() ? "it subscripts no array by name"
                                      : "it subscripts " + quotedList(*Names);
    // A member array (`s.a[i]`) has no name of its own a pack could take.
    llvm::ArrayRef<llvm::StringRef> Members = Seen.Members.getArrayRef();
    if (!Members.empty())
      Used = (Names->empty() ? std::string("it subscripts only")
                             : "it subscripts " + quotedList(*Names) + " and") +
             " the member " + (Members.size() == 1 ? "array " : "arrays ") +
             quotedList(Members) +
             " of a structure, which a pack cannot name; point a pointer "
             "at the member before the loop, subscript the pointer in the "
             "loop, and pack the pointer";
    reportDirectiveDiag(Diags, D.ArrayLoc, DirectiveDiag::ArrayNotInLoop)
        << D.Array << Used;
    return false;
  }
  return true;
}
