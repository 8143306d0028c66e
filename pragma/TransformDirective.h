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

  /// `#pragma` (or `_Pragma`) to the end of the directive; KindLoc is the
  /// transformation's name, where notes point.
  clang::SourceRange Range;
  clang::SourceLocation KindLoc;
};

/// The role the next directive applies to when it names none.
LoopRole primaryRole(const TransformDirective &D);

} // namespace loopcc

#endif
