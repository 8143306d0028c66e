//===- ChainsFile.h - Chains for loops of unedited sources ------*- C++ -*-===//
//
// -floop-transform-chains=FILE: chains kept beside the sources instead of
// in them (a vendored library, generated code, a pristine benchmark, the
// chains loopcc-tune found). The format (docs/pragma.md, "Chains files"):
//
//   // a comment
//   loop "gemm.c" kernel_gemm 2
//   #pragma loop transform tile sizes(32, 32)
//   #pragma loop transform interchange
//
// A header names the N-th loop of a function defined in a file (every
// `for`, `while` and `do` of the body, in source order, from 1), or a loop
// by name (`#pragma loop id(NAME)`, or a name an `ids(...)` gave); the
// directives under it are read by loopcc's own parser and stand above that
// loop, as if written there: the same checks, warnings and report, each
// diagnostic at its line of FILE.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_CHAINSFILE_H
#define LOOPCC_FRONTEND_CHAINSFILE_H

#include "frontend/LoopBinding.h"
#include "frontend/LoopNames.h"
#include "pragma/TransformDirective.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Preprocessor;
} // namespace clang

namespace loopcc {

/// One chain of a chains file: the loop its header names and the
/// directives under it.
struct FileChain {
  /// As written in the header: a path suffix, a function's name, and the
  /// loop's number (from 1) or, when Number is 0, its name.
  std::string File;
  std::string Function;
  unsigned Number = 0;
  std::string LoopName;
  /// The header's `loop` keyword and its loop's number or name.
  clang::SourceLocation HeaderLoc;
  clang::SourceLocation LoopLoc;
  /// Top first, as written: the last applies first.
  std::vector<TransformDirective> Directives;
};

/// Reads the chains file at \p Path into the source manager (so that its
/// diagnostics have file:line:column and a caret) and parses it with
/// loopcc's directive parser. Reports every error; returns nullopt if
/// there was one, or if the file cannot be read.
std::optional<std::vector<FileChain>> readChainsFile(clang::Preprocessor &PP,
                                                     llvm::StringRef Path);

/// Where placeFileChains put a chain: its loop, and its steps as placed
/// (the directive nearest the loop may have gained `on(NAME)`).
struct FilePlacement {
  const FileChain *Chain = nullptr;
  const clang::Stmt *Loop = nullptr;
  llvm::SmallVector<TransformDirective, 4> Steps;
};

/// Puts each of \p Sources' file chains above the directives written at its
/// loop: its steps go in front of the loop's chain in \p Chains (steps in
/// source order, before they are reversed), or start one. A chain whose file is
/// not in this translation unit is left alone (one chains file serves a
/// whole project); one whose function or loop is gone is a warning
/// (-Wpass-failed: a forced transformation that is not applied). A loop
/// that cannot carry a chain is an error, and its chain is not placed.
/// \p LoopIds are the `#pragma loop id` names of the unit. Each placement
/// is added to \p Placements, if given.
void placeFileChains(clang::ASTContext &Ctx, const ChainSources &Sources,
                     std::vector<BoundChain> &Chains,
                     llvm::ArrayRef<LoopIdBinding> LoopIds,
                     std::vector<FilePlacement> *Placements = nullptr);

} // namespace loopcc

#endif
