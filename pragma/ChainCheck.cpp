//===- ChainCheck.cpp - Rules across the directives of one loop -----------===//

#include "pragma/ChainCheck.h"

#include "pragma/DirectiveDiagnostics.h"

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/STLExtras.h"

#include <string>

namespace loopcc {

/// "vectorized, epilogue or all".
static std::string roleList(llvm::ArrayRef<LoopRole> Roles) {
  std::string Text;
  for (size_t I = 0, E = Roles.size(); I != E; ++I) {
    if (I != 0)
      Text += I + 1 == E ? " or " : ", ";
    Text += roleName(Roles[I]).str();
  }
  return Text;
}

static void noteRequestedHere(clang::DiagnosticsEngine &Diags,
                              const TransformDirective &D) {
  reportDirectiveDiag(Diags, D.KindLoc, DirectiveDiag::NoteRequestedHere)
      << D.spelling();
}

bool checkChain(llvm::ArrayRef<TransformDirective> Chain,
                clang::DiagnosticsEngine &Diags) {
  bool Ok = true;
  // Every step applies to a loop descended from every earlier step's loops,
  // so an impossible pair need not be adjacent: `distribute` after
  // `vectorize` then `unroll` still finds no unsafe dependence to split off.
  const TransformDirective *Vectorizer = nullptr;
  const TransformDirective *Distributor = nullptr;

  for (size_t I = 0, E = Chain.size(); I != E; ++I) {
    const TransformDirective &D = Chain[I];

    if (I == 0) {
      if (D.On) {
        reportDirectiveDiag(Diags, D.OnLoc, DirectiveDiag::OnFirstDirective)
            << roleName(*D.On) << D.spelling();
        Ok = false;
      }
    } else {
      const TransformDirective &Prev = Chain[I - 1];
      if (!producesLoops(Prev)) {
        reportDirectiveDiag(Diags, D.KindLoc, DirectiveDiag::AfterFullUnroll)
            << transformName(D.Kind);
        noteRequestedHere(Diags, Prev);
        Ok = false;
      } else if (D.On && !llvm::is_contained(rolesOf(Prev), *D.On)) {
        reportDirectiveDiag(Diags, D.OnLoc, DirectiveDiag::RoleNotProduced)
            << roleName(*D.On) << transformName(Prev.Kind)
            << roleList(rolesOf(Prev));
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
    if (D.Kind == TransformKind::UnrollAndJam && Distributor) {
      reportDirectiveDiag(Diags, D.KindLoc,
                          DirectiveDiag::UnrollAndJamAfterDistribute);
      noteRequestedHere(Diags, *Distributor);
      Ok = false;
    }

    // The note names the nearest culprit.
    if (D.Kind == TransformKind::Vectorize ||
        D.Kind == TransformKind::Interleave)
      Vectorizer = &D;
    if (D.Kind == TransformKind::Distribute)
      Distributor = &D;
  }
  return Ok;
}

} // namespace loopcc
