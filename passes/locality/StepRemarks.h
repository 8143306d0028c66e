//===- StepRemarks.h - What an engine step says under -Rpass --*- C++ -*-===//
//
// LLVM's loop passes say what they did ("vectorized loop (vectorization
// width: 8, interleaved count: 1)") as remarks that -Rpass=PASS prints and
// -fsave-optimization-record keeps; the locality engine's steps say it too,
// one remark per applied step, at the loop it applied to, under a pass name
// of their own: loopcc-tile, loopcc-interchange, loopcc-reverse,
// loopcc-pack, loopcc-fuse, loopcc-distribute, loopcc-unroll_and_jam,
// loopcc-parallelize ("loopcc-" and the transformation's name). A step
// that was not applied says so under the same name, as LLVM's passes do:
// a missed remark ("loop not tiled", -Rpass-missed) and the reason as an
// analysis remark (-Rpass-analysis), at the chain's loop, for every kind.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_STEPREMARKS_H
#define LOOPCC_PASSES_LOCALITY_STEPREMARKS_H

#include "passes/LoopChain.h"

#include "llvm/ADT/StringRef.h"

#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace loopcc {

/// The pass name the remarks of \p Kind's applied steps carry.
std::string remarkPassName(TransformKind Kind);

/// What an applied \p Step did, in LLVM's words: "tiled loop (sizes 32 x
/// 32)", "parallelized loop (threads: the runtime's default, schedule:
/// static)".
std::string appliedRemark(const ChainStep &Step);

/// The missed remark and the analysis remark of \p Chain's step \p Step,
/// missed for \p Reason, in \p M: at the chain's loop in its function
/// (in \p Fallback, where inlining left that function without it).
void remarkMissed(llvm::Module &M, const LoopChain &Chain, unsigned Step,
                  llvm::StringRef Reason, llvm::StringRef Fallback);

} // namespace loopcc

#endif
