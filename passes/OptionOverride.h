//===- OptionOverride.h - An LLVM option set for a while ---------*- C++ -*-===//
//
// Some of LLVM's passes read a process-wide option each time they run, and
// do not export it (GVN's enable-load-in-loop-pre, Polly's
// polly-dependences-computeout). loopcc sets such an option while one of its
// steps needs another value, and puts it back afterwards: found by name, left
// alone when the user gave it on the command line (-mllvm), restored by
// restore() or at the end of the scope.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_OPTIONOVERRIDE_H
#define LOOPCC_PASSES_OPTIONOVERRIDE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"

#include <cassert>
#include <optional>

namespace loopcc {

template <typename T> class OptionOverride {
public:
  /// The option registered as \p Name (for this process); none if no
  /// library registered it.
  explicit OptionOverride(llvm::StringRef Name) {
    auto &Options = llvm::cl::getRegisteredOptions();
    auto It = Options.find(Name);
    if (It != Options.end())
      Option = static_cast<llvm::cl::opt<T> *>(It->second);
  }
  OptionOverride(const OptionOverride &) = delete;
  OptionOverride &operator=(const OptionOverride &) = delete;
  ~OptionOverride() { restore(); }

  /// The option's value now; none when it is not registered.
  std::optional<T> value() const {
    if (!Option)
      return std::nullopt;
    return T(*Option);
  }

  /// Sets the option to \p Value until restore(); false, changing nothing,
  /// when it is not registered or the user set it.
  bool set(T Value) {
    if (!Option || Option->getNumOccurrences())
      return false;
    if (!Saved)
      Saved = T(*Option);
    *Option = Value;
    return true;
  }

  /// Puts back the value set() found, if it changed it.
  void restore() {
    if (!Saved)
      return;
    assert(Option && "only a registered option is ever set");
    *Option = *Saved;
    Saved.reset();
  }

private:
  llvm::cl::opt<T> *Option = nullptr;
  std::optional<T> Saved;
};

} // namespace loopcc

#endif
