//===- DirectiveDiagnostics.cpp - Texts of the directive diagnostics ------===//

#include "pragma/DirectiveDiagnostics.h"

#include "clang/Basic/DiagnosticIDs.h"
#include "llvm/Support/ErrorHandling.h"

namespace loopcc {

namespace {

struct DiagText {
  bool IsNote;
  const char *Format;
};

} // namespace

static DiagText textOf(DirectiveDiag D) {
  switch (D) {
  case DirectiveDiag::ExpectedTransformation:
    return {false, "expected a transformation after '#pragma loop transform': "
                   "%0"};
  case DirectiveDiag::UnknownTransformation:
    return {false, "unknown loop transformation '%0'; expected %1"};
  case DirectiveDiag::UnknownTransformationSuggest:
    return {false, "unknown loop transformation '%0'; did you mean '%1'?"};
  case DirectiveDiag::UnknownClause:
    return {false, "unknown clause '%0' for '%1'; '%1' accepts %2"};
  case DirectiveDiag::UnknownClauseSuggest:
    return {false, "unknown clause '%0' for '%1'; did you mean '%2'?"};
  case DirectiveDiag::UnexpectedToken:
    return {false, "unexpected '%0' in '#pragma loop transform %1'; expected "
                   "a clause or the end of the directive ('%1' accepts %2)"};
  case DirectiveDiag::ExpectedLParen:
    return {false, "expected '(' after '%0'"};
  case DirectiveDiag::ClauseTakesNoArgument:
    return {false, "'%0' takes no argument"};
  case DirectiveDiag::MissingArgument:
    return {false, "missing argument to '%0'; expected %1"};
  case DirectiveDiag::ExpectedRParen:
    return {false, "expected ')' after the argument of '%0'"};
  case DirectiveDiag::ExpectedScalable:
    return {false, "expected 'scalable' after ',' in 'width(...)'"};
  case DirectiveDiag::DuplicateClause:
    return {false, "duplicate clause '%0'"};
  case DirectiveDiag::NotInteger:
    return {false, "argument of '%0' must be %1, not '%2'"};
  case DirectiveDiag::NotPositive:
    return {false, "argument of '%0' must be positive, not %1"};
  case DirectiveDiag::TooLarge:
    return {false, "argument of '%0' is too large: %1 exceeds %2"};
  case DirectiveDiag::NotPowerOfTwo:
    return {false, "argument of '%0' must be a power of two, not %1"};
  case DirectiveDiag::CountTooSmall:
    return {false, "'%0 count(%1)' would leave the loop unchanged; the count "
                   "must be at least 2"};
  case DirectiveDiag::FullWithCount:
    return {false, "'full' and 'count' cannot both be given to 'unroll'"};
  case DirectiveDiag::UnknownRole:
    return {false, "unknown loop role '%0'; expected %1"};
  case DirectiveDiag::UnknownRoleSuggest:
    return {false, "unknown loop role '%0'; did you mean '%1'?"};
  case DirectiveDiag::NestedDirective:
    return {false, "'#pragma loop transform' inside the arguments of another "
                   "'#pragma loop transform'; a directive must stand on its "
                   "own, before the loop"};
  case DirectiveDiag::OnFirstDirective:
    return {false, "'on(%0)' has nothing to refer to: '%1' is the directive "
                   "nearest the loop, so it is applied first and no earlier "
                   "transformation produced the loop it names"};
  case DirectiveDiag::RoleNotProduced:
    return {false, "'on(%0)' names no loop produced by '%1'; the roles of "
                   "'%1' are %2"};
  case DirectiveDiag::AfterFullUnroll:
    return {false, "'%0' cannot follow 'unroll full': full unrolling leaves "
                   "no loop to transform"};
  case DirectiveDiag::DistributeAfterVectorize:
    return {false, "'distribute' cannot follow '%0': LoopDistribute only "
                   "splits off memory dependences that are unsafe for "
                   "vectorization, and %1 loop has none"};
  case DirectiveDiag::UnrollAndJamAfterDistribute:
    return {false, "'unroll_and_jam' cannot follow 'distribute': distribute "
                   "only handles innermost loops, which have no inner loop "
                   "to jam"};
  case DirectiveDiag::TooManyCopies:
    return {false, "'%0' makes %1 copies of the loop body in this chain (%2); "
                   "loopcc makes at most %3"};
  case DirectiveDiag::NoteMatchingLParen:
    return {true, "to match this '('"};
  case DirectiveDiag::NotePreviousClause:
    return {true, "previous '%0' is here"};
  case DirectiveDiag::NoteRequestedHere:
    return {true, "'%0' requested here"};
  }
  llvm_unreachable("unknown DirectiveDiag");
}

unsigned getDirectiveDiagID(clang::DiagnosticsEngine &Diags, DirectiveDiag D) {
  DiagText Text = textOf(D);
  // Notes carry Fatal severity, as clang's own notes do; their level is taken
  // from the diagnostic they are attached to.
  clang::DiagnosticIDs::CustomDiagDesc Desc(
      Text.IsNote ? clang::diag::Severity::Fatal : clang::diag::Severity::Error,
      Text.Format,
      Text.IsNote ? clang::DiagnosticIDs::CLASS_NOTE
                  : clang::DiagnosticIDs::CLASS_ERROR,
      /*ShowInSystemHeader=*/true, /*ShowInSystemMacro=*/true);
  // getCustomDiagID uniques descriptions, so repeated calls are cheap lookups.
  return Diags.getDiagnosticIDs()->getCustomDiagID(Desc);
}

clang::DiagnosticBuilder reportDirectiveDiag(clang::DiagnosticsEngine &Diags,
                                             clang::SourceLocation Loc,
                                             DirectiveDiag D) {
  return Diags.Report(Loc, getDirectiveDiagID(Diags, D));
}

} // namespace loopcc
