//===- DirectiveParser.h - Tokens to one TransformDirective ------*- C++ -*-===//
//
// The grammar of one `#pragma loop transform` line (docs/pragma.md,
// "Transformations" and "on(role)"; the names are in
// vocabulary/Transformations.def). Chain rules that need the other
// directives of a loop are in ChainCheck.h.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PRAGMA_DIRECTIVEPARSER_H
#define LOOPCC_PRAGMA_DIRECTIVEPARSER_H

#include "pragma/TransformDirective.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <optional>

namespace clang {
class Preprocessor;
} // namespace clang

namespace loopcc {

/// Parses the tokens after `transform` (up to, not including, eod), already
/// macro-expanded. \p PragmaLoc is the `#pragma` or `_Pragma` introducer,
/// \p TransformLoc the `transform` keyword and \p EndLoc the end of the
/// directive (the eod token), used where something is missing at the end.
/// Reports the first error through PP's diagnostics and returns nullopt.
std::optional<TransformDirective>
parseDirective(clang::Preprocessor &PP, clang::SourceLocation PragmaLoc,
               clang::SourceLocation TransformLoc,
               llvm::ArrayRef<clang::Token> Toks, clang::SourceLocation EndLoc);

/// The candidate closest to \p Word, if it is close enough to be a typo
/// (about one edit in three characters).
std::optional<llvm::StringRef>
nearestName(llvm::StringRef Word, llvm::ArrayRef<llvm::StringRef> Candidates);

/// LLVM 22's limits on the arguments (LoopVectorizeHints::Hint::validate):
/// VectorizerParams::MaxVectorWidth and LoopVectorizationLegality's
/// MaxInterleaveFactor. Larger values are silently ignored by LLVM.
constexpr uint32_t MaxVectorizeWidth = 64;
constexpr uint32_t MaxInterleaveCount = 16;

/// loopcc's own limit on the copies of a loop body one chain makes (an
/// unroll or unroll_and_jam count, and the product of the counts along a
/// chain). LLVM's unroller honours any forced count, and its time grows
/// faster than the count: measured with clang-22 -O2 on a one-statement
/// loop, count 1024 takes 4 s, 4096 takes 21 s, 16384 more than 3 minutes,
/// and 4294967295 never ends.
constexpr uint32_t MaxBodyCopies = 1024;

/// The largest size of one tile dimension (the spec's limit).
constexpr uint32_t MaxTileSize = 65536;
/// The most loops one `fuse` takes, and the largest position
/// `looprange(first, count)` names.
constexpr uint32_t MaxFusedLoops = 64;

} // namespace loopcc

#endif
