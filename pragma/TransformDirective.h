//===- TransformDirective.h - One checked #pragma loop transform -*- C++ -*-===//
//
// The directive language's data model: what one `#pragma loop transform`
// line asks for, after parsing and checking. Depends on clang's Basic only
// (source locations), so that the parser, the chain checks and the frontend
// share it.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PRAGMA_TRANSFORMDIRECTIVE_H
#define LOOPCC_PRAGMA_TRANSFORMDIRECTIVE_H

#include "pragma/vocabulary/StepClauses.h"
#include "pragma/vocabulary/Vocabulary.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace loopcc {

/// One checked directive: its clauses, and where it and they are written.
struct TransformDirective : StepClauses {
  /// Where `on(role)` is written.
  clang::SourceLocation OnLoc;
  /// Where the name in `array(NAME)` is written.
  clang::SourceLocation ArrayLoc;
  /// Where ids(...) is written, each of its names, and the name of
  /// on(NAME).
  clang::SourceLocation IdsLoc;
  llvm::SmallVector<clang::SourceLocation, 4> IdLocs;
  clang::SourceLocation OnNameLoc;

  /// `#pragma loop id(NAME)`: not a step; it names the loop that follows.
  bool NamesLoop = false;
  /// Written as OpenMP's directive (`#pragma omp tile`), taken as this step
  /// under -floop-transform-openmp (OpenMPTransformPragma.h).
  bool FromOpenMP = false;
  /// `#pragma omp parallel for` above a stack: the stack's last step, on
  /// the outermost loop the stack makes (OpenMP 6), which need not be a
  /// loop of the step before (frontend/WorksharingTarget.h).
  bool OnOutermostMade = false;
  /// The first directive of a stack moved onto the chain of a loop named
  /// elsewhere (frontend/LoopNames.h): the stack starts here.
  bool StartsMovedStack = false;

  /// `#pragma` (or `_Pragma`) to the end of the directive; KindLoc is the
  /// transformation's name, where notes point.
  clang::SourceRange Range;
  clang::SourceLocation KindLoc;
};

/// The role the next directive applies to when it names none.
LoopRole primaryRole(const TransformDirective &D);

/// A loop a step of a chain made: the step's index, the loop's role.
struct MadeLoop {
  unsigned Step = 0;
  LoopRole Role = LoopRole::All;
};

/// The outermost loop that steps \p First to the end of \p Chain (in
/// application order) make of the loop step \p First applies to: the loop
/// OpenMP 6's worksharing loop above them shares out. None when the last
/// step on it leaves no loop (`unroll full`) or \p First is past the end.
std::optional<MadeLoop>
outermostLoopMade(llvm::ArrayRef<TransformDirective> Chain, unsigned First);

} // namespace loopcc

#endif
