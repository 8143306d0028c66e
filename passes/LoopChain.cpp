//===- LoopChain.cpp - A chain of loop transformations, in LLVM terms -----===//

#include "passes/LoopChain.h"

#include "llvm/Support/Path.h"

#include <cassert>

bool loopcc::isAtPosition(const SourcePosition &Pos, llvm::StringRef File,
                          unsigned Line, unsigned Column) {
  return Pos.Line == Line && Pos.Column == Column &&
         llvm::sys::path::filename(Pos.File) ==
             llvm::sys::path::filename(File);
}

const loopcc::ChainStep *loopcc::stepAfter(const LoopChain &Chain,
                                           unsigned Step) {
  unsigned Next = Step + 1;
  if (Next >= Chain.Steps.size() ||
      Chain.Steps[Next].producerIndex(Next) != Step)
    return nullptr;
  return &Chain.Steps[Next];
}

bool loopcc::isLeftToLLVM(const LoopChain &Chain, bool LTOPreLink) {
  // A lone directive is judged by its pass's remarks at the loop's
  // position, which a loop sharing it with others (a macro's loops, or
  // clang's worksharing loops at an `omp for`) cannot tell apart: the
  // scheduler runs it, and its outcome follows the loop's chain marker.
  if (LTOPreLink || Chain.Steps.size() != 1 || Chain.LoopsAtPosition > 1 ||
      Chain.InClangWorksharing)
    return false;
  return isLeftToLLVMWhenLone(Chain.Steps.front().Kind);
}

llvm::DenseMap<unsigned, const loopcc::LoopChain *>
loopcc::chainsById(const ChainTable &Table) {
  llvm::DenseMap<unsigned, const LoopChain *> ById;
  for (const LoopChain &Chain : Table)
    ById[Chain.Id] = &Chain;
  return ById;
}
