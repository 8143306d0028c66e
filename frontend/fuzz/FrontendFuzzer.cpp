//===- FrontendFuzzer.cpp - libFuzzer target: source to IR ----------------===//
//
// Compiles arbitrary small C sources (with directives) through loopcc's
// whole compile job at -O2, to LLVM IR only: parsing, binding, lowering,
// the scheduler and the reporter. Any crash or sanitizer report is a bug;
// compile errors and warnings are the expected outcome.
//
//===----------------------------------------------------------------------===//

#include "driver/CC1Main.h"
#include "driver/Installation.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <vector>

// The compile job prints diagnostics, which are the expected outcome here
// and would bury the fuzzer's own output. libFuzzer's -close_fd_mask=2
// discards the target's stderr while keeping a copy for libFuzzer's
// messages and for sanitizer reports; redirecting fd 2 by hand around each
// input would send a crash report (printed while fd 2 is /dev/null) nowhere.
// So the flag is added here unless the command line gives its own.
extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  static std::vector<char *> Args;
  bool HasMask = false;
  for (int I = 0; I < *Argc; ++I) {
    Args.push_back((*Argv)[I]);
    HasMask |= llvm::StringRef((*Argv)[I]).starts_with("-close_fd_mask=");
  }
  if (HasMask)
    return 0;
  static char CloseStderr[] = "-close_fd_mask=2";
  Args.push_back(CloseStderr);
  Args.push_back(nullptr);
  *Argc = static_cast<int>(Args.size()) - 1;
  *Argv = Args.data();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static std::string Path = [] {
    llvm::SmallString<128> P;
    llvm::sys::fs::createTemporaryFile("loopcc-fuzz", "c", P);
    return std::string(P);
  }();
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    if (EC)
      return 0;
    OS.write(reinterpret_cast<const char *>(Data), Size);
  }
  static std::string ResourceDir = loopcc::clangResourceDir();
  const char *Args[] = {"-triple",       "x86_64-pc-linux-gnu",
                        "-O2",           "-emit-llvm-only",
                        "-w",            "-ferror-limit",
                        "5",             "-resource-dir",
                        ResourceDir.c_str(), "-x",
                        "c",             Path.c_str()};
  loopcc::runCC1(Args, "loopcc");
  return 0;
}
