//===- SaveTempsJobs.h - Directives under -save-temps -------------*- C++ -*-===//
//
// With -save-temps clang splits a compile into jobs: -E, a frontend job
// that writes bitcode with -disable-llvm-passes, and a job that reads that
// bitcode, optimizes it and generates code. loopcc binds the chains in the
// frontend job (to the AST, where the directives' source locations are
// exact), and the optimizer runs there too: the frontend job optimizes,
// the bitcode job only generates code. The object is the one a compile
// without -save-temps gives; the kept .bc is the optimized module rather
// than the unoptimized one. Under -flto the bitcode job must optimize (it
// writes the link's summary): it reads the chains from the chain record
// the frontend job writes into the bitcode (passes/ChainRecord.h).
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
