//===- FrontendFuzzer.cpp - libFuzzer target: source to IR ----------------===//
//
// Compiles arbitrary small C sources (with directives) through loopcc's
// whole compile job at -O2, to LLVM IR only: parsing, binding, lowering,
// the scheduler and the reporter; then preprocesses them (-E) and compiles
// what -E printed (-fsyntax-only). Any crash or sanitizer report is a bug;
// compile errors and warnings are the expected outcome.
//
//===----------------------------------------------------------------------===//

#include "driver/CC1Main.h"
#include "driver/Installation.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"
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
//
// LLVM's signal handlers are registered here, on the main thread, as
// loopcc's driver does (InitLLVM). Otherwise the first output file (-E)
// registers them from the compile thread, whose alternate signal stack
// LLVM then replaces with its own, which ASan fails to unmap when the
// thread ends.
extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  llvm::sys::PrintStackTraceOnErrorSignal((*Argv)[0]);
  llvm::ArrayRef<char *> Given(*Argv, *Argc);
  if (llvm::any_of(Given, [](llvm::StringRef A) {
        return A.starts_with("-close_fd_mask=");
      }))
    return 0;
  static std::vector<char *> Args(Given.begin(), Given.end());
  static char CloseStderr[] = "-close_fd_mask=2";
  Args.push_back(CloseStderr);
  Args.push_back(nullptr);
  *Argc = static_cast<int>(Args.size()) - 1;
  *Argv = Args.data();
  return 0;
}

// A temporary file for the whole run, removed when the fuzzer exits.
struct TemporaryFile {
  std::string Path;
  explicit TemporaryFile(llvm::StringRef Suffix) {
    llvm::SmallString<128> P;
    llvm::sys::fs::createTemporaryFile("loopcc-fuzz", Suffix, P);
    Path = std::string(P);
  }
  ~TemporaryFile() { llvm::sys::fs::remove(Path); }
};

static void compile(llvm::ArrayRef<const char *> Action,
                    const std::string &Input) {
  static std::string ResourceDir = loopcc::clangResourceDir();
  // OpenMP and blocks on: their directives and outlined functions are in
  // the seeds (issue 27: a crash beside OpenMP's loop transformations).
  llvm::SmallVector<const char *, 16> Args = {
      "-triple",       "x86_64-pc-linux-gnu", "-w",   "-ferror-limit",
      "5",             "-fopenmp",            "-fblocks",
      "-resource-dir", ResourceDir.c_str(),   "-x",   "c"};
  Args.append(Action.begin(), Action.end());
  Args.push_back(Input.c_str());
  loopcc::runCC1(Args, "loopcc");
}

/// Whether an OpenMP `collapse(...)` or `ordered(...)` in the input has
/// anything but a one- or two-digit count. clang-22's OpenMP Sema sizes
/// its tables by the count before it checks the loops, so a huge one (a
/// character constant, an expression, a macro) exhausts memory in clang
/// itself; loopcc then reports it as an error and exits with status 1
/// (driver/CC1Main.cpp,
/// testdata/badinput/Inputs/placement/omp-collapse-huge.c), which
/// a fuzz target may not do. Such inputs are left out of the corpus.
static bool hasOpenMPCountClangCannotSize(llvm::StringRef Source) {
  for (llvm::StringRef Clause : {"collapse", "ordered"}) {
    for (size_t At = Source.find(Clause); At != llvm::StringRef::npos;
         At = Source.find(Clause, At + 1)) {
      llvm::StringRef Rest = Source.substr(At + Clause.size()).ltrim();
      if (!Rest.consume_front("("))
        continue;
      Rest = Rest.ltrim();
      size_t Digits = Rest.find_first_not_of("0123456789");
      if (Digits == 0 || Digits > 2 ||
          !Rest.substr(Digits).ltrim().starts_with(")"))
        return true;
    }
  }
  return false;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (hasOpenMPCountClangCannotSize(
          llvm::StringRef(reinterpret_cast<const char *>(Data), Size)))
    return -1;
  static TemporaryFile SourceFile("c"), PreprocessedFile("i");
  const std::string &Source = SourceFile.Path;
  const std::string &Preprocessed = PreprocessedFile.Path;
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Source, EC);
    if (EC)
      return 0;
    OS.write(reinterpret_cast<const char *>(Data), Size);
  }
  compile({"-O2", "-emit-llvm-only"}, Source);
  // -E prints the directives back as `#pragma loop transform` lines (fix 4
  // of docs/reliability.md was a crash there); the printed unit must
  // survive a compile too.
  llvm::sys::fs::remove(Preprocessed);
  compile({"-E", "-o", Preprocessed.c_str()}, Source);
  if (llvm::sys::fs::exists(Preprocessed))
    compile({"-fsyntax-only"}, Preprocessed);
  return 0;
}
