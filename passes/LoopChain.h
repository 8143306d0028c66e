//===- LoopChain.h - A chain of loop transformations, in LLVM terms -*- C++ -*-===//
//
// What the frontend hands to the passes: for each loop that carries
// `#pragma loop transform` directives, the loop's key (function, line,
// column of its keyword) and its steps in application order. Pure LLVM: the
// passes never see clang's types.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOOPCHAIN_H
#define LOOPCC_PASSES_LOOPCHAIN_H

#include "pragma/vocabulary/StepClauses.h"
#include "pragma/vocabulary/Vocabulary.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace loopcc {

/// A source position as diagnostics print it.
struct SourcePosition {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
};

/// Whether a location LLVM reports (a file name as debug info spells it,
/// line, column) is \p Pos. Files are compared by name without directories:
/// the debug info and the frontend may spell the directory differently, and
/// the frontend rejects bindings that file names could not tell apart.
bool isAtPosition(const SourcePosition &Pos, llvm::StringRef File,
                  unsigned Line, unsigned Column);

/// One transformation of a chain: its clauses (shared with the parser's
/// TransformDirective), and how the messages name it.
struct ChainStep : StepClauses {
  /// Where the directive is, for notes.
  SourcePosition Pragma;
  /// The directive as written canonically, e.g. "unroll count(2)".
  std::string Spelling;
};

/// The steps written above one loop, nearest the loop first.
struct LoopChain {
  unsigned Id = 0;
  /// The loop's key: the IR function it is in, and the position of its
  /// `for`/`while`/`do` keyword (what clang puts in the loop's start
  /// location).
  std::string Function;
  SourcePosition Loop;
  /// When a macro expansion writes the loop and others of the function,
  /// all at the macro's use (clang's debug locations put every loop of a
  /// macro's body there): how many loops of the function have that
  /// position, and which of them this is, in source order, an outer loop
  /// before the loops inside it. 0 when the position is the loop's alone.
  /// The frontend's, for attaching the chain; not in the chain record.
  unsigned LoopsAtPosition = 0;
  unsigned LoopOrdinal = 0;
  /// The loop is a `#pragma omp for`'s, shared out among the threads by
  /// clang's code: clang emits the loop each thread runs (inside the
  /// runtime's dispatch loop, for a dynamic schedule) at the directive's
  /// position, which Loop is. The frontend's, not in the record.
  bool InClangWorksharing = false;
  llvm::SmallVector<ChainStep, 4> Steps;
};

/// All chains of a translation unit.
using ChainTable = std::vector<LoopChain>;

/// The step that applies, after step \p Step of \p Chain, to a loop step
/// \p Step made: the next one, unless there is none or it is a leaf on an
/// earlier step's loop (StepClauses::Producer).
const ChainStep *stepAfter(const LoopChain &Chain, unsigned Step);

/// Each chain of \p Table by its id.
llvm::DenseMap<unsigned, const LoopChain *> chainsById(const ChainTable &Table);

/// A lone directive whose transformation LLVM's own pipeline performs
/// (vectorize, interleave, unroll, distribute) is left to that pipeline, so
/// that it gives exactly clang's code; the reporter judges it afterwards.
/// Not in an LTO pre-link compile, whose pipeline has no vectorizer.
bool isLeftToLLVM(const LoopChain &Chain, bool LTOPreLink = false);

} // namespace loopcc

#endif
