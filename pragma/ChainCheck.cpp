//===- ChainCheck.cpp - Rules across the directives of one loop -----------===//

#include "pragma/ChainCheck.h"

#include "pragma/DirectiveDiagnostics.h"
#include "pragma/DirectiveParser.h"

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/STLExtras.h"

#include <string>

namespace loopcc {

/// "vectorized, epilogue or all"; distribute's pieces once, as
/// "piece(k)".
static std::string roleList(llvm::ArrayRef<LoopRole> Roles) {
  llvm::SmallVector<llvm::StringRef, 6> Names;
  for (LoopRole Role : Roles)
    if (unsigned K = pieceIndex(Role); K == 0)
      Names.push_back(roleName(Role));
    else if (K == 1)
      Names.push_back("piece(k)");
  return joinNames(Names);
}

static void noteRequestedHere(clang::DiagnosticsEngine &Diags,
                              const TransformDirective &D) {
  reportDirectiveDiag(Diags, D.KindLoc, DirectiveDiag::NoteRequestedHere)
      << D.spelling();
}

/// How many copies of its loop's body \p D puts in the loop(s) of \p Role
/// (unset: the most in any of them). Vector width is not counted: a wider
/// vector makes wider instructions, not more of them.
static uint64_t copiesIn(const TransformDirective &D,
                         std::optional<LoopRole> Role) {
  uint64_t Count = 1;
  switch (D.Kind) {
  case TransformKind::Unroll:
  case TransformKind::UnrollAndJam:
  case TransformKind::Interleave:
    Count = D.Count.value_or(1);
    break;
  case TransformKind::Vectorize:
    Count = D.InterleaveCount.value_or(1);
    break;
  case TransformKind::Distribute:
  case TransformKind::Interchange:
  case TransformKind::Tile:
  case TransformKind::Reverse:
  case TransformKind::Pack:
  case TransformKind::Fuse:
  case TransformKind::Parallelize:
  case TransformKind::Skew:
    return 1;
  }
  if (!Role || roleRunsCopies(*Role))
    return Count;
  return 1;
}

/// The role `on(...)` names, as written: on(grid(2)), on(intratile(5)).
static std::string onText(const TransformDirective &D) {
  return D.On ? roleName(*D.On).str() : D.OnBeyondNest;
}

/// Whether \p D's on(...) names a loop of the depth-indexed family that
/// \p Prev's kind makes, at a depth \p Prev's nest does not have: grid(3)
/// after a tile of two sizes, intratile(5) after a tile of two or more (a
/// tile of one size is told its roles).
static bool beyondNestOf(const TransformDirective &Prev,
                         const TransformDirective &D) {
  std::optional<LoopRole> Role = D.On ? D.On : D.OnBeyondNestFamily;
  return Role && roleDepth(*Role) && nestDepth(Prev) >= 2 &&
         llvm::is_contained(producedRoles(Prev.Kind, MaxNestDepth), *Role);
}

bool checkChain(llvm::ArrayRef<TransformDirective> Chain,
                clang::DiagnosticsEngine &Diags, bool InnermostLoop) {
  bool Ok = true;
  // Every step applies to a loop descended from every earlier step's loops,
  // so an impossible pair need not be adjacent: `distribute` after
  // `vectorize` then `unroll` still finds no unsafe dependence to split off.
  const TransformDirective *Vectorizer = nullptr;
  const TransformDirective *Distributor = nullptr;
  // Whether the loop the current step applies to may hold a loop: a tile
  // or a jam of an innermost loop makes nests (the engine's steps), a
  // distribute of an outer loop makes loops with loops inside.
  bool MayNest = !InnermostLoop;
  // Copies of the original body in the loop the current step applies to,
  // and the factors that made them, for the message.
  uint64_t Copies = 1;
  std::string Factors;
  bool CopiesReported = false;

  for (size_t I = 0, E = Chain.size(); I != E; ++I) {
    const TransformDirective &D = Chain[I];
    // The step that made the loop this one applies to; none for the first.
    const TransformDirective *Producer =
        I ? &Chain[D.producerIndex(I)] : nullptr;

    bool NamesRole = D.On || !D.OnBeyondNest.empty();
    if (I == 0) {
      if (NamesRole) {
        reportDirectiveDiag(Diags, D.OnLoc, DirectiveDiag::OnFirstDirective)
            << onText(D) << D.spelling();
        Ok = false;
      }
    } else {
      const TransformDirective &Prev = *Producer;
      if (!producesLoops(Prev)) {
        reportDirectiveDiag(Diags, D.KindLoc, DirectiveDiag::AfterFullUnroll)
            << transformName(D.Kind);
        noteRequestedHere(Diags, Prev);
        Ok = false;
      } else if (NamesRole &&
                 (!D.On || !resolveRole(producedRoles(Prev), *D.On))) {
        // grid(3) after a tile of two sizes: the depth is what is wrong.
        if (beyondNestOf(Prev, D))
          reportDirectiveDiag(Diags, D.OnLoc,
                              DirectiveDiag::RoleBeyondNestDepth)
              << onText(D) << transformName(Prev.Kind) << Prev.spelling()
              << nestDepth(Prev) << roleList(producedRoles(Prev));
        else
          reportDirectiveDiag(Diags, D.OnLoc, DirectiveDiag::RoleNotProduced)
              << onText(D) << transformName(Prev.Kind)
              << roleList(producedRoles(Prev));
        noteRequestedHere(Diags, Prev);
        Ok = false;
      }
    }

    if (D.Kind == TransformKind::Distribute && Vectorizer) {
      reportDirectiveDiag(Diags, D.KindLoc,
                          DirectiveDiag::DistributeAfterVectorize)
          << transformName(Vectorizer->Kind)
          << (Vectorizer->Kind == TransformKind::Interleave
                  ? "an interleaved"
                  : "a vectorized");
      noteRequestedHere(Diags, *Vectorizer);
      Ok = false;
    }
    // A fuse runs on the engine, early: what LLVM's passes do to a loop
    // comes after it.
    if (D.Kind == TransformKind::Fuse && Ok)
      for (const TransformDirective &Before : Chain.take_front(I))
        if (passKind(Before.Kind) != TransformKind::Tile) {
          reportDirectiveDiag(Diags, Before.KindLoc, DirectiveDiag::BeforeFuse)
              << transformName(Before.Kind) << passName(Before.Kind);
          noteRequestedHere(Diags, D);
          Ok = false;
          break;
        }
    // What follows a parallelize on its loop runs inside the outlined loop,
    // by LLVM's passes (vectorize, interleave, unroll); a step that takes
    // the loop apart again (the engine's, a jam, a distribute) would undo
    // the loop the threads share.
    if (Producer && Producer->Kind == TransformKind::Parallelize &&
        D.Kind != TransformKind::Vectorize &&
        D.Kind != TransformKind::Interleave &&
        D.Kind != TransformKind::Unroll) {
      reportDirectiveDiag(Diags, D.KindLoc, DirectiveDiag::AfterParallelize)
          << transformName(D.Kind);
      noteRequestedHere(Diags, *Producer);
      Ok = false;
    }
    if (D.Kind == TransformKind::UnrollAndJam && Distributor && !MayNest) {
      reportDirectiveDiag(Diags, D.KindLoc,
                          DirectiveDiag::UnrollAndJamAfterDistribute);
      noteRequestedHere(Diags, *Distributor);
      Ok = false;
    }

    if (Producer && !CopiesReported && producesLoops(*Producer)) {
      const TransformDirective &Prev = *Producer;
      uint64_t Factor = copiesIn(Prev, D.On ? *D.On : primaryRole(Prev));
      if (Factor > 1) {
        Copies *= Factor;
        Factors += (Factors.empty() ? "" : " x ") + std::to_string(Factor);
      }
    }
    uint64_t Own = copiesIn(D, std::nullopt);
    // Counts are at most MaxBodyCopies, so the product does not overflow
    // before it is reported once.
    if (!CopiesReported && Own > 1 && Copies * Own > MaxBodyCopies) {
      reportDirectiveDiag(Diags, D.KindLoc, DirectiveDiag::TooManyCopies)
          << D.spelling() << std::to_string(Copies * Own)
          << (Factors + " x " + std::to_string(Own))
          << std::to_string(MaxBodyCopies);
      CopiesReported = true;
      Ok = false;
    }

    // The note names the nearest culprit.
    if (D.Kind == TransformKind::Vectorize ||
        D.Kind == TransformKind::Interleave)
      Vectorizer = &D;
    if (D.Kind == TransformKind::Distribute)
      Distributor = &D;
    if (passKind(D.Kind) == TransformKind::Tile ||
        D.Kind == TransformKind::UnrollAndJam)
      MayNest = true;
  }
  return Ok;
}

} // namespace loopcc
