//===- PipelineRemarks.h - Remarks about chain loops, pipeline-wide -*- C++ -*-===//
//
// From the moment chains are attached until the reporter has run, every
// diagnostic of the LLVMContext goes through this handler first:
//  - remarks of the loop passes are kept, because a step that was not
//    applied is reported with the pass's own reason, keyed to the loop by
//    the remark's code region (a block of the loop);
//  - while the scheduler tries a step, remarks about the loops it tracks
//    are kept apart and what the user asked to see (-Rpass...) is passed
//    on; remarks about other loops are dropped (the scheduler's passes run
//    in "only when forced" mode and would say "not forced" of every other
//    loop; LLVM's own passes speak of those later);
//  - a failed forced transformation at a chain loop (LLVM's
//    transform-warning, LoopDistribute's own failure warning) is loopcc's to
//    report, never LLVM's;
//  - everything else goes to clang's handler unchanged.
// The optimization record (-fsave-optimization-record) gets what the user
// would: LLVMContext writes it before any handler sees a remark, so the
// handler takes that over while it is in place.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_PIPELINEREMARKS_H
#define LOOPCC_PASSES_PIPELINEREMARKS_H

#include "passes/ChainMetadata.h"
#include "passes/LoopChain.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/ValueHandle.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class LLVMContext;
class LLVMRemarkStreamer;
} // namespace llvm

namespace loopcc {

/// What the passes said about one loop the scheduler tracks.
struct CapturedRemarks {
  bool Passed = false;
  llvm::SmallVector<std::string, 2> Analysis; // analysis remarks, in order
  llvm::SmallVector<std::string, 2> Missed;   // missed remarks
  unsigned VectorWidth = 0;
  unsigned InterleaveCount = 0;
  /// The unroller said it unrolled the loop completely.
  bool FullyUnrolled = false;
};

/// Among a pass's analysis messages, the one about the vector width it
/// chose, or "".
std::string widthReason(llvm::ArrayRef<std::string> Analysis);

/// A remark of a loop pass, kept for the reporter.
struct KeptRemark {
  llvm::WeakVH Region; // null once the block is gone
  std::string Function;
  std::string PassName;
  std::string Message;
  bool Passed = false;
  bool Analysis = false;
  /// The chain marker the loop carried when the pass spoke of it.
  std::optional<ChainMarker> Marker;
  std::string File; // as the debug info spells it
  unsigned Line = 0;
  unsigned Column = 0;
};

class PipelineRemarks {
public:
  PipelineRemarks() = default;
  ~PipelineRemarks();

  /// Puts the handler in front of \p Ctx's (once), for the loops of
  /// \p Chains.
  void install(llvm::LLVMContext &Ctx, const ChainTable &Chains);
  /// A chain found after install (ChainDiscovery.h): its loops' remarks are
  /// handled as the others'.
  void addChain(const LoopChain &Chain);
  /// Gives \p Ctx its handler back.
  void uninstall();
  /// In place, i.e. optimizing and the reporter has not run yet.
  bool installed() const { return Ctx != nullptr; }

  /// The scheduler is about to run a pass: \p Blocks maps each block of a
  /// loop it tries a step on to the loop's index.
  void track(llvm::DenseMap<const llvm::BasicBlock *, unsigned> Blocks,
             unsigned NumLoops);
  void stopTracking();
  const CapturedRemarks &remarksFor(unsigned Loop) const {
    return Captured[Loop];
  }

  llvm::ArrayRef<KeptRemark> kept() const { return Kept; }

  /// A pass starts (its name as the pipeline spells it, which outlives
  /// the pass) or ends; the handler lets remarks be built only while one
  /// whose remarks loopcc reads runs, or one the user asked remarks of.
  void enterPass(llvm::StringRef PassName);
  void leavePass();
  /// The innermost pass running, "" outside any (or one with no name).
  llvm::StringRef runningPass() const {
    return Running.empty() ? llvm::StringRef() : Running.back();
  }
  static bool readsRemarksOf(llvm::StringRef PassName);

  /// Whether the unroller's message \p Text says it unrolled its loop
  /// completely ("completely unrolled loop with 8 iterations").
  static bool saysFullyUnrolled(llvm::StringRef Text) {
    return Text.starts_with("completely unrolled");
  }

  /// "vectorized loop (vectorization width: 4, ...)" -> 4.
  static unsigned numberAfter(llvm::StringRef Text, llvm::StringRef Label);

private:
  class Handler;
  friend class Handler;

  llvm::LLVMContext *Ctx = nullptr;
  std::unique_ptr<llvm::DiagnosticHandler> Saved;
  /// The optimization record's streamer, while the handler feeds it.
  std::unique_ptr<llvm::LLVMRemarkStreamer> Records;
  /// Line and column of every chain loop (what LLVM's warnings point at).
  llvm::DenseSet<std::pair<unsigned, unsigned>> ChainPositions;
  /// The same for the chains the scheduler applies (not left to LLVM's
  /// pipeline): what LLVM's own passes say of them afterwards ("already
  /// vectorized") is not news to the user.
  llvm::DenseSet<std::pair<unsigned, unsigned>> ScheduledPositions;
  /// The same by chain id, for remarks at a loop that carries a marker.
  llvm::DenseSet<unsigned> ChainIds;
  llvm::DenseSet<unsigned> ScheduledIds;
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> Tracked;
  bool Tracking = false;
  llvm::SmallVector<CapturedRemarks, 4> Captured;
  std::vector<KeptRemark> Kept;
  /// The passes running, outermost first.
  llvm::SmallVector<llvm::StringRef, 8> Running;
};

/// The loop passes whose remarks explain a step's fate.
bool isLoopTransformPass(llvm::StringRef PassName);

} // namespace loopcc

#endif
