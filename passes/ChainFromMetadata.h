//===- ChainFromMetadata.h - A chain read back from a loop ID ----*- C++ -*-===//
//
// The metadata is the chain. A loop ID that forces a transformation, and
// whose follow-ups force the next ones, states a chain as LLVM's Code
// Transformation Metadata document defines it, whoever wrote it: loopcc's
// lowering, clang's `#pragma clang loop`, MLIR's loop annotations, a hand.
// This reads it back: each step's kind and every parameter (count, width,
// sizes, permutation) from the attributes, the role the next step applies
// to from the follow-up that carries it. loopcc's own tile, interchange and
// reverse attributes are read the same way (docs/pipeline.md lists them).
//
// A follow-up lists the produced loop's attributes inline (clang's form,
// what makeFollowupLoopID copies), or holds one loop ID whose operands are
// those attributes (MLIR's form); both read the same.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_CHAINFROMMETADATA_H
#define LOOPCC_PASSES_CHAINFROMMETADATA_H

#include "passes/LoopChain.h"

#include <optional>
#include <string>

namespace llvm {
class MDNode;
} // namespace llvm

namespace loopcc {

/// What a loop ID asks for.
struct MetadataChain {
  /// The steps in application order, parameters from the attributes,
  /// spelled as a directive would be; positions are left to the caller.
  /// Empty when the loop ID forces nothing (or is not a chain, below).
  llvm::SmallVector<ChainStep, 4> Steps;
  /// Why the loop ID forces transformations but is not one chain loopcc
  /// can follow (two transformations forced on one loop, two follow-ups
  /// that both force one, a tile without sizes...); empty otherwise.
  std::string NotAChain;
};

/// Reads the chain \p LoopID states (a loop ID: distinct, first operand
/// itself). loopcc's own markers are ignored, so a loop ID loopcc lowered
/// reads as the chain it was lowered from.
MetadataChain readChainFromLoopID(const llvm::MDNode *LoopID);

/// Whether LLVM's own pipeline applies \p Chain's steps in the chain's
/// order: each step is one of its passes (distribute, vectorize and
/// interleave, unroll), later in its pipeline than the step before. Such a
/// chain (a lone transformation, what clang's `#pragma clang loop` writes)
/// is left to LLVM, so that its code and warnings stay clang's.
bool isDeliveredByLLVM(llvm::ArrayRef<ChainStep> Steps);

} // namespace loopcc

#endif
