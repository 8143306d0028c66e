//===- TransformDirective.cpp - Names, roles and spelling of directives ---===//
//
// The spec's tables (transformation names, role names, the roles each
// transformation produces) and the canonical spelling used in notes.
//
//===----------------------------------------------------------------------===//

#include "pragma/TransformDirective.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

namespace loopcc {

llvm::StringRef transformName(TransformKind Kind) {
  switch (Kind) {
  case TransformKind::Vectorize:
    return "vectorize";
  case TransformKind::Interleave:
    return "interleave";
  case TransformKind::Unroll:
    return "unroll";
  case TransformKind::UnrollAndJam:
    return "unroll_and_jam";
  case TransformKind::Distribute:
    return "distribute";
  case TransformKind::Interchange:
    return "interchange";
  }
  llvm_unreachable("unknown TransformKind");
}

llvm::StringRef roleName(LoopRole Role) {
  switch (Role) {
  case LoopRole::Vectorized:
    return "vectorized";
  case LoopRole::Epilogue:
    return "epilogue";
  case LoopRole::Unrolled:
    return "unrolled";
  case LoopRole::Remainder:
    return "remainder";
  case LoopRole::Outer:
    return "outer";
  case LoopRole::Inner:
    return "inner";
  case LoopRole::RemainderOuter:
    return "remainder_outer";
  case LoopRole::RemainderInner:
    return "remainder_inner";
  case LoopRole::Coincident:
    return "coincident";
  case LoopRole::Sequential:
    return "sequential";
  case LoopRole::Fallback:
    return "fallback";
  case LoopRole::All:
    return "all";
  }
  llvm_unreachable("unknown LoopRole");
}

std::optional<TransformKind> transformKindFromName(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<TransformKind>>(Name)
      .Case("vectorize", TransformKind::Vectorize)
      .Case("interleave", TransformKind::Interleave)
      .Case("unroll", TransformKind::Unroll)
      .Case("unroll_and_jam", TransformKind::UnrollAndJam)
      .Case("distribute", TransformKind::Distribute)
      .Case("interchange", TransformKind::Interchange)
      .Default(std::nullopt);
}

std::optional<LoopRole> roleFromName(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<LoopRole>>(Name)
      .Case("vectorized", LoopRole::Vectorized)
      .Case("epilogue", LoopRole::Epilogue)
      .Case("unrolled", LoopRole::Unrolled)
      .Case("remainder", LoopRole::Remainder)
      .Case("outer", LoopRole::Outer)
      .Case("inner", LoopRole::Inner)
      .Case("remainder_outer", LoopRole::RemainderOuter)
      .Case("remainder_inner", LoopRole::RemainderInner)
      .Case("coincident", LoopRole::Coincident)
      .Case("sequential", LoopRole::Sequential)
      .Case("fallback", LoopRole::Fallback)
      .Case("all", LoopRole::All)
      .Default(std::nullopt);
}

bool producesLoops(const TransformDirective &D) {
  return !(D.Kind == TransformKind::Unroll && D.Full);
}

llvm::ArrayRef<LoopRole> rolesOf(const TransformDirective &D) {
  static const LoopRole VectorizeRoles[] = {LoopRole::Vectorized,
                                            LoopRole::Epilogue, LoopRole::All};
  static const LoopRole UnrollRoles[] = {LoopRole::Unrolled,
                                         LoopRole::Remainder, LoopRole::All};
  static const LoopRole JamRoles[] = {LoopRole::Outer, LoopRole::Inner,
                                      LoopRole::RemainderOuter,
                                      LoopRole::RemainderInner, LoopRole::All};
  static const LoopRole DistributeRoles[] = {
      LoopRole::Coincident, LoopRole::Sequential, LoopRole::Fallback,
      LoopRole::All};
  // Interchange keeps both loops and makes no copies, so there is no `all`.
  static const LoopRole InterchangeRoles[] = {LoopRole::Outer,
                                              LoopRole::Inner};

  switch (D.Kind) {
  case TransformKind::Vectorize:
  case TransformKind::Interleave:
    return VectorizeRoles;
  case TransformKind::Unroll:
    if (!producesLoops(D))
      return {};
    return UnrollRoles;
  case TransformKind::UnrollAndJam:
    return JamRoles;
  case TransformKind::Distribute:
    return DistributeRoles;
  case TransformKind::Interchange:
    return InterchangeRoles;
  }
  llvm_unreachable("unknown TransformKind");
}

LoopRole primaryRole(const TransformDirective &D) {
  switch (D.Kind) {
  case TransformKind::Vectorize:
  case TransformKind::Interleave:
    return LoopRole::Vectorized;
  case TransformKind::Unroll:
    // Meaningless for `unroll full` (producesLoops() is false); callers check.
    return LoopRole::Unrolled;
  case TransformKind::UnrollAndJam:
  case TransformKind::Interchange:
    return LoopRole::Outer;
  case TransformKind::Distribute:
    return LoopRole::Coincident;
  }
  llvm_unreachable("unknown TransformKind");
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
