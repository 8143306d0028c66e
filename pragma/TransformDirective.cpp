//===- TransformDirective.cpp - Names and roles of directives ---===//
//
// What a directive produces given its clauses. The names themselves, and
// the canonical spelling, are in vocabulary/.
//
//===----------------------------------------------------------------------===//

#include "pragma/TransformDirective.h"

#include <cassert>

namespace loopcc {

bool producesLoops(const TransformDirective &D) {
  return !(D.Kind == TransformKind::Unroll && D.Full);
}

llvm::SmallVector<LoopRole, 8> rolesOf(const TransformDirective &D) {
  if (!producesLoops(D))
    return {};
  return producedRoles(D.Kind, D.Kind == TransformKind::Tile
                                   ? D.Sizes.size()
                                   : D.Permutation.size());
}

LoopRole primaryRole(const TransformDirective &D) {
  assert(producesLoops(D) && "'unroll full' leaves no loop");
  return rolesOf(D).front();
}

unsigned nestDepth(const TransformDirective &D) {
  if (D.Kind == TransformKind::Tile)
    return D.Sizes.size();
  if (D.Kind == TransformKind::Interchange)
    return D.Permutation.empty() ? 2 : D.Permutation.size();
  return 1;
}

} // namespace loopcc
