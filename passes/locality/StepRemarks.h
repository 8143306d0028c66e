//===- StepRemarks.h - What an applied engine step says under -Rpass -*- C++ -*-===//
//
// LLVM's loop passes say what they did ("vectorized loop (vectorization
// width: 8, interleaved count: 1)") as remarks that -Rpass=PASS prints and
// -fsave-optimization-record keeps; the locality engine's steps say it too,
// one remark per applied step, at the loop it applied to, under a pass name
// of their own: loopcc-tile, loopcc-interchange, loopcc-reverse,
// loopcc-pack, loopcc-fuse, loopcc-distribute, loopcc-unroll_and_jam,
// loopcc-parallelize ("loopcc-" and the transformation's name).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_STEPREMARKS_H
#define LOOPCC_PASSES_LOCALITY_STEPREMARKS_H

#include "passes/LoopChain.h"

#include <string>

namespace loopcc {

/// The pass name the remarks of \p Kind's applied steps carry.
std::string remarkPassName(TransformKind Kind);

/// What an applied \p Step did, in LLVM's words: "tiled loop (sizes 32 x
/// 32)", "parallelized loop (threads: the runtime's default, schedule:
/// static)".
std::string appliedRemark(const ChainStep &Step);

} // namespace loopcc

#endif
