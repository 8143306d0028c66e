//===- Parallelize.h - parallelize on a schedule tree ----------*- C++ -*-===//
//
// parallelize: the loop's iterations run on the threads of LLVM's OpenMP
// runtime (libomp), each once. The schedule does not change; the loop's
// mark is recorded as parallel, and the code generator outlines the loop
// and hands its iterations to the runtime (Polly's parallel loop generator
// for libomp: __kmpc_fork_call, __kmpc_for_static_init_8 or
// __kmpc_dispatch_*).
//
// Legal where the loop carries no dependence: its iterations may then run
// in any order, so the loop reversed must keep every dependence of the
// nest (the check reverse uses names the dependence that forbids it). A
// sum every iteration updates is carried too: no thread has a copy of its
// own yet, so such a loop is refused, the sum named.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_PARALLELIZE_H
#define LOOPCC_PASSES_LOCALITY_PARALLELIZE_H

#include "passes/locality/ParallelSums.h"
#include "passes/locality/ReductionSlots.h"
#include "passes/locality/StepInput.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace polly {
class IslAstInfo;
} // namespace polly

namespace loopcc {

/// A loop the code generator runs in parallel: its mark, and how its
/// iterations are shared out.
struct ParallelLoop {
  isl::id Mark;
  std::optional<uint32_t> Threads;
  std::optional<ParallelSchedule> Schedule;
  std::optional<uint32_t> Chunk;
  /// The sums its iterations update, each thread with a copy of its own.
  llvm::SmallVector<ParallelSum, 1> Sums;
  /// The step that asked, for its outcome.
  unsigned ChainId = 0;
  unsigned StepIndex = 0;
  std::string Spelling;
};

/// Why \p In's loop may not run its iterations in parallel on \p In's
/// dependences ("" when it may); the sums it carries, each thread to have
/// a copy of its own, in \p Sums.
std::string parallelBlocker(const StepInput &In,
                            llvm::SmallVectorImpl<ParallelSum> &Sums);

/// A floating-point sum of \p Slots that may not be reordered, when it is
/// all that keeps \p In's loop from running in parallel (to Polly such a
/// sum is a plain dependence: the test again with it marked a reduction);
/// null otherwise. \p S is \p In's SCoP, whose marks it puts back.
const ReductionSlot *
onlyUnorderedSumBlocks(polly::Scop &S, const StepInput &In,
                       llvm::ArrayRef<ReductionSlot> Slots);

/// The schedule with \p In's loop marked parallel (the schedule is the
/// same, the loop gets the mark of its `parallel` role), \p P filled in;
/// null, with \p Why, when the loop carries a dependence, or a sum that
/// is not kept in a variable.
isl::schedule applyParallelize(const StepInput &In, ParallelLoop &P,
                               std::string &Why);

/// Polly's options for parallel code, set while the code of a nest with
/// parallel loops is generated, put back afterwards.
class ParallelCodeGeneration {
public:
  /// For the loops \p Loops (none: nothing is changed).
  explicit ParallelCodeGeneration(llvm::ArrayRef<ParallelLoop> Loops);
  ~ParallelCodeGeneration();
  ParallelCodeGeneration(const ParallelCodeGeneration &) = delete;
  ParallelCodeGeneration &operator=(const ParallelCodeGeneration &) = delete;

  /// Before the AST is built: Polly's parallelism test on, so that every
  /// loop has the annotation its code generator reads.
  void beforeAst();
  /// A loop asked for that stays sequential, and why.
  struct Refusal {
    const ParallelLoop *Loop;
    std::string Why;
  };
  /// Marks exactly the loops asked for as run in parallel in \p Ast (Polly
  /// would pick the outermost parallel loop of every nest); the marks of
  /// Polly's test, which found no loop-carried dependence, must agree. The
  /// steps whose loop Polly's test finds carrying a dependence, whose mark
  /// the AST lost, or whose loop lies inside another loop run in parallel
  /// are returned (their loops stay sequential); a loop the AST runs once,
  /// with no for node, is left as it is.
  llvm::SmallVector<Refusal, 1> annotate(polly::IslAstInfo &Ast);
  /// After code generation: each outlined function of \p M added since
  /// \p FunctionsBefore, in the order the parallel loops were generated,
  /// gets its loop's schedule, chunk and threads, each thread a copy of
  /// its sums (ParallelSums.h), and the loop ID of its mark on the loop
  /// that runs the thread's iterations, so that the chain goes on there.
  /// Each gets \p Caller's function attributes (its target, sanitizers,
  /// floating-point modes). The loops whose sums could not be given
  /// copies are returned: they run on one thread.
  llvm::SmallVector<const ParallelLoop *, 1>
  finish(llvm::Module &M, unsigned FunctionsBefore,
         const llvm::Function &Caller);

private:
  llvm::ArrayRef<ParallelLoop> Loops;
  /// The mark of each loop generated in parallel, in the AST's order.
  llvm::SmallVector<const ParallelLoop *, 2> Generated;
  struct Saved;
  std::unique_ptr<Saved> Old;
};

} // namespace loopcc

#endif
