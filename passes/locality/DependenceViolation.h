//===- DependenceViolation.h - Which dependence a schedule breaks -*- C++ -*-===//
//
// When a locality step would change the order of two accesses that depend
// on each other, the warning names them as the user wrote them: "the
// dependence from A[i-1][j+1] (line 9) to A[i][j] (line 9)".
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_DEPENDENCEVIOLATION_H
#define LOOPCC_PASSES_LOCALITY_DEPENDENCEVIOLATION_H

#include "isl/isl-noexceptions.h"

#include <string>

namespace llvm {
class DebugLoc;
} // namespace llvm

namespace polly {
class Dependences;
class MemoryAccess;
class Scop;
class ScopStmt;
} // namespace polly

namespace loopcc {

/// Polly's statement-level dependences through memory: read after write,
/// write after read, write after write.
isl::union_map memoryDependences(const polly::Dependences &Deps);

/// "the dependence from <source access> (line L) to <sink access> (line
/// M)" for the first dependence of \p Deps (Polly's statement-level
/// dependences) that \p NewSchedule no longer keeps in order; "" when
/// none can be named.
std::string describeViolatedDependence(const polly::Dependences &Deps,
                                       const isl::schedule &NewSchedule);

/// An access as written in the source ("A[i-1][j+1]"), read back from the
/// file its debug location names; the array's name when the file cannot
/// be read.
std::string accessText(const polly::MemoryAccess &MA);

/// The access written at \p DL as the source has it ("X[i][j + 1]"): the
/// subscripted name that starts there, or that ends before the assignment
/// operator there; "" when the file cannot be read.
std::string accessTextAt(const llvm::DebugLoc &DL);

/// The statement \p Stmt runs, as the source writes it: the first source
/// line of what it stores (else of its instructions) and the statement
/// written there ("c[j] = s + j (line 57)", "the statement at line 57").
std::string statementAt(const polly::ScopStmt &Stmt);

/// The statement on the source line \p DL names, as written, without its
/// indentation and final ';' ("s += M[i][j]"); "" when the line cannot be
/// read or holds more than one statement.
std::string statementText(const llvm::DebugLoc &DL);

} // namespace loopcc

#endif
