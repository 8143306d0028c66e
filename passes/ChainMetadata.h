//===- ChainMetadata.h - Names loopcc reads and writes in loop IDs -*- C++ -*-===//
//
// The vocabulary shared by the lowering and the passes that later read the
// chain back: LLVM's own attribute names, and loopcc's markers.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_CHAINMETADATA_H
#define LOOPCC_PASSES_CHAINMETADATA_H

#include "passes/LoopChain.h"

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace llvm {
class MDNode;
} // namespace llvm

namespace loopcc {

/// `!{!"loopcc.chain", i32 Id, i32 NextStep}`: the loop belongs to chain Id
/// and NextStep is the step still to apply to it (the chain's length when
/// none is left).
inline constexpr llvm::StringLiteral ChainMarkerName = "loopcc.chain";
/// `!{!"loopcc.pragma", !"file", i32 line, i32 column}`: where the directive
/// of the node's pending step is written.
inline constexpr llvm::StringLiteral PragmaMarkerName = "loopcc.pragma";
inline constexpr llvm::StringLiteral DisableNonforcedName =
    "llvm.loop.disable_nonforced";
inline constexpr llvm::StringLiteral MustProgressName = "llvm.loop.mustprogress";

/// The prefix of a step's follow-up attribute names, e.g.
/// "llvm.loop.vectorize.followup_".
llvm::StringRef followupPrefix(StepKind Kind);

struct ChainMarker {
  unsigned Id = 0;
  unsigned NextStep = 0;
};

/// Reads the chain marker of a loop ID, if it has one. A loop ID can hold
/// more than one (a pass that inherits attributes keeps the old one); the
/// furthest step wins.
std::optional<ChainMarker> readChainMarker(const llvm::MDNode *LoopID);

} // namespace loopcc

#endif
