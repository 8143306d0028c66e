//===- Vocabulary.h - Transformations, roles and clauses by name -*- C++ -*-===//
//
// The enums and lookups generated from Transformations.def. The directive
// parser, the chain checks, the frontend and the passes all speak of
// transformations and roles through these, never through strings. Depends
// on LLVM's ADT only.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PRAGMA_VOCABULARY_VOCABULARY_H
#define LOOPCC_PRAGMA_VOCABULARY_VOCABULARY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace loopcc {

enum class TransformKind {
#define LOOPCC_TRANSFORM(Kind, ...) Kind,
#include "pragma/vocabulary/Transformations.def"
};

/// The loops a transformation produces, by the name a later directive uses
/// in `on(role)`. `All` stands for every loop the transformation produces.
enum class LoopRole {
#define LOOPCC_ROLE(Role, ...) Role,
#include "pragma/vocabulary/Transformations.def"
};

enum class Clause {
#define LOOPCC_CLAUSE(Clause, ...) Clause,
#include "pragma/vocabulary/Transformations.def"
};

inline constexpr unsigned NumClauses = 0
#define LOOPCC_CLAUSE(Clause, ...) +1
#include "pragma/vocabulary/Transformations.def"
    ;

/// As written in a directive: "unroll_and_jam".
llvm::StringRef transformName(TransformKind Kind);
/// Every transformation's name, in the table's order (for suggestions).
llvm::ArrayRef<llvm::StringRef> transformNames();
std::optional<TransformKind> transformKindFromName(llvm::StringRef Name);

/// As written in `on(role)` and in follow-up attributes: "remainder_inner".
llvm::StringRef roleName(LoopRole Role);
llvm::ArrayRef<llvm::StringRef> roleNames();
/// The roles as messages list them: a depth-indexed family once, as
/// "grid(k)".
llvm::ArrayRef<llvm::StringRef> roleNamesForMessages();
/// The words `on(...)` starts with: "vectorized", ..., "grid", "level".
llvm::ArrayRef<llvm::StringRef> roleWords();
std::optional<LoopRole> roleFromName(llvm::StringRef Name);
/// Whether a loop of this role runs the copies of the body the step made
/// (remainders and epilogues run the original body).
bool roleRunsCopies(LoopRole Role);
/// Whether one step may make several loops of this role (then ids(...)
/// gives it no name).
bool roleMayBeSeveral(LoopRole Role);

llvm::StringRef clauseName(Clause C);
/// The clauses \p Kind accepts, in the spec's order.
llvm::ArrayRef<Clause> acceptedClauses(TransformKind Kind);
/// The same as the diagnostics list them: "count(N), full and on(role)".
llvm::StringRef acceptedClausesText(TransformKind Kind);

/// The roles of the loops \p Kind produces, primary first, `all` last where
/// it has one. (`unroll full` produces none; the caller knows the clause.)
llvm::ArrayRef<LoopRole> producedRoles(TransformKind Kind);

/// Whether \p Kind keeps its loop the outermost loop over the loop's own
/// iterations (it may stand below clang's `#pragma omp for`).
bool keepsOutermostLoop(TransformKind Kind);
/// Those kinds' spellings as a message lists them: "tile, unroll, ...".
std::string keepsOutermostLoopText();

/// Whether \p Kind, as a chain's last step, may apply to a loop an earlier
/// step made that no later step took (Transformations.def).
bool reachesBack(TransformKind Kind);

/// "llvm.loop.vectorize." for vectorize (and interleave).
std::string metadataPrefix(TransformKind Kind);
/// "llvm.loop.unroll.followup_" for unroll.
std::string followupPrefix(TransformKind Kind);
/// "loop not unroll-and-jammed: ".
std::string missedPrefix(TransformKind Kind);
/// The pass that applies \p Kind, as its remarks name it ("loop-unroll"),
/// or "" when no LLVM pass does.
llvm::StringRef passName(TransformKind Kind);
/// Whether a lone directive of this kind is left to LLVM's own pipeline.
bool isLeftToLLVMWhenLone(TransformKind Kind);
/// Whether \p Kind consumes the loop nested directly inside its loop
/// (unroll_and_jam jams it, interchange swaps it).
bool consumesInnerLoop(TransformKind Kind);
/// How the warning names \p Kind's pass when it takes innermost loops only
/// ("vectorizer vectorizes"); "" when it takes any loop.
llvm::StringRef innermostOnlyPass(TransformKind Kind);
/// When a step needs its loop's memory recurrences as written (GVN's
/// load-in-loop PRE would carry them in registers first).
enum class RecurrenceNeed {
  Always,
  /// When an unroll comes before it in the chain: the register the
  /// unrolled loop carries also feeds the remainder loop after it.
  AfterUnroll,
  Never,
};
RecurrenceNeed recurrenceNeed(TransformKind Kind);
/// When the scheduler applies a step (the table's Schedule column).
enum class StepSchedule {
  AtVectorizerStart,
  /// Also in the function simplification pipeline, before LLVM's loop
  /// passes and GVN change its loops; a deferred step's loop is left as it
  /// is (a lone distribute is LLVM's, and its code stays clang's).
  Early,
  /// Early, and a loop whose first step this is and which the early run
  /// deferred is held whole until the later run.
  EarlyHeld,
  /// At VectorizerStart, and the chains of every loop of its nest wait
  /// for it there: the step creates a function (only the module's
  /// pipeline may), and a nest the early run regenerated models less
  /// exactly.
  NestAtVectorizerStart,
};
StepSchedule stepSchedule(TransformKind Kind);
/// The kind that stands for every kind one pass applies: vectorize for
/// interleave, tile for interchange and reverse (one locality engine).
TransformKind passKind(TransformKind Kind);

/// The deepest nest a locality transformation (tile, interchange
/// permutation) takes: the table has one grid/intratile/level role per depth.
inline constexpr unsigned MaxNestDepth = 4;
/// The largest factor of `skew factors(...)`.
inline constexpr uint32_t MaxSkewFactor = 1024;
/// The most threads `parallelize threads(N)` asks for, and the largest
/// chunk of its schedule: loopcc's limits, far above any machine's
/// hardware threads and any useful chunk.
inline constexpr uint32_t MaxThreads = 65536;
inline constexpr uint32_t MaxChunk = 1u << 30;
/// The most pieces distribute's piece(k) roles name (statements of the
/// loop's body, at any depth).
inline constexpr unsigned MaxPieces = 8;
/// piece(K), 1 <= K <= MaxPieces; the K of a piece role, 0 for any other.
LoopRole pieceRole(unsigned K);
unsigned pieceIndex(LoopRole Role);
/// grid(Depth), intratile(Depth), level(Depth); 1 <= Depth <= MaxNestDepth.
LoopRole gridRole(unsigned Depth);
LoopRole intratileRole(unsigned Depth);
LoopRole levelRole(unsigned Depth);
/// The depth a depth-indexed role names, 0 for every other role.
unsigned roleDepth(LoopRole Role);
/// The roles of the loops one directive of \p Kind produces, primary first:
/// \p Depth is the number of sizes of a tile, the length of an interchange's
/// permutation (0: the plain two-loop interchange); other kinds ignore it.
llvm::SmallVector<LoopRole, 8> producedRoles(TransformKind Kind,
                                             unsigned Depth);
/// The role among \p Produced that \p Named names: itself, or for a
/// permutation `outer`/`inner` (level(1)/level(d)), for a plain interchange
/// level(1)/level(2) (outer/inner). None when \p Named is not produced.
std::optional<LoopRole> resolveRole(llvm::ArrayRef<LoopRole> Produced,
                                    LoopRole Named);

/// "a, b or c", as messages list names.
std::string joinNames(llvm::ArrayRef<llvm::StringRef> Names);

} // namespace loopcc

#endif
