//===- Installation.h - Where the LLVM 22 installation lives -----*- C++ -*-===//
//
// loopcc runs from bazel-bin or from an installed prefix, never next to
// clang; what it needs from the LLVM installation (builtin headers, tools)
// is found from the prefix fixed at build time.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_DRIVER_INSTALLATION_H
#define LOOPCC_DRIVER_INSTALLATION_H

#include <string>

namespace loopcc {

/// LLVM 22's bin directory (clang-22, ld.lld, ...).
std::string llvmBinDir();

/// Clang 22's resource directory: builtin headers and runtime libraries.
std::string clangResourceDir();

} // namespace loopcc

#endif
