//===- UnrollAndJamDiagnosis.h - Why a loop cannot be unroll-and-jammed -*- C++ -*-===//
//
// LoopUnrollAndJam fails silently, and LLVM's isSafeToUnrollAndJam answers
// only yes or no. These checks find the reason a user can act on.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_STEPS_UNROLLANDJAMDIAGNOSIS_H
#define LOOPCC_PASSES_STEPS_UNROLLANDJAMDIAGNOSIS_H

#include <string>

namespace llvm {
class DependenceInfo;
class DominatorTree;
class Loop;
class LoopInfo;
class ScalarEvolution;
} // namespace llvm

namespace loopcc {

/// The first reason found why \p Outer cannot be unroll-and-jammed, or a
/// plain statement that the pass declined if no check explains it.
std::string diagnoseUnrollAndJam(llvm::Loop &Outer, llvm::ScalarEvolution &SE,
                                 llvm::DominatorTree &DT, llvm::LoopInfo &LI,
                                 llvm::DependenceInfo &DI);

} // namespace loopcc

#endif
