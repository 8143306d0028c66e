//===- DirectiveDiagnostics.h - Diagnostics of the directive language -*- C++ -*-===//
//
// Every error, warning and note the pragma handler, the parser and the chain
// checks report. They are
// clang custom diagnostics, so clang prints them with file:line:column and a
// caret like its own.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PRAGMA_DIRECTIVEDIAGNOSTICS_H
#define LOOPCC_PRAGMA_DIRECTIVEDIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"

namespace loopcc {

/// The directive language's diagnostics; the message of each is in
/// DirectiveDiagnostics.cpp, with its arguments.
enum class DirectiveDiag {
  // Parser.
  ExpectedTransformation,
  UnknownTransformation,
  UnknownTransformationSuggest,
  UnknownClause,
  UnknownClauseSuggest,
  ClauseIsTransformation,
  UnexpectedToken,
  ExpectedLParen,
  ClauseTakesNoArgument,
  MissingArgument,
  ExpectedRParen,
  ExpectedScalable,
  DuplicateClause,
  NotInteger,
  NotPositive,
  Negative,
  TooLarge,
  NotPowerOfTwo,
  CountTooSmall,
  FullWithCount,
  UnknownRole,
  UnknownRoleSuggest,
  NestedDirective,
  MissingSizes,
  TileSizeTooSmall,
  MissingArray,
  TooManyLoops,
  LoopRangeArity,
  IdsTooMany,
  NameIsRole,
  NameTwiceInIds,
  LoopIdSyntax,
  LoopRangeCountTooSmall,
  NotAPermutation,
  PermutationTooShort,
  SkewTooManyFactors,
  SkewFactorsAllZero,
  RoleIndexOutOfRange,
  PieceOutOfRange,
  // `#pragma loop <word>` where the word is not `transform` (warnings in
  // -Wunknown-pragmas, on by default: the directive would be dropped).
  LoopNamespaceSuggest,
  LoopNamespaceMissingTransform,
  LoopNamespaceUnknown,
  // Chain checks.
  OnFirstDirective,
  RoleNotProduced,
  RoleBeyondNestDepth,
  AfterFullUnroll,
  DistributeAfterVectorize,
  UnrollAndJamAfterDistribute,
  BeforeFuse,
  AfterParallelize,
  UnknownScheduleKind,
  TooManyCopies,
  NotPerfectlyNested,
  ArrayNotInLoop,
  ArrayNotInLoopSuggest,
  // Notes.
  NoteMatchingLParen,
  NotePreviousClause,
  NoteRequestedHere,
};

/// The clang diagnostic ID of \p D in \p Diags (registered on first use).
unsigned getDirectiveDiagID(clang::DiagnosticsEngine &Diags, DirectiveDiag D);

/// Reports \p D at \p Loc; stream the arguments into the result.
clang::DiagnosticBuilder reportDirectiveDiag(clang::DiagnosticsEngine &Diags,
                                             clang::SourceLocation Loc,
                                             DirectiveDiag D);

} // namespace loopcc

#endif
