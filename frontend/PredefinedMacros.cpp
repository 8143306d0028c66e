//===- PredefinedMacros.cpp - __loopcc__ and its version ------------------===//

#include "frontend/PredefinedMacros.h"

#include "clang/Lex/PreprocessorOptions.h"

#include <string>

void loopcc::addPredefinedMacros(clang::PreprocessorOptions &PPOpts) {
  // Before the command line's -D and -U, so that those still win.
  std::pair<std::string, bool> Defs[] = {
      {"__loopcc__=1", false},
      {"__loopcc_major__=" + std::to_string(VersionMajor), false},
      {"__loopcc_minor__=" + std::to_string(VersionMinor), false},
  };
  PPOpts.Macros.insert(PPOpts.Macros.begin(), std::begin(Defs),
                       std::end(Defs));
}
