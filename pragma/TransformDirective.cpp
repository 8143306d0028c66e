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
  auto List = [&](llvm::StringRef Name, llvm::ArrayRef<uint32_t> Values) {
    if (Values.empty())
      return;
    OS << " " << Name << "(";
    for (size_t I = 0; I < Values.size(); ++I)
      OS << (I ? ", " : "") << Values[I];
    OS << ")";
  };
  List("sizes", Sizes);
  List("permutation", Permutation);
  if (On)
    OS << " on(" << roleName(*On) << ")";
  return Text;
}

} // namespace loopcc
