//===- Installation.cpp - Where the LLVM 22 installation lives ------------===//

#include "driver/Installation.h"

#include "clang/Options/OptionUtils.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

#ifndef LOOPCC_LLVM_PREFIX
#error "LOOPCC_LLVM_PREFIX must name the LLVM 22 installation"
#endif

std::string loopcc::llvmBinDir() {
  llvm::SmallString<128> Dir(LOOPCC_LLVM_PREFIX);
  llvm::sys::path::append(Dir, "bin");
  return std::string(Dir);
}

std::string loopcc::clangResourceDir() {
  // Clang derives its resource directory from its own path; ask it the same
  // question about the installed clang so that the answer matches clang-22.
  llvm::SmallString<128> Clang(llvmBinDir());
  llvm::sys::path::append(Clang, "clang");
  return clang::GetResourcesPath(Clang);
}
