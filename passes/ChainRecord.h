//===- ChainRecord.h - The chains of a module, in the module -----*- C++ -*-===//
//
// The metadata is the chain (ChainFromMetadata.h): each step's
// transformation, clauses and the role it applies to are in the loop IDs.
// What metadata cannot say is written into the module as the named metadata
// `!loopcc.chains`, for the messages: the chain's id, the function and
// position of its loop, and for each step the directive's spelling and
// position. So the reporter speaks of directives the same way from the
// frontend, from opt on a `.ll` file (the pass plugin), and in the bitcode
// job of `-save-temps` or `-flto`.
//
//   !loopcc.chains = !{!0}
//   !0 = !{i32 1, !"main", !1, !2}          ; id, function, loop, steps...
//   !1 = !{!"t.c", i32 5, i32 3}            ; the loop's keyword
//   !2 = !{!"unroll", !"spelling", !"unroll count(2) on(epilogue)",
//          !"pragma", !3}
//   !3 = !{!"t.c", i32 4, i32 25}           ; the directive's name
//
// Reading the record, each chain takes its clauses from the loop ID whose
// marker is at the earliest step (all of them before any pass ran). A
// record of an older loopcc also lists clauses as key/value pairs (width,
// scalable, interleave, predicate, count, full, sizes, permutation, on):
// they are read, and give way to the loop ID's. A record that does not read
// as this (a hand-written `.ll`) is skipped, chain by chain; without a
// record, the chains are found in the loop IDs alone (ChainDiscovery.h).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_CHAINRECORD_H
#define LOOPCC_PASSES_CHAINRECORD_H

#include "passes/LoopChain.h"

#include <optional>

namespace llvm {
class LLVMContext;
class MDNode;
class Module;
} // namespace llvm

namespace loopcc {

inline constexpr llvm::StringLiteral ChainRecordName = "loopcc.chains";

/// Replaces \p M's record with \p Chains.
void recordChains(llvm::Module &M, const ChainTable &Chains);

/// The chains recorded in \p M (none when it has no record).
ChainTable readChains(const llvm::Module &M);

/// One chain as a record node, and back; nullopt for a node that is not one.
llvm::MDNode *chainToMetadata(llvm::LLVMContext &Ctx, const LoopChain &Chain);
std::optional<LoopChain> chainFromMetadata(const llvm::MDNode *Node);

/// Where the passes of one pipeline find the chains: the table the frontend
/// bound, or, without a frontend (opt, the plugin, an IR input), the
/// module's record, read once, and the chains the loop IDs state that no
/// record describes (ChainDiscovery.h), added as they are found.
class ChainSource {
public:
  /// Chains read from the module the passes run on.
  ChainSource() = default;
  /// Chains the frontend bound.
  explicit ChainSource(ChainTable Chains)
      : Chains(std::move(Chains)), Loaded(true), FromFrontend(true) {}

  const ChainTable &chains(const llvm::Module &M);

  /// Whether the chains of loops no record describes are read from their
  /// loop IDs: not in a compile of C, where such loops carry clang's own
  /// `#pragma clang loop` requests and keep clang's meaning of them.
  bool readsLoopIDs() const { return !FromFrontend; }

  /// Whether a chain of this id is known.
  bool knows(unsigned Id) const;

  /// Adds \p Chain, found in \p M's metadata, under a new id; returns it.
  /// References to earlier chains stay valid only as indices: callers do
  /// not hold chain pointers across a call.
  const LoopChain &adopt(const llvm::Module &M, LoopChain Chain);

private:
  ChainTable Chains;
  bool Loaded = false;
  bool FromFrontend = false;
};

} // namespace loopcc

#endif
