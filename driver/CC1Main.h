//===- CC1Main.h - loopcc's compile job ------------------------*- C++ -*-===//

#ifndef LOOPCC_DRIVER_CC1MAIN_H
#define LOOPCC_DRIVER_CC1MAIN_H

#include "llvm/ADT/ArrayRef.h"

namespace loopcc {

/// Runs one compile job (clang's `-cc1` arguments, without `-cc1`) through
/// loopcc's frontend. Returns the process exit status.
int runCC1(llvm::ArrayRef<const char *> Argv, const char *Argv0);

} // namespace loopcc

#endif
