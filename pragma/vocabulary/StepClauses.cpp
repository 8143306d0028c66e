//===- StepClauses.cpp - The canonical spelling of a step -----------------===//

#include "pragma/vocabulary/StepClauses.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <cassert>

std::string loopcc::StepClauses::spelling() const {
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
  List("factors", Factors);
  List("looprange", LoopRange);
  if (Separate)
    OS << " separate";
  if (!Array.empty())
    OS << " array(" << Array << ")";
  if (Threads)
    OS << " threads(" << *Threads << ")";
  if (Schedule) {
    OS << " schedule("
       << (*Schedule == ParallelSchedule::Static ? "static" : "dynamic");
    if (Chunk)
      OS << ", " << *Chunk;
    OS << ")";
  }
  if (!OnName.empty())
    OS << " on(" << OnName << ")";
  else if (On)
    OS << " on(" << roleName(*On) << ")";
  else if (!OnBeyondNest.empty())
    OS << " on(" << OnBeyondNest << ")";
  if (!Ids.empty()) {
    OS << " ids(";
    for (size_t I = 0; I < Ids.size(); ++I)
      OS << (I ? ", " : "") << Ids[I];
    OS << ")";
  }
  return Text;
}

llvm::StringRef loopcc::loopNameFor(const StepClauses &S, LoopRole Role) {
  unsigned J = 0;
  for (LoopRole Made : producedRoles(S)) {
    if (roleMayBeSeveral(Made))
      continue;
    if (Made == Role)
      return J < S.Ids.size() && S.Ids[J] != "_" ? llvm::StringRef(S.Ids[J])
                                                 : llvm::StringRef();
    ++J;
  }
  return {};
}

std::string loopcc::missedPrefixFor(const StepClauses &S) {
  std::string Prefix = missedPrefix(S.Kind);
  if (!S.LoopName.empty() && llvm::StringRef(Prefix).starts_with("loop "))
    Prefix.insert(5, "'" + S.LoopName + "' ");
  return Prefix;
}

bool loopcc::producesLoops(const StepClauses &S) {
  return !(S.Kind == TransformKind::Unroll && S.Full);
}

llvm::SmallVector<loopcc::LoopRole, 8>
loopcc::producedRoles(const StepClauses &S) {
  if (!producesLoops(S))
    return {};
  switch (S.Kind) {
  case TransformKind::Tile:
  case TransformKind::Skew:
    return producedRoles(S.Kind, nestDepth(S));
  case TransformKind::Interchange:
    // Without a permutation, `outer` and `inner`.
    return producedRoles(S.Kind, S.Permutation.size());
  case TransformKind::Vectorize:
  case TransformKind::Interleave:
  case TransformKind::Unroll:
  case TransformKind::UnrollAndJam:
  case TransformKind::Distribute:
  case TransformKind::Reverse:
  case TransformKind::Pack:
  case TransformKind::Fuse:
  case TransformKind::Parallelize:
    return producedRoles(S.Kind, 0);
  }
  llvm_unreachable("unknown TransformKind");
}

llvm::SmallVector<uint32_t, 4> loopcc::skewFactors(const StepClauses &S) {
  assert(S.Kind == TransformKind::Skew && "not a skew");
  if (S.Factors.empty())
    return {1};
  return S.Factors;
}

unsigned loopcc::nestDepth(const StepClauses &S) {
  if (S.Kind == TransformKind::Tile)
    return S.Sizes.size();
  if (S.Kind == TransformKind::Interchange)
    return S.Permutation.empty() ? 2 : S.Permutation.size();
  if (S.Kind == TransformKind::Skew)
    return S.Factors.empty() ? 2 : S.Factors.size() + 1;
  return 1;
}

loopcc::LoopRole loopcc::targetRole(const StepClauses &Producer,
                                    const StepClauses &Next) {
  llvm::SmallVector<LoopRole, 8> Roles = producedRoles(Producer);
  assert(!Roles.empty() && "the chain checks reject a step after 'unroll full'");
  if (!Next.On)
    return Roles.front();
  return resolveRole(Roles, *Next.On).value_or(*Next.On);
}

bool loopcc::enclosesMade(const StepClauses &Producer, LoopRole Outside,
                          LoopRole Inside) {
  switch (Producer.Kind) {
  case TransformKind::Tile:
  case TransformKind::Interchange:
  case TransformKind::Skew: {
    // One nest, its roles outermost first.
    llvm::SmallVector<LoopRole, 8> Roles = producedRoles(Producer);
    auto *Out = llvm::find(Roles, Outside);
    auto *In = llvm::find(Roles, Inside);
    return Out != Roles.end() && In != Roles.end() && Out < In;
  }
  case TransformKind::UnrollAndJam:
    return (Outside == LoopRole::Outer && Inside == LoopRole::Inner) ||
           (Outside == LoopRole::RemainderOuter &&
            Inside == LoopRole::RemainderInner);
  case TransformKind::Vectorize:
  case TransformKind::Interleave:
  case TransformKind::Unroll:
  case TransformKind::Distribute:
  case TransformKind::Reverse:
  case TransformKind::Pack:
  case TransformKind::Fuse:
  case TransformKind::Parallelize:
    // Loops side by side, or one loop.
    return false;
  }
  llvm_unreachable("unknown TransformKind");
}

bool loopcc::isPermutation(llvm::ArrayRef<uint32_t> Values) {
  llvm::SmallVector<uint32_t, 4> Sorted(Values);
  llvm::sort(Sorted);
  for (unsigned I = 0; I < Sorted.size(); ++I)
    if (Sorted[I] != I + 1)
      return false;
  return Sorted.size() >= 2;
}
