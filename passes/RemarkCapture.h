//===- RemarkCapture.h - Remarks of the scheduler's pass runs ----*- C++ -*-===//
//
// While the scheduler runs a pass, every optimization remark goes through
// this handler first. Remarks about a loop whose step is being tried are
// kept (they are the reason a step failed, or the width it got), keyed to
// the loop through the remark's code region (a block of the loop). What the
// user asked to see (-Rpass and friends) is passed on to clang's handler,
// once: the scheduler may run a pass more than once. Failures of forced
// transformations on chain loops are loopcc's to report, never LLVM's.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_REMARKCAPTURE_H
#define LOOPCC_PASSES_REMARKCAPTURE_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DiagnosticHandler.h"

#include <memory>
#include <string>

namespace llvm {
class BasicBlock;
class LLVMContext;
} // namespace llvm

namespace loopcc {

/// What the passes said about one tracked loop.
struct CapturedRemarks {
  bool Passed = false;
  llvm::SmallVector<std::string, 2> Analysis; // analysis remarks, in order
  llvm::SmallVector<std::string, 2> Missed;   // missed and failure remarks
  unsigned VectorWidth = 0;
  unsigned InterleaveCount = 0;
};

class RemarkCapture {
public:
  /// Installs the capture on \p Ctx until destroyed.
  explicit RemarkCapture(llvm::LLVMContext &Ctx);
  ~RemarkCapture();

  /// Starts tracking the loops about to be transformed: \p Blocks maps each
  /// block of a tracked loop to the loop's index. Clears earlier captures.
  void track(llvm::DenseMap<const llvm::BasicBlock *, unsigned> Blocks,
             unsigned NumLoops);
  void stopTracking();

  const CapturedRemarks &remarksFor(unsigned Loop) const {
    return Captured[Loop];
  }

  /// Whether the block belongs to a loop that carries a chain; remarks
  /// there that LLVM would always print are loopcc's to report.
  void setChainBlocks(llvm::DenseMap<const llvm::BasicBlock *, unsigned> B) {
    ChainBlocks = std::move(B);
  }

private:
  class Handler;
  friend class Handler;

  llvm::LLVMContext &Ctx;
  std::unique_ptr<llvm::DiagnosticHandler> Saved;
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> Tracked;
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> ChainBlocks;
  llvm::SmallVector<CapturedRemarks, 4> Captured;
  /// Remarks already passed on to the user.
  llvm::StringSet<> Forwarded;
};

} // namespace loopcc

#endif
