//===- PipelineRemarks.h - Remarks about chain loops, pipeline-wide -*- C++ -*-===//
//
// From the moment chains are attached until the reporter has run, every
// diagnostic of the LLVMContext goes through this handler first:
//  - remarks of the loop passes are kept, because a step that was not
//    applied is reported with the pass's own reason, keyed to the loop by
//    the remark's code region (a block of the loop);
//  - while the scheduler tries a step, remarks about the loops it tracks
//    are kept apart, and what the user asked to see (-Rpass...) is passed
//    on to clang once, however often the scheduler retried;
//  - a failed forced transformation at a chain loop (LLVM's
//    transform-warning, LoopDistribute's own failure warning) is loopcc's to
//    report, never LLVM's;
//  - everything else goes to clang's handler unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_PIPELINEREMARKS_H
#define LOOPCC_PASSES_PIPELINEREMARKS_H

#include "passes/LoopChain.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/ValueHandle.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class LLVMContext;
} // namespace llvm

namespace loopcc {

/// What the passes said about one loop the scheduler tracks.
struct CapturedRemarks {
  bool Passed = false;
  llvm::SmallVector<std::string, 2> Analysis; // analysis remarks, in order
  llvm::SmallVector<std::string, 2> Missed;   // missed remarks
  unsigned VectorWidth = 0;
  unsigned InterleaveCount = 0;
};

/// A remark of a loop pass, kept for the reporter.
struct KeptRemark {
  llvm::WeakVH Region; // null once the block is gone
  std::string PassName;
  std::string Message;
  bool Passed = false;
  bool Analysis = false;
  unsigned Line = 0;
  unsigned Column = 0;
};

class PipelineRemarks {
public:
  explicit PipelineRemarks(const ChainTable &Chains);
  ~PipelineRemarks();

  /// Puts the handler in front of \p Ctx's (once).
  void install(llvm::LLVMContext &Ctx);
  /// Gives \p Ctx its handler back.
  void uninstall();

  /// The scheduler is about to run a pass: \p Blocks maps each block of a
  /// loop it tries a step on to the loop's index.
  void track(llvm::DenseMap<const llvm::BasicBlock *, unsigned> Blocks,
             unsigned NumLoops);
  void stopTracking();
  const CapturedRemarks &remarksFor(unsigned Loop) const {
    return Captured[Loop];
  }

  llvm::ArrayRef<KeptRemark> kept() const { return Kept; }

  /// "vectorized loop (vectorization width: 4, ...)" -> 4.
  static unsigned numberAfter(llvm::StringRef Text, llvm::StringRef Label);

private:
  class Handler;
  friend class Handler;

  llvm::LLVMContext *Ctx = nullptr;
  std::unique_ptr<llvm::DiagnosticHandler> Saved;
  /// Line and column of every chain loop (what LLVM's warnings point at).
  llvm::DenseSet<std::pair<unsigned, unsigned>> ChainPositions;
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> Tracked;
  bool Tracking = false;
  llvm::SmallVector<CapturedRemarks, 4> Captured;
  std::vector<KeptRemark> Kept;
  /// Remarks already passed on to the user during the scheduler's runs.
  llvm::StringSet<> Forwarded;
};

/// The loop passes whose remarks explain a step's fate.
bool isLoopTransformPass(llvm::StringRef PassName);

} // namespace loopcc

#endif
