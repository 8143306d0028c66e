//===- Fuse.h - fuse: one loop from a sequence of loops ---------*- C++ -*-===//
//
// A `fuse` takes adjacent loops, the statements of one block, and makes one
// loop of them whose iteration t runs iteration t of each loop, in the
// loops' order: OpenMP 6's `fuse`, each loop counted from its own first
// iteration. Where the loops run different numbers of iterations, the
// fused loop runs the most, and a loop's body only while that loop would
// still run (its statements' domains say so; Polly's code generator writes
// the guards or splits the loop).
//
// In the schedule tree the loops are siblings: filters of one sequence,
// each holding a loop's mark over its one-loop band. The fused loop is one
// band over the sequence of the loops' bodies. Polly's dependences then
// decide whether it is legal: a fuse that makes a statement of a later
// loop run before one of an earlier loop it depends on is refused, with
// the dependence named.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_FUSE_H
#define LOOPCC_PASSES_LOCALITY_FUSE_H

#include "passes/locality/StepInput.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "isl/isl-noexceptions.h"

#include <optional>
#include <string>

namespace llvm {
class LoopInfo;
} // namespace llvm

namespace polly {
class Scop;
} // namespace polly

namespace loopcc {

/// The marks of the \p Count loops a fuse on the loop marked \p First
/// takes: \p First and the loops after it in its sequence, over the
/// statements that are no loop between them (a sum's first or last value,
/// which fuseLoops moves). None, with \p Why, when there are fewer such
/// loops, or something between them holds a loop that is not one band
/// (\p Why completes "'fuse' ... cannot fuse ...: ").
std::optional<llvm::SmallVector<isl::schedule_node, 4>>
sequenceLoops(const isl::schedule_node &First, unsigned Count,
              std::string &Why);

/// What the loop of a mark asks the engine for next, as a fuse needs to
/// know it. The fuse's directive puts a fuse step on the first loop it
/// takes and a member step on each other one.
struct SequenceRequest {
  enum { None, Other, Fuse, Member } Kind = None;
  /// Other: tried already in this run of the engine (and not applied).
  bool Tried = false;
  /// Fuse: how many loops it takes; Member: its position (2 for the
  /// second loop).
  unsigned Count = 0;
};
using RequestAt =
    llvm::function_ref<SequenceRequest(const isl::schedule_node &Mark)>;

/// Whether the fuse of \p Count loops pending on \p First is tried now:
/// not while a loop it takes has a step of its own to try first (each loop
/// tiled, then their grid loops fused). When it is, \p Members gets the
/// marks of the loops that carry their member steps, which share its
/// outcome. A fuse whose loops cannot be found is tried (and refused).
bool fuseReady(const isl::schedule_node &First, unsigned Count, RequestAt At,
               llvm::SmallVectorImpl<isl::schedule_node> &Members);

/// Whether the member step at \p Position pending on \p Mark waits for a
/// fuse still to come on the loop Position - 1 loops before it; if not, it
/// is tried alone, to be refused.
bool fuseComing(const isl::schedule_node &Mark, unsigned Position,
                RequestAt At);

/// The position (from 2) of the first of \p Loops that does not carry its
/// member step: its own chain stopped before the fuse.
std::optional<unsigned> missingMember(llvm::ArrayRef<isl::schedule_node> Loops,
                                      RequestAt At);

/// A loop's first iteration as the source writes it, for the loop of a
/// mark: { [p] -> o } over the counters p of the loops around it, or null
/// when it is not known (a loop a step made). Polly's model knows only
/// the iterations that run a statement: a triangular loop (`j < i`) runs
/// none at i = 0, a guarded one (`if (i >= 2)`) none before 2, and a fuse
/// counted from the first of those would misalign the loops.
using LoopFirst =
    llvm::function_ref<isl::pw_aff(const isl::schedule_node &Mark)>;

/// The first iteration of the source loop \p Mark marks (LoopFirst), from
/// its header's domain in \p S; null for a loop a step made.
isl::pw_aff sourceLoopFirst(const polly::Scop &S, const llvm::LoopInfo &LI,
                            const isl::schedule_node &Mark);

/// The schedule with the loops marked \p Loops (from sequenceLoops) made
/// one loop under the mark \p Fused (may be null); null, with \p Why, when
/// a loop is not one band Polly models. Each loop is counted from its
/// first iteration, \p First's where it knows it, else the first its
/// statements run. A statement between two of the loops runs after the
/// fused loop when \p Dependences (statement level; may be null: none) has
/// one from a loop before it to it, else before the fused loop.
isl::schedule fuseLoops(llvm::ArrayRef<isl::schedule_node> Loops,
                        const isl::id &Fused,
                        const isl::union_map &Dependences, LoopFirst First,
                        std::string &Why);

/// fuse's step on the loop of \p In and the loops after it in its
/// sequence (\p At tells what each asks for), counted as \p First says:
/// the loops found (sequenceLoops), their member steps checked
/// (missingMember), then fuseLoops under the mark of the fused loop. Null,
/// with \p Why, where any of these refuses.
isl::schedule applyFuse(const StepInput &In, RequestAt At, LoopFirst First,
                        std::string &Why);

} // namespace loopcc

#endif
