//===- TransformDirective.cpp - Names, roles and spelling of directives ---===//
//
// What a directive produces given its clauses, and the canonical spelling
// used in notes. The names themselves are in vocabulary/.
//
//===----------------------------------------------------------------------===//

#include "pragma/TransformDirective.h"

#include "llvm/Support/raw_ostream.h"

#include <cassert>

namespace loopcc {

bool producesLoops(const TransformDirective &D) {
  return !(D.Kind == TransformKind::Unroll && D.Full);
}

llvm::ArrayRef<LoopRole> rolesOf(const TransformDirective &D) {
  if (!producesLoops(D))
    return {};
  return producedRoles(D.Kind);
}

LoopRole primaryRole(const TransformDirective &D) {
  assert(producesLoops(D) && "'unroll full' leaves no loop");
  return producedRoles(D.Kind).front();
}

std::string TransformDirective::spelling() const {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << transformName(Kind);
  if (Width && Scalable)
    OS << " width(" << *Width << ", scalable)";
  else if (Width)
    OS << " width(" << *Width << ")";
  else if (Scalable)
    OS << " width(scalable)";
  if (InterleaveCount)
    OS << " interleave(" << *InterleaveCount << ")";
  if (Predicate)
    OS << " predicate";
  if (Count)
    OS << " count(" << *Count << ")";
  if (Full)
    OS << " full";
  if (On)
    OS << " on(" << roleName(*On) << ")";
  return Text;
}

} // namespace loopcc
