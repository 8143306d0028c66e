//===- SaveTempsJobs.cpp - Directives under -save-temps -------------------===//

#include "driver/SaveTempsJobs.h"

#include "clang/Driver/Compilation.h"
#include "clang/Driver/Job.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Option/ArgList.h"

namespace {

constexpr llvm::StringLiteral NoOptimizer = "-disable-llvm-passes";

bool isCC1(const llvm::opt::ArgStringList &Args) {
  return !Args.empty() && llvm::StringRef(Args.front()) == "-cc1";
}

bool hasArg(const llvm::opt::ArgStringList &Args, llvm::StringRef Arg) {
  return llvm::any_of(Args,
                      [&](const char *A) { return llvm::StringRef(A) == Arg; });
}

bool hasPrefix(const llvm::opt::ArgStringList &Args, llvm::StringRef Prefix) {
  return llvm::any_of(Args, [&](const char *A) {
    return llvm::StringRef(A).starts_with(Prefix);
  });
}

/// The value of `-o`, or empty.
llvm::StringRef outputOf(const llvm::opt::ArgStringList &Args) {
  for (size_t I = 0; I + 1 < Args.size(); ++I)
    if (llvm::StringRef(Args[I]) == "-o")
      return Args[I + 1];
  return "";
}

/// Whether \p Args read \p File as LLVM IR: `-x ir FILE`.
bool readsIR(const llvm::opt::ArgStringList &Args, llvm::StringRef File) {
  for (size_t I = 0; I + 2 < Args.size(); ++I)
    if (llvm::StringRef(Args[I]) == "-x" && llvm::StringRef(Args[I + 1]) == "ir" &&
        llvm::StringRef(Args[I + 2]) == File)
      return true;
  return false;
}

} // namespace

void loopcc::optimizeInFrontendJobs(clang::driver::Compilation &C) {
  auto &Jobs = C.getJobs();
  for (auto Frontend = Jobs.begin(); Frontend != Jobs.end(); ++Frontend) {
    const llvm::opt::ArgStringList &FrontendArgs = Frontend->getArguments();
    if (!isCC1(FrontendArgs) || !hasArg(FrontendArgs, "-emit-llvm-bc") ||
        !hasArg(FrontendArgs, NoOptimizer))
      continue;
    llvm::StringRef Bitcode = outputOf(FrontendArgs);
    if (Bitcode.empty())
      continue;
    auto Backend = std::find_if(std::next(Frontend), Jobs.end(),
                                [&](const clang::driver::Command &Job) {
                                  return isCC1(Job.getArguments()) &&
                                         readsIR(Job.getArguments(), Bitcode);
                                });
    if (Backend == Jobs.end())
      continue;
    const llvm::opt::ArgStringList &BackendArgs = Backend->getArguments();
    // -Xclang -disable-llvm-passes asked for no optimizer at all; an LTO
    // bitcode job must run the pre-link pipeline itself (see the header).
    if (hasArg(BackendArgs, NoOptimizer) || hasPrefix(BackendArgs, "-flto"))
      continue;
    llvm::opt::ArgStringList NewFrontend;
    for (const char *A : FrontendArgs)
      if (llvm::StringRef(A) != NoOptimizer)
        NewFrontend.push_back(A);
    llvm::opt::ArgStringList NewBackend(BackendArgs.begin(), BackendArgs.end());
    NewBackend.push_back(NoOptimizer.data());
    Frontend->replaceArguments(NewFrontend);
    Backend->replaceArguments(NewBackend);
  }
}
