//===- StepRemarks.cpp - What an applied engine step says under -Rpass ----===//

#include "passes/locality/StepRemarks.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ErrorHandling.h"

namespace {

std::string joined(llvm::ArrayRef<uint32_t> Values, const char *Separator) {
  std::string Text;
  for (size_t I = 0; I < Values.size(); ++I)
    Text += (I ? Separator : "") + std::to_string(Values[I]);
  return Text;
}

} // namespace

std::string loopcc::remarkPassName(TransformKind Kind) {
  return "loopcc-" + transformName(Kind).str();
}

std::string loopcc::appliedRemark(const ChainStep &Step) {
  switch (Step.Kind) {
  case TransformKind::Tile:
    return "tiled loop (sizes " + joined(Step.Sizes, " x ") +
           (Step.Separate ? ", full tiles apart)" : ")");
  case TransformKind::Interchange:
    return Step.Permutation.empty() ? "interchanged loops"
                                    : "interchanged loops (permutation " +
                                          joined(Step.Permutation, ", ") + ")";
  case TransformKind::Reverse:
    return "reversed loop";
  case TransformKind::Skew:
    return "skewed loops (factors " + joined(loopcc::skewFactors(Step), ", ") +
           ")";
  case TransformKind::Pack:
    return "packed array " + Step.Array + " into a buffer";
  case TransformKind::Fuse:
    return "fused " + std::to_string(Step.FusedLoops) + " loops";
  case TransformKind::Distribute:
    return "distributed loop";
  case TransformKind::UnrollAndJam:
    return "unroll-and-jammed loop" +
           (Step.Count ? " (count " + std::to_string(*Step.Count) + ")"
                       : std::string());
  case TransformKind::Parallelize: {
    std::string Threads = Step.Threads ? std::to_string(*Step.Threads)
                                       : std::string("the runtime's default");
    std::string Schedule =
        Step.Schedule == ParallelSchedule::Dynamic ? "dynamic" : "static";
    if (Step.Chunk)
      Schedule += ", chunk " + std::to_string(*Step.Chunk);
    return "parallelized loop (threads: " + Threads +
           "; schedule: " + Schedule + ")";
  }
  case TransformKind::Vectorize:
  case TransformKind::Interleave:
  case TransformKind::Unroll:
    llvm_unreachable("LLVM's passes say what they did themselves");
  }
  llvm_unreachable("every kind is handled above");
}

void loopcc::remarkMissed(llvm::Module &M, const LoopChain &Chain,
                          unsigned Step, llvm::StringRef Reason,
                          llvm::StringRef Fallback) {
  llvm::Function *F = M.getFunction(Chain.Function);
  if (!F || F->isDeclaration())
    F = M.getFunction(Fallback);
  if (!F || F->isDeclaration())
    return;
  // The loop's position, in its function's scope: the remark's location
  // (a function without debug information gives its remarks none, as
  // LLVM's passes do).
  llvm::DebugLoc Loc;
  if (llvm::DISubprogram *SP = F->getSubprogram())
    Loc = llvm::DILocation::get(M.getContext(), Chain.Loop.Line,
                                Chain.Loop.Column, SP);
  const ChainStep &S = Chain.Steps[Step];
  std::string Pass = remarkPassName(S.Kind);
  // "loop not tiled: " without its colon.
  std::string Missed = missedPrefixFor(S);
  Missed.resize(Missed.size() - 2);
  llvm::OptimizationRemarkEmitter ORE(F);
  ORE.emit([&] {
    return llvm::OptimizationRemarkMissed(Pass.c_str(), "Missed", Loc,
                                          &F->getEntryBlock())
           << Missed << " ('" << S.Spelling << "')";
  });
  ORE.emit([&] {
    return llvm::OptimizationRemarkAnalysis(Pass.c_str(), "Reason", Loc,
                                            &F->getEntryBlock())
           << Reason.str();
  });
}
