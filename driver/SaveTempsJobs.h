//===- SaveTempsJobs.h - Directives under -save-temps -------------*- C++ -*-===//
//
// With -save-temps clang splits a compile into jobs: -E, a frontend job
// that writes bitcode with -disable-llvm-passes, and a job that reads that
// bitcode, optimizes it and generates code. loopcc's chains exist only in
// the frontend job (they are bound to the AST), so the optimizer must run
// there: the frontend job optimizes, the bitcode job only generates code.
// The object is the one a compile without -save-temps gives; the kept .bc
// is the optimized module rather than the unoptimized one.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_DRIVER_SAVETEMPSJOBS_H
#define LOOPCC_DRIVER_SAVETEMPSJOBS_H

namespace clang::driver {
class Compilation;
} // namespace clang::driver

namespace loopcc {

/// Moves the optimizer of each -save-temps compile from the job that reads
/// the bitcode into the frontend job that writes it. LTO compiles are left
/// as they are: their bitcode job writes the summary the link needs, which
/// it does only when it runs the pre-link pipeline itself.
void optimizeInFrontendJobs(clang::driver::Compilation &C);

} // namespace loopcc

#endif
