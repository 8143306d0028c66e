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
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <fcntl.h>
#include <unistd.h>

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
  // Diagnostics are expected; keep them out of the fuzzer's output.
  int Saved = dup(2);
  int Null = open("/dev/null", O_WRONLY);
  dup2(Null, 2);
  loopcc::runCC1(Args, "loopcc");
  dup2(Saved, 2);
  close(Null);
  close(Saved);
  return 0;
}
