//===- ChainLowering.h - A chain as llvm.loop follow-up metadata -*- C++ -*-===//
//
// Lowers a chain into the loop ID of its loop, per LLVM's Code
// Transformation Metadata: the first step's attributes on the loop itself,
// each later step inside the `followup_<role>` node of the step before,
// explicit final follow-ups on the loops the chain leaves behind.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_CHAINLOWERING_H
#define LOOPCC_PASSES_CHAINLOWERING_H

#include "passes/LoopChain.h"

namespace llvm {
class MDNode;
} // namespace llvm

namespace loopcc {

/// Returns the new loop ID for the loop whose current ID is \p OldLoopID
/// (clang's: self, start and end locations, mustprogress), carrying \p Chain.
/// \p InnerLoopID, the ID of the loop nested directly inside (if there is
/// exactly one), gives the locations of the loops an unroll_and_jam or
/// interchange produces from it.
llvm::MDNode *lowerChain(llvm::MDNode *OldLoopID, const LoopChain &Chain,
                         llvm::MDNode *InnerLoopID = nullptr);

} // namespace loopcc

#endif
