//===- OpenMPRuntime.cpp - Linking LLVM's OpenMP runtime when needed -------===//

#include "driver/OpenMPRuntime.h"
#include "driver/Installation.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Driver/Action.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Job.h"
#include "clang/Options/Options.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/Binary.h"
#include "llvm/Object/SymbolicFile.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace {

/// The one entry point every parallel loop's code calls.
constexpr llvm::StringLiteral ForkCall = "__kmpc_fork_call";

bool callsRuntime(const llvm::object::Binary &Bin, llvm::LLVMContext &Ctx) {
  if (const auto *Archive = llvm::dyn_cast<llvm::object::Archive>(&Bin)) {
    llvm::Error Err = llvm::Error::success();
    bool Calls = false;
    for (const llvm::object::Archive::Child &Member : Archive->children(Err)) {
      llvm::Expected<std::unique_ptr<llvm::object::Binary>> MemberBin =
          Member.getAsBinary(&Ctx);
      if (!MemberBin) {
        llvm::consumeError(MemberBin.takeError());
        continue;
      }
      if (callsRuntime(**MemberBin, Ctx)) {
        Calls = true;
        break;
      }
    }
    llvm::consumeError(std::move(Err));
    return Calls;
  }
  const auto *Symbols = llvm::dyn_cast<llvm::object::SymbolicFile>(&Bin);
  if (!Symbols)
    return false;
  for (const llvm::object::BasicSymbolRef &Sym : Symbols->symbols()) {
    llvm::Expected<uint32_t> Flags = Sym.getFlags();
    if (!Flags) {
      llvm::consumeError(Flags.takeError());
      continue;
    }
    if (!(*Flags & llvm::object::BasicSymbolRef::SF_Undefined))
      continue;
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    if (llvm::Error Err = Sym.printName(OS)) {
      llvm::consumeError(std::move(Err));
      continue;
    }
    if (Name == ForkCall)
      return true;
  }
  return false;
}

std::string runtimeDir() {
  llvm::SmallString<128> Dir(loopcc::llvmBinDir());
  llvm::sys::path::remove_filename(Dir);
  llvm::sys::path::append(Dir, "lib");
  return std::string(Dir);
}

bool isLinkJob(const clang::driver::Command &Job) {
  return Job.getSource().getKind() == clang::driver::Action::LinkJobClass;
}

/// What the link jobs of one compilation were given, and whether the
/// runtime has been added to them.
class RuntimeLinker {
public:
  RuntimeLinker(clang::driver::Compilation &C, clang::DiagnosticsEngine &Diags)
      : C(C), Diags(Diags) {}

  /// \p Object (an input or a job's output) is linked by the link jobs:
  /// they get the runtime if it needs it.
  void linked(llvm::StringRef Object) {
    if (Added || !loopcc::needsOpenMPRuntime(Object))
      return;
    Added = true;
    std::string Dir = runtimeDir();
    llvm::SmallString<128> Library(Dir);
    llvm::sys::path::append(Library, "libomp.so");
    for (clang::driver::Command &Job : C.getJobs()) {
      if (!isLinkJob(Job))
        continue;
      const llvm::opt::ArgStringList &Old = Job.getArguments();
      // -fopenmp, or the user's own -lomp, links it already.
      if (llvm::any_of(
              Old, [](const char *A) { return llvm::StringRef(A) == "-lomp"; }))
        continue;
      llvm::opt::ArgStringList New(Old.begin(), Old.end());
      // As clang-22 -fopenmp links it.
      New.push_back("-lomp");
      New.push_back(C.getArgs().MakeArgString("-L" + Dir));
      Job.replaceArguments(New);
    }
    if (!llvm::sys::fs::exists(Library)) {
      unsigned ID = Diags.getCustomDiagID(
          clang::DiagnosticsEngine::Error,
          "'%0' runs loops in parallel ('parallelize'), which needs LLVM's "
          "OpenMP runtime, libomp; it is not installed in '%1' (Debian: "
          "apt-get install libomp-22-dev)");
      Diags.Report(ID) << llvm::sys::path::filename(Object) << Dir;
    }
  }

private:
  clang::driver::Compilation &C;
  clang::DiagnosticsEngine &Diags;
  bool Added = false;
};

} // namespace

bool loopcc::needsOpenMPRuntime(llvm::StringRef Path) {
  llvm::LLVMContext Ctx;
  llvm::Expected<llvm::object::OwningBinary<llvm::object::Binary>> Bin =
      llvm::object::createBinary(Path, &Ctx);
  if (!Bin) {
    llvm::consumeError(Bin.takeError());
    return false;
  }
  return callsRuntime(*Bin->getBinary(), Ctx);
}

void loopcc::linkOpenMPRuntimeWhenNeeded(clang::driver::Compilation &C,
                                         clang::DiagnosticsEngine &Diags) {
  if (llvm::none_of(C.getJobs(), isLinkJob))
    return;
  llvm::StringSet<> Made;
  for (const clang::driver::Command &Job : C.getJobs())
    for (const std::string &Output : Job.getOutputFilenames())
      Made.insert(Output);
  auto Linker = std::make_shared<RuntimeLinker>(C, Diags);
  // Object files and archives on the command line, as they are now.
  for (const clang::driver::Command &Job : C.getJobs())
    if (isLinkJob(Job))
      for (const clang::driver::InputInfo &Input : Job.getInputInfos())
        if (Input.isFilename() && !Made.contains(Input.getFilename()))
          Linker->linked(Input.getFilename());
  // -fproc-stat-report has the one callback: its objects are not read.
  if (C.getArgs().hasArg(clang::options::OPT_fproc_stat_report,
                         clang::options::OPT_fproc_stat_report_EQ))
    return;
  // This command's objects, as each compile job ends, before the link.
  C.setPostCallback([Linker](const clang::driver::Command &Job, int Status) {
    if (Status != 0 || isLinkJob(Job))
      return;
    for (const std::string &Output : Job.getOutputFilenames())
      Linker->linked(Output);
  });
}
