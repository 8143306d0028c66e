//===- DirectiveDiagnostics.cpp - Texts of the directive diagnostics ------===//

#include "pragma/DirectiveDiagnostics.h"

#include "clang/Basic/DiagnosticIDs.h"
#include "llvm/Support/ErrorHandling.h"

#include <optional>

namespace loopcc {

namespace {

enum DiagLevel { Error, Warning, Note };

struct DiagText {
  DiagLevel Level;
  const char *Format;
};

} // namespace

static DiagText textOf(DirectiveDiag D) {
  switch (D) {
  case DirectiveDiag::ExpectedTransformation:
    return {Error, "expected a transformation after '#pragma loop transform': "
                   "%0"};
  case DirectiveDiag::UnknownTransformation:
    return {Error, "unknown loop transformation '%0'; expected %1"};
  case DirectiveDiag::UnknownTransformationSuggest:
    return {Error, "unknown loop transformation '%0'; did you mean '%1'?"};
  case DirectiveDiag::UnknownClause:
    return {Error, "unknown clause '%0' for '%1'; '%1' accepts %2"};
  case DirectiveDiag::UnknownClauseSuggest:
    return {Error, "unknown clause '%0' for '%1'; did you mean '%2'?"};
  case DirectiveDiag::ClauseIsTransformation:
    return {Error, "'%0' is a transformation, not a clause of '%1': write "
                   "each transformation as a '#pragma loop transform' of its "
                   "own, one per line (the one nearest the loop applies "
                   "first)"};
  case DirectiveDiag::UnexpectedToken:
    return {Error, "unexpected '%0' in '#pragma loop transform %1'; expected "
                   "a clause or the end of the directive ('%1' accepts %2)"};
  case DirectiveDiag::ExpectedLParen:
    return {Error, "expected '(' after '%0'"};
  case DirectiveDiag::ClauseTakesNoArgument:
    return {Error, "'%0' takes no argument"};
  case DirectiveDiag::MissingArgument:
    return {Error, "missing argument to '%0'; expected %1"};
  case DirectiveDiag::ExpectedRParen:
    return {Error, "expected ')' after the argument of '%0'"};
  case DirectiveDiag::ExpectedScalable:
    return {Error, "expected 'scalable' after ',' in 'width(...)'"};
  case DirectiveDiag::DuplicateClause:
    return {Error, "duplicate clause '%0'"};
  case DirectiveDiag::NotInteger:
    return {Error, "argument of '%0' must be %1, not '%2'"};
  case DirectiveDiag::NotPositive:
    return {Error, "argument of '%0' must be positive, not %1"};
  case DirectiveDiag::Negative:
    return {Error, "argument of '%0' must be 0 or more, not %1"};
  case DirectiveDiag::TooLarge:
    return {Error, "argument of '%0' is too large: %1 exceeds %2"};
  case DirectiveDiag::NotPowerOfTwo:
    return {Error, "argument of '%0' must be a power of two, not %1"};
  case DirectiveDiag::CountTooSmall:
    return {Error, "'%0 count(%1)' would leave the loop unchanged; the count "
                   "must be at least 2"};
  case DirectiveDiag::FullWithCount:
    return {Error, "'full' and 'count' cannot both be given to 'unroll'"};
  case DirectiveDiag::UnknownRole:
    return {Error, "unknown loop role '%0'; expected %1"};
  case DirectiveDiag::UnknownRoleSuggest:
    return {Error, "unknown loop role '%0'; did you mean '%1'?"};
  case DirectiveDiag::NestedDirective:
    return {Error, "'#pragma loop transform' inside the arguments of another "
                   "'#pragma loop transform'; a directive must stand on its "
                   "own, before the loop"};
  case DirectiveDiag::MissingSizes:
    return {Error, "'tile' needs 'sizes(S1, ..., Sd)': the tile size of each "
                   "of the d loops it tiles"};
  case DirectiveDiag::ArrayNotInLoop:
    return {Error, "'pack array(%0)': the loop accesses no array named '%0' "
                   "through a subscript; %1"};
  case DirectiveDiag::ArrayNotInLoopSuggest:
    return {Error, "'pack array(%0)': the loop accesses no array named '%0' "
                   "through a subscript; did you mean '%1'?"};
  case DirectiveDiag::MissingArray:
    return {Error, "'pack' needs 'array(NAME)': the array whose part the "
                   "loop touches is copied into a contiguous buffer"};
  case DirectiveDiag::TileSizeTooSmall:
    return {Error, "a tile of size 1 would leave its loop unchanged; each "
                   "tile size must be at least 2"};
  case DirectiveDiag::TooManyLoops:
    return {Error, "'%0' lists %1 loops; loopcc transforms nests of at most "
                   "%2 loops"};
  case DirectiveDiag::IdsTooMany:
    return {Error, "'ids' names %0 loops; '%1' makes %2 (%3)"};
  case DirectiveDiag::NameIsRole:
    return {Error, "'%0' is a loop role; a loop's name must differ from the "
                   "roles, so that on(%0) has one meaning"};
  case DirectiveDiag::NameTwiceInIds:
    return {Error, "'ids' names two loops '%0'; each name names one loop"};
  case DirectiveDiag::LoopIdSyntax:
    return {Error, "expected '#pragma loop id(NAME)': one identifier, the "
                   "name of the loop that follows"};
  case DirectiveDiag::LoopRangeArity:
    return {Error, "'looprange' takes two integers, the position of the first "
                   "loop to fuse (1 for the block's first loop) and how many "
                   "loops to fuse: 'looprange(1, 2)'"};
  case DirectiveDiag::LoopRangeCountTooSmall:
    return {Error, "'looprange(%0, %1)' names one loop; 'fuse' needs at least "
                   "2 loops"};
  case DirectiveDiag::NotAPermutation:
    return {Error, "'permutation(%0)' is not a permutation of 1..%1: %2"};
  case DirectiveDiag::PermutationTooShort:
    return {Error, "'permutation' needs at least 2 loops; 'permutation(%0)' "
                   "would leave the nest unchanged"};
  case DirectiveDiag::SkewTooManyFactors:
    return {Error, "'factors' lists %0 factors, one for each loop of the nest "
                   "but the outermost; loopcc skews nests of at most %1 loops "
                   "(%2 factors)"};
  case DirectiveDiag::SkewFactorsAllZero:
    return {Error, "'factors(%0)' shifts no loop: every factor is 0; give "
                   "the loop to skew a factor of at least 1"};
  case DirectiveDiag::RoleIndexOutOfRange:
    return {Error, "loop role '%0(%1)' is out of range; '%0' counts the "
                   "loops of a nest from 1 to %2"};
  case DirectiveDiag::PieceOutOfRange:
    return {Error, "loop role 'piece(%0)' is out of range; 'piece' counts the "
                   "loops a distribute makes, in the order they run, from 1 "
                   "to %1"};
  case DirectiveDiag::LoopNamespaceSuggest:
    return {Warning, "unknown pragma '#pragma loop %0' ignored; did you mean "
                     "'#pragma loop %1'?"};
  case DirectiveDiag::LoopNamespaceMissingTransform:
    return {Warning, "unknown pragma '#pragma loop %0' ignored; did you mean "
                     "'#pragma loop transform %0'?"};
  case DirectiveDiag::LoopNamespaceUnknown:
    return {Warning, "unknown pragma '#pragma loop %0' ignored; loopcc's loop "
                     "directives are written '#pragma loop transform "
                     "<transformation>'"};
  case DirectiveDiag::OnFirstDirective:
    return {Error, "'on(%0)' has nothing to refer to: '%1' is the directive "
                   "nearest the loop, so it is applied first and no earlier "
                   "transformation produced the loop it names"};
  case DirectiveDiag::RoleNotProduced:
    return {Error, "'on(%0)' names no loop produced by '%1'; the roles of "
                   "'%1' are %2"};
  case DirectiveDiag::RoleBeyondNestDepth:
    return {Error, "'on(%0)' names no loop produced by '%1': '%2' "
                   "transforms %3 loops, so its roles are %4"};
  case DirectiveDiag::AfterFullUnroll:
    return {Error, "'%0' cannot follow 'unroll full': full unrolling leaves "
                   "no loop to transform"};
  case DirectiveDiag::DistributeAfterVectorize:
    return {Error, "'distribute' cannot follow '%0': LoopDistribute only "
                   "splits off memory dependences that are unsafe for "
                   "vectorization, and %1 loop has none"};
  case DirectiveDiag::UnrollAndJamAfterDistribute:
    return {Error, "'unroll_and_jam' cannot follow 'distribute' of an "
                   "innermost loop: the loops it makes are innermost too, "
                   "with no inner loop to jam"};
  case DirectiveDiag::BeforeFuse:
    return {Error, "'%0' cannot come before 'fuse': the loops are fused on "
                   "Polly's model of the code, before LLVM's %1 runs; only "
                   "tile, interchange, reverse, pack and skew may transform a "
                   "loop before it is fused; write '%0 on(fused)' above the "
                   "'fuse' to apply it to the fused loop"};
  case DirectiveDiag::AfterParallelize:
    return {Error, "'%0' cannot follow 'parallelize' on its loop: the "
                   "parallel loop's iterations are shared out among threads "
                   "as its nest is when it is parallelized; write '%0' "
                   "before 'parallelize' (below it), or give the inner loop "
                   "a chain of its own"};
  case DirectiveDiag::UnknownScheduleKind:
    return {Error, "unknown schedule '%0' for 'parallelize'; expected "
                   "'static' or 'dynamic' (the kinds whose order OpenMP "
                   "fixes; 'guided', 'auto' and 'runtime' leave it to the "
                   "runtime)"};
  case DirectiveDiag::TooManyCopies:
    return {Error, "'%0' makes %1 copies of the loop body in this chain (%2); "
                   "loopcc makes at most %3"};
  case DirectiveDiag::NotPerfectlyNested:
    return {Error, "'%0' needs %1 perfectly nested loops; %2"};
  case DirectiveDiag::NoteMatchingLParen:
    return {Note, "to match this '('"};
  case DirectiveDiag::NotePreviousClause:
    return {Note, "previous '%0' is here"};
  case DirectiveDiag::NoteRequestedHere:
    return {Note, "'%0' requested here"};
  }
  llvm_unreachable("unknown DirectiveDiag");
}

unsigned getDirectiveDiagID(clang::DiagnosticsEngine &Diags, DirectiveDiag D) {
  DiagText Text = textOf(D);
  std::optional<clang::diag::Group> Group;
  clang::diag::Severity Severity = clang::diag::Severity::Error;
  unsigned Class = clang::DiagnosticIDs::CLASS_ERROR;
  switch (Text.Level) {
  case Error:
    break;
  case Warning:
    // In clang's group for ignored pragmas, so that -Wno-unknown-pragmas
    // and -Werror treat it as they treat clang's own; but on by default.
    Severity = clang::diag::Severity::Warning;
    Class = clang::DiagnosticIDs::CLASS_WARNING;
    Group = clang::diag::Group::UnknownPragmas;
    break;
  case Note:
    // Notes carry Fatal severity, as clang's own notes do; their level is
    // taken from the diagnostic they are attached to.
    Severity = clang::diag::Severity::Fatal;
    Class = clang::DiagnosticIDs::CLASS_NOTE;
    break;
  }
  clang::DiagnosticIDs::CustomDiagDesc Desc(Severity, Text.Format, Class,
                                            /*ShowInSystemHeader=*/true,
                                            /*ShowInSystemMacro=*/true, Group);
  // getCustomDiagID uniques descriptions, so repeated calls are cheap lookups.
  return Diags.getDiagnosticIDs()->getCustomDiagID(Desc);
}

clang::DiagnosticBuilder reportDirectiveDiag(clang::DiagnosticsEngine &Diags,
                                             clang::SourceLocation Loc,
                                             DirectiveDiag D) {
  return Diags.Report(Loc, getDirectiveDiagID(Diags, D));
}

} // namespace loopcc
