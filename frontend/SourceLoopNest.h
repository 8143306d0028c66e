//===- SourceLoopNest.h - A chain's loop nest as written -------*- C++ -*-===//
//
// The explain view starts from the loop nest as the user wrote it: the
// chain's loop and the loops nested in it, each with its header's source
// text, and the induction variable and condition that the view reuses to
// write the loops the steps produce as C-like pseudo-code.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_SOURCELOOPNEST_H
#define LOOPCC_FRONTEND_SOURCELOOPNEST_H

#include <cstdint>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace loopcc {

struct SourceLoop {
  /// 0 for the chain's loop.
  unsigned Depth = 0;
  unsigned Line = 0;
  unsigned Column = 0;
  /// "for (int i = 0; i < n; i++)", "while (p)", "do ... while (k < m)".
  std::string Header;
  /// The variable the loop steps ("i"), if the header says which.
  std::string Induction;
  /// The condition as written ("i < n").
  std::string Condition;
  /// For `for (T i = First; i < Bound; i++)` (or `i <= Last`, `++i`,
  /// `i += 1`): First and the bound as written ("0", "n"), with
  /// Inclusive for `<=`; empty otherwise. The explain view writes the
  /// loop's reversal with them.
  std::string First, Bound;
  bool Inclusive = false;
  /// The trip count when First and the bound are integer constants (0:
  /// not known).
  uint64_t TripCount = 0;
};

using SourceLoopNest = std::vector<SourceLoop>;

/// \p Loop (a for, while or do statement) and the loops nested in it, in
/// source order.
SourceLoopNest sourceLoopNest(clang::ASTContext &Ctx, const clang::Stmt *Loop);

} // namespace loopcc

#endif
