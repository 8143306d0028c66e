//===- StepClauses.h - What one step asks for, without clang -----*- C++ -*-===//
//
// The clauses of one transformation step: what a `#pragma loop transform`
// line says, and what a loop ID's attributes say. pragma/ extends it with
// source locations (TransformDirective); passes/ fills it from metadata
// (ChainFromMetadata.h). One struct, so that both spell a step the same way.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PRAGMA_VOCABULARY_STEPCLAUSES_H
#define LOOPCC_PRAGMA_VOCABULARY_STEPCLAUSES_H

#include "pragma/vocabulary/Vocabulary.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cassert>
#include <cstdint>
#include <optional>
#include <string>

namespace loopcc {

/// How a parallel loop's iterations are handed to its threads, as
/// OpenMP's schedule clause says.
enum class ParallelSchedule { Static, Dynamic };

/// One step's transformation and clauses. Optional clauses are unset when
/// not given.
struct StepClauses {
  TransformKind Kind = TransformKind::Vectorize;

  // vectorize: width(N), width(scalable), width(N, scalable), interleave(M),
  // predicate.
  std::optional<uint32_t> Width;
  bool Scalable = false;
  std::optional<uint32_t> InterleaveCount;
  bool Predicate = false;

  // interleave: count(M); unroll, unroll_and_jam: count(N).
  std::optional<uint32_t> Count;
  // unroll full.
  bool Full = false;
  // tile: sizes(S1, ..., Sd); interchange: permutation(P1, ..., Pd).
  llvm::SmallVector<uint32_t, 4> Sizes;
  llvm::SmallVector<uint32_t, 4> Permutation;
  // skew: factors(F2, ..., Fd), as written (empty: factors(1), a nest of
  // two loops); skewFactors(...) gives them.
  llvm::SmallVector<uint32_t, 4> Factors;
  // tile separate: full tiles generated apart from partial ones.
  bool Separate = false;
  // pack: array(NAME), the array as the source names it.
  std::string Array;
  // fuse: looprange(first, count), as written (empty: every loop of the
  // block).
  llvm::SmallVector<uint32_t, 2> LoopRange;
  // fuse, once bound to its block's loops: how many loops it fuses, on the
  // step the first of them carries; on the step each other loop carries,
  // its position among them (2 for the second), and FusedLoops is 0.
  uint32_t FusedLoops = 0;
  uint32_t FuseMember = 0;
  // parallelize: threads(N), the number of threads (unset: the runtime's
  // default, OMP_NUM_THREADS); schedule(static|dynamic[, CHUNK]).
  std::optional<uint32_t> Threads;
  std::optional<ParallelSchedule> Schedule;
  std::optional<uint32_t> Chunk;
  // ids(NAME, ...): names for the loops the step makes, one per produced
  // role in the table's order (`all` aside); "_" names none.
  llvm::SmallVector<std::string, 4> Ids;

  /// The name of the loop the step applies to (`#pragma loop id`, or an
  /// earlier step's ids(...)), for the messages; not a clause.
  std::string LoopName;

  /// `on(role)`: which loop produced by the previous step this one applies
  /// to; unset means the primary one.
  std::optional<LoopRole> On;
  /// The index in its chain of the step that made the loop this one applies
  /// to (On its role there), when that is not the step before: a chain's
  /// last step whose kind reaches back (reachesBack, Transformations.def)
  /// on a loop an earlier step made and no later one took. Unset: the step
  /// before.
  std::optional<unsigned> Producer;
  /// on(intratile(5)), deeper than any nest loopcc transforms: no step
  /// makes that loop, and which step it should have been is only known
  /// with the chain, so the chain check reports it (with the depth of the
  /// nest the step before transforms). The role as written, and the first
  /// of its family (intratile(1)); On is unset.
  std::string OnBeyondNest;
  std::optional<LoopRole> OnBeyondNestFamily;
  /// `on(NAME)`: the loop named so (`#pragma loop id`, or ids(...)); the
  /// frontend resolves it into On (frontend/LoopNames.cpp).
  std::string OnName;

  /// The step as a user would write it, canonically spelled, for notes:
  /// "unroll count(2)", "vectorize width(8) interleave(2)".
  std::string spelling() const;
  /// The index of the step that made the loop this one, at \p Index in
  /// its chain (not the first), applies to.
  unsigned producerIndex(unsigned Index) const {
    assert(Index > 0 && "the first step applies to the source loop");
    return Producer.value_or(Index - 1);
  }
  /// Forgets on(...) in whichever form it was written.
  void clearOn() {
    On.reset();
    OnBeyondNest.clear();
    OnBeyondNestFamily.reset();
  }
};

/// Whether \p Values is a permutation of 1..n with n >= 2, as an
/// interchange's permutation(...) must be.
bool isPermutation(llvm::ArrayRef<uint32_t> Values);

/// A skew's factors: one for each loop of its nest but the outermost,
/// factors(1) when none are written.
llvm::SmallVector<uint32_t, 4> skewFactors(const StepClauses &S);

/// False for `unroll full`: no loop remains for a later step.
bool producesLoops(const StepClauses &S);

/// The roles of the loops \p S produces, primary first (the spec's
/// table), `all` last where it has one; none for `unroll full`.
llvm::SmallVector<LoopRole, 8> producedRoles(const StepClauses &S);

/// How many perfectly nested loops \p S transforms: the sizes of a tile,
/// the permutation of an interchange (2 without one), a skew's factors and
/// its outermost loop, else 1.
unsigned nestDepth(const StepClauses &S);

/// The name ids(...) of \p S gives the loop of role \p Role it makes; ""
/// when it names none.
llvm::StringRef loopNameFor(const StepClauses &S, LoopRole Role);

/// "loop not vectorized: " for \p S, with the name of the loop it applies
/// to where it has one: "loop 'jj' not vectorized: ".
std::string missedPrefixFor(const StepClauses &S);

/// The role of the loops \p Next applies to among those \p Producer made:
/// the one it names (an alias such as a permutation's `outer` resolved),
/// else the primary one.
LoopRole targetRole(const StepClauses &Producer, const StepClauses &Next);

/// Whether, of the loops \p Producer makes, the one of role \p Outside
/// encloses the one of role \p Inside (a tile's grid(1) its intratile(2),
/// a jam's outer loop its inner one).
bool enclosesMade(const StepClauses &Producer, LoopRole Outside,
                  LoopRole Inside);

} // namespace loopcc

#endif
