//===- Pack.h - pack array(NAME) on a schedule tree -------------*- C++ -*-===//
//
// A data-layout step: for each iteration of the loops around the loop it is
// put on, the part of the array that the loop touches is copied into a
// buffer of its own, contiguous and in the order the innermost loops read
// it; the loop's accesses are redirected to the buffer; and the elements
// the loop writes are copied back after it. BLIS's packing of the panels
// of a matrix product (Low et al., "Analytical modeling is enough for
// high-performance BLIS"), as Polly's MatmulOptimizer grafts it for the
// one pattern it recognises, here for any array and loop a directive
// names.
//
// The copies are Polly copy statements (Scop::addScopStmt) grafted into
// the schedule tree by extension nodes before and after the loop's mark;
// the buffer is a Polly array without a base pointer, which Polly's code
// generator allocates: on the stack (aligned to a cache line) when small,
// else with malloc at the start of the nest and free at its end.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_PACK_H
#define LOOPCC_PASSES_LOCALITY_PACK_H

#include "passes/locality/StepInput.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "isl/isl-noexceptions.h"

#include <string>
#include <utility>

namespace polly {
class Scop;
class ScopArrayInfo;
} // namespace polly

namespace loopcc {

/// The array of \p S that the source calls \p Name, as the loop under
/// \p Mark accesses it: by the IR name of its base (a global, a named
/// parameter), else by the text of its accesses at their source locations
/// (`B[k][j]`; clang drops other names). Null, with \p Why completing
/// "loop not packed: ", when there is none, or more than one.
const polly::ScopArrayInfo *findPackedArray(const polly::Scop &S,
                                            const isl::schedule_node &Mark,
                                            llvm::StringRef Name,
                                            std::string &Why);

/// Whether the loop under \p Mark can be packed for \p Array (\p Name, as
/// the source names it, for the reasons): every access
/// to it there is affine and certain (a write Polly knows happens), and no
/// other array of the model shares its memory. \p Why says what is not.
bool canPack(const polly::Scop &S, const isl::schedule_node &Mark,
             const polly::ScopArrayInfo &Array, llvm::StringRef Name,
             std::string &Why);

/// Packs \p Array for the loop under \p Mark (canPack holds): adds the
/// buffer and the copy statements to \p S, redirects the loop's accesses,
/// and returns the schedule with the copies grafted around the mark. Null,
/// with \p Why, and \p S unchanged, when an earlier pack of the loop
/// already redirected the array's accesses, when the part of the array one
/// run of the loop touches has no bounded size, or when its buffer would
/// exceed \p MaxBytes; a buffer above \p StackBytes lives on the heap.
isl::schedule packArray(polly::Scop &S, const isl::schedule_node &Mark,
                        const polly::ScopArrayInfo &Array, llvm::StringRef Name,
                        uint64_t MaxBytes, uint64_t StackBytes,
                        std::string &Why);

/// A pack applied to a SCoP's schedule, its copies not grafted yet: they
/// come once every reordering step of the SCoP is checked (the dependences
/// know nothing of copy statements), at the mark its loop then has.
struct PendingPack {
  /// The packed loop's mark.
  isl::id Mark;
  const polly::ScopArrayInfo *Array;
  /// The array as the source names it, and the step as written.
  std::string Name;
  std::string Spelling;
  unsigned ChainId = 0;
  unsigned StepIndex = 0;
};

/// The packs whose loop a later step replaced go with it: \p Moved pairs
/// each replaced mark with the mark of the outermost new loop that runs its
/// loop's iterations (any place of the copies is right; this one keeps the
/// buffer the size the user chose).
void followMovedLoops(llvm::MutableArrayRef<PendingPack> Packs,
                      llvm::ArrayRef<std::pair<isl::id, isl::id>> Moved);

/// \p Sched with the copies of \p P grafted (packArray at the mark its
/// loop has). Null, with \p Why, when its loop is no longer found (never
/// silently dropped) or its buffer cannot be made.
isl::schedule graftPack(polly::Scop &S, const isl::schedule &Sched,
                        const PendingPack &P, uint64_t MaxBytes,
                        uint64_t StackBytes, std::string &Why);

/// The buffers of \p S's packs: its arrays without a base pointer, which
/// Polly's code generator allocates.
llvm::SmallVector<const polly::ScopArrayInfo *, 2>
packBuffers(const polly::Scop &S);

/// Gives every access to one of \p Buffers, once Polly's code generator
/// allocated them, the alignment of its element. The generator copies a
/// redirected access's alignment from the instruction it had, which was
/// right for the array's address, not for the buffer's: A[i + 1][2] is
/// 16-byte aligned in rows of 32 doubles, element i + 1 of a buffer is not
/// (a vector load of it faulted). InferAlignment raises it where the
/// address shows more.
void alignBufferAccesses(
    llvm::ArrayRef<const polly::ScopArrayInfo *> Buffers);

/// pack's step: the loop of \p In stays as it is, under the mark of its
/// role; \p Pending gets the pack (its mark, array and names; the caller
/// gives it the chain and step) to graft once the SCoP's steps are all
/// checked. Null, with \p Why, when the array cannot be packed there.
isl::schedule applyPack(const StepInput &In, PendingPack &Pending,
                        std::string &Why);

} // namespace loopcc

#endif
