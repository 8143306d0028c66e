//===- OpenMPRuntime.h - Linking LLVM's OpenMP runtime when needed -*- C++ -*-===//
//
// A loop that `parallelize` outlined calls LLVM's OpenMP runtime, libomp
// (__kmpc_fork_call), as clang-22 -fopenmp's code does. A user who asked
// for parallel loops did not ask for -fopenmp, so the link job gets the
// runtime when an object it links needs it, and only then: the objects of
// this command's compile jobs are read as each job ends, the object files
// and archives given on the command line before anything runs.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_DRIVER_OPENMPRUNTIME_H
#define LOOPCC_DRIVER_OPENMPRUNTIME_H

#include "llvm/ADT/StringRef.h"

namespace clang {
class DiagnosticsEngine;
namespace driver {
class Compilation;
} // namespace driver
} // namespace clang

namespace loopcc {

/// Whether the object, bitcode file or archive at \p Path calls into LLVM's
/// OpenMP runtime (an undefined __kmpc_fork_call); false for anything
/// unreadable or of another kind.
bool needsOpenMPRuntime(llvm::StringRef Path);

/// Makes the link jobs of \p C link libomp (as clang-22 -fopenmp does)
/// once an object they link needs it; reports an error through \p Diags
/// when libomp is not installed. Installs \p C's post-job callback.
void linkOpenMPRuntimeWhenNeeded(clang::driver::Compilation &C,
                                 clang::DiagnosticsEngine &Diags);

} // namespace loopcc

#endif
