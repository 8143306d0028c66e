//===- LoopChain.cpp - A chain of loop transformations, in LLVM terms -----===//

#include "passes/LoopChain.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Path.h"

bool loopcc::isAtPosition(const SourcePosition &Pos, llvm::StringRef File,
                          unsigned Line, unsigned Column) {
  return Pos.Line == Line && Pos.Column == Column &&
         llvm::sys::path::filename(Pos.File) ==
             llvm::sys::path::filename(File);
}

llvm::StringRef loopcc::stepName(StepKind Kind) {
  switch (Kind) {
  case StepKind::Vectorize:
    return "vectorize";
  case StepKind::Interleave:
    return "interleave";
  case StepKind::Unroll:
    return "unroll";
  case StepKind::UnrollAndJam:
    return "unroll_and_jam";
  case StepKind::Distribute:
    return "distribute";
  case StepKind::Interchange:
    return "interchange";
  }
  llvm_unreachable("unknown step kind");
}

llvm::SmallVector<llvm::StringRef, 5>
loopcc::producedRoles(const ChainStep &Step) {
  switch (Step.Kind) {
  case StepKind::Vectorize:
  case StepKind::Interleave:
    return {"vectorized", "epilogue"};
  case StepKind::Unroll:
    if (Step.Full)
      return {};
    return {"unrolled", "remainder"};
  case StepKind::UnrollAndJam:
    return {"outer", "inner", "remainder_outer", "remainder_inner"};
  case StepKind::Distribute:
    return {"coincident", "sequential", "fallback"};
  case StepKind::Interchange:
    return {"outer", "inner"};
  }
  llvm_unreachable("unknown step kind");
}
