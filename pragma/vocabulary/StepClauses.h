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

#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>
#include <string>

namespace loopcc {

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

  /// `on(role)`: which loop produced by the previous step this one applies
  /// to; unset means the primary one.
  std::optional<LoopRole> On;

  /// The step as a user would write it, canonically spelled, for notes:
  /// "unroll count(2)", "vectorize width(8) interleave(2)".
  std::string spelling() const;
};

} // namespace loopcc

#endif
