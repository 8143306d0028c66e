//===- ChainConversion.cpp - Bound chains into the passes' terms ----------===//

#include "frontend/ChainConversion.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

namespace {

loopcc::SourcePosition position(const clang::SourceManager &SM,
                                clang::SourceLocation Loc) {
  loopcc::SourcePosition Pos;
  clang::PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  if (P.isInvalid())
    return Pos;
  Pos.File = P.getFilename();
  Pos.Line = P.getLine();
  Pos.Column = P.getColumn();
  return Pos;
}

loopcc::ChainStep convertStep(const clang::SourceManager &SM,
                              const loopcc::TransformDirective &D) {
  loopcc::ChainStep S;
  S.Kind = D.Kind;
  S.Width = D.Width.value_or(0);
  S.Scalable = D.Scalable;
  S.InterleaveCount = D.InterleaveCount.value_or(0);
  S.Predicate = D.Predicate;
  S.Count = D.Count.value_or(0);
  S.Full = D.Full;
  S.Sizes = D.Sizes;
  S.Permutation = D.Permutation;
  S.OnRole = D.On;
  S.Pragma = position(SM, D.KindLoc.isValid() ? D.KindLoc : D.Range.getBegin());
  S.Spelling = D.spelling();
  return S;
}

} // namespace

loopcc::ChainTable
loopcc::convertChains(clang::ASTContext &Ctx,
                      const std::vector<BoundChain> &Chains) {
  ChainTable Table;
  const clang::SourceManager &SM = Ctx.getSourceManager();
  clang::ASTNameGenerator Names(Ctx);
  unsigned NextId = 1;
  for (const BoundChain &Bound : Chains) {
    LoopChain Chain;
    Chain.Id = NextId++;
    Chain.Function = Names.getName(Bound.Function);
    Chain.Loop = position(SM, Bound.Loop->getBeginLoc());
    for (const TransformDirective &D : Bound.Steps) {
      ChainStep S = convertStep(SM, D);
      // `outer` of a permutation is level(1): the passes see one name.
      if (S.OnRole && !Chain.Steps.empty())
        S.OnRole = resolveRole(producedRoles(Chain.Steps.back()), *S.OnRole)
                       .value_or(*S.OnRole);
      Chain.Steps.push_back(std::move(S));
    }
    Table.push_back(std::move(Chain));
  }
  return Table;
}
