//===- LoopccPassPlugin.cpp - loopcc's passes as an LLVM pass plugin ------===//
//
// For IR that carries chains (loopcc -O2 -Xclang -disable-llvm-passes -S
// -emit-llvm, or hand-written `.ll`; -O0 output has optnone, which opt
// leaves alone):
//   opt-22 -load-pass-plugin=loopcc-passes.so -passes='default<O2>' t.ll
//   opt-22 -load-pass-plugin=loopcc-passes.so \
//     -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' t.ll
//   clang-22 -O2 -fpass-plugin=loopcc-passes.so -c t.ll
// The chains come from the module's record (passes/ChainRecord.h); the
// reporter's warnings go to the LLVMContext.
//
//===----------------------------------------------------------------------===//

#include "passes/PipelineRegistration.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "loopcc", "1",
          [](llvm::PassBuilder &PB) {
            loopcc::PipelineHooks Hooks;
            loopcc::registerPipelineHooks(PB, Hooks);
            loopcc::registerPipelineParsing(PB, Hooks);
          }};
}
