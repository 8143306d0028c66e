//===- ChainMetadata.h - Names loopcc reads and writes in loop IDs -*- C++ -*-===//
//
// The vocabulary shared by the lowering and the passes that later read the
// chain back: LLVM's own attribute names, and loopcc's markers.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_CHAINMETADATA_H
#define LOOPCC_PASSES_CHAINMETADATA_H

#include "passes/LoopChain.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace llvm {
class DILocation;
class Function;
class LLVMContext;
class Loop;
class LoopInfo;
class MDNode;
class Metadata;
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

struct ChainMarker {
  unsigned Id = 0;
  unsigned NextStep = 0;
};

/// The markers of the guards on a loop (LoopGuards.h): why loopcc added
/// disable_nonforced to it.
inline constexpr llvm::StringLiteral ProtectedMarkerName = "loopcc.protected";
inline constexpr llvm::StringLiteral HeldMarkerName = "loopcc.held";

/// Replaces the loop ID on every terminator of \p F that carries one by
/// \p Rewrite's answer (called once per distinct ID).
void replaceLoopIDs(llvm::Function &F,
                    llvm::function_ref<llvm::MDNode *(llvm::MDNode *)> Rewrite);

/// A loop's start location, as clang writes it: the first DILocation
/// operand of its loop ID; null when it has none.
const llvm::DILocation *startLocation(const llvm::MDNode *LoopID);

/// The name of an attribute node (its first operand), or "" for other
/// operands (locations, the self reference).
llvm::StringRef attributeName(const llvm::Metadata *Op);

/// A copy of \p LoopID without the operands \p Drop selects, with \p Add
/// appended and \p Front put first (a loop's start location is its ID's
/// first location). A loop ID is distinct and refers to itself.
llvm::MDNode *editLoopID(llvm::MDNode *LoopID,
                         llvm::function_ref<bool(const llvm::Metadata *)> Drop,
                         llvm::ArrayRef<llvm::Metadata *> Add,
                         llvm::ArrayRef<llvm::Metadata *> Front = {});

/// `!{!"name"}` in \p LoopID's context.
llvm::MDNode *flagNode(llvm::LLVMContext &Ctx, llvm::StringRef Name);

/// The chain marker node `!{!"loopcc.chain", i32 Id, i32 NextStep}`.
llvm::MDNode *chainMarkerNode(llvm::LLVMContext &Ctx, ChainMarker Marker);

/// Whether \p Name is one of the attributes that ask for \p Kind (the ones
/// a given-up step leaves behind would otherwise still force it), including
/// its follow-ups.
bool isRequestAttribute(llvm::StringRef Name, TransformKind Kind);

/// \p L's loop ID, put back on its latch if a pass left it on another
/// terminator of the loop: LLVM 22's unroller, unrolling a loop whose
/// forced distribute failed, leaves the ID on the header's exiting branch
/// and none on the new latch, so Loop::getLoopID() (which reads the
/// latches) finds nothing and the request looks gone. Null if the loop has
/// no ID anywhere.
llvm::MDNode *recoverLoopID(llvm::Loop &L, const llvm::LoopInfo &LI);

/// Reads the chain marker of a loop ID, if it has one. A loop ID can hold
/// more than one (a pass that inherits attributes keeps the old one); the
/// furthest step wins.
std::optional<ChainMarker> readChainMarker(const llvm::MDNode *LoopID);

} // namespace loopcc

#endif
