//===- LoopChain.cpp - A chain of loop transformations, in LLVM terms -----===//

#include "passes/LoopChain.h"

#include "llvm/Support/Path.h"

#include <cassert>

bool loopcc::isAtPosition(const SourcePosition &Pos, llvm::StringRef File,
                          unsigned Line, unsigned Column) {
  return Pos.Line == Line && Pos.Column == Column &&
         llvm::sys::path::filename(Pos.File) ==
             llvm::sys::path::filename(File);
}

llvm::SmallVector<loopcc::LoopRole, 8>
loopcc::producedRoles(const ChainStep &Step) {
  if (Step.Kind == TransformKind::Unroll && Step.Full)
    return {};
  return producedRoles(Step.Kind, Step.Kind == TransformKind::Tile
                                      ? Step.Sizes.size()
                                      : Step.Permutation.size());
}

loopcc::LoopRole loopcc::targetRole(const ChainStep &Producer,
                                    const ChainStep &Next) {
  assert(!producedRoles(Producer).empty() &&
         "the chain checks reject a step after 'unroll full'");
  llvm::SmallVector<LoopRole, 8> Roles = producedRoles(Producer);
  if (!Next.OnRole)
    return Roles.front();
  // The frontend resolved aliases already; a record read back may not have.
  return resolveRole(Roles, *Next.OnRole).value_or(*Next.OnRole);
}

bool loopcc::isLeftToLLVM(const LoopChain &Chain, bool LTOPreLink) {
  if (LTOPreLink || Chain.Steps.size() != 1)
    return false;
  return isLeftToLLVMWhenLone(Chain.Steps.front().Kind);
}
