//===- ChainConversion.cpp - Bound chains into the passes' terms ----------===//

#include "frontend/ChainConversion.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

namespace {

/// Where \p Loc is, as presumed (#line applies): a directive at its
/// expansion, a loop where clang's debug locations put it (getFileLoc: a
/// loop written in a macro argument at its own position, one written in a
/// macro's body at the macro's use), so that the passes find its loop ID.
loopcc::SourcePosition position(const clang::SourceManager &SM,
                                clang::SourceLocation Loc, bool IsLoop) {
  loopcc::SourcePosition Pos;
  clang::PresumedLoc P = SM.getPresumedLoc(IsLoop ? SM.getFileLoc(Loc)
                                                  : SM.getExpansionLoc(Loc));
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
  static_cast<loopcc::StepClauses &>(S) = D;
  S.Pragma = position(SM, D.KindLoc.isValid() ? D.KindLoc : D.Range.getBegin(),
                      /*IsLoop=*/false);
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
    Chain.Loop = position(SM, Bound.Loop->getBeginLoc(), /*IsLoop=*/true);
    Chain.LoopsAtPosition = Bound.LoopsAtPosition;
    Chain.LoopOrdinal = Bound.LoopOrdinal;
    if (Bound.ClangWorksharing.isValid()) {
      Chain.Loop = position(SM, Bound.ClangWorksharing, /*IsLoop=*/true);
      Chain.InClangWorksharing = true;
    }
    for (const TransformDirective &D : Bound.Steps) {
      ChainStep S = convertStep(SM, D);
      // `outer` of a permutation is level(1): the passes see one name.
      if (S.On && !Chain.Steps.empty())
        S.On =
            resolveRole(
                producedRoles(Chain.Steps[S.producerIndex(Chain.Steps.size())]),
                *S.On)
                .value_or(*S.On);
      Chain.Steps.push_back(std::move(S));
    }
    Table.push_back(std::move(Chain));
  }
  return Table;
}
