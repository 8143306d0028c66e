//===- ChainDiagnostics.h - Where the reporter's diagnostics go --*- C++ -*-===//
//
// The passes know chains by id and step; the frontend knows where they are
// in the source and owns clang's DiagnosticsEngine (so that -Werror=,
// -Wno-, SARIF and colours work as in clang). This is the seam.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_CHAINDIAGNOSTICS_H
#define LOOPCC_PASSES_CHAINDIAGNOSTICS_H

#include "passes/LoopChain.h"

#include "llvm/ADT/StringRef.h"

namespace loopcc {

class ChainDiagnostics {
public:
  virtual ~ChainDiagnostics();

  /// A warning in clang's -Wpass-failed group at the chain's loop.
  virtual void warnAtLoop(const LoopChain &Chain, llvm::StringRef Message) = 0;

  /// A note at the directive of step \p Step.
  virtual void noteAtStep(const LoopChain &Chain, unsigned Step,
                          llvm::StringRef Message) = 0;
};

} // namespace loopcc

#endif
