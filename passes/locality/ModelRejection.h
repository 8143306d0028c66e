//===- ModelRejection.h - Why a nest has no model, in C's terms -*- C++ -*-===//
//
// Polly's reasons for not modelling a region are written for Polly's
// developers: "Non affine loop bound '***couldnotcompute***' in loop:
// for.body", "Loop  has multiple exits." (the loop's IR name, empty in a
// release build). The user wrote C: the reason names what in the nest the
// model cannot hold, as C has it (a `break`, a bound changed in the body,
// an indirect subscript, a call), and what to do where something can be
// done.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_MODELREJECTION_H
#define LOOPCC_PASSES_LOCALITY_MODELREJECTION_H

#include <string>

namespace llvm {
class Loop;
class LoopInfo;
class RegionInfo;
} // namespace llvm

namespace polly {
class RejectReason;
class ScopDetection;
} // namespace polly

namespace loopcc {

/// Why Polly cannot model a nest, for "Polly cannot model the loop nest:
/// at line L, column C, <reason>". \p LI tells the loops of the function.
std::string modelRejectionText(const polly::RejectReason &Reason,
                               const llvm::LoopInfo &LI);

/// Why no region around \p L is a static control part: the first reason
/// \p SD logged for the innermost region that contains \p L or one
/// around it, with where it is ("at line L, column C, ...").
std::string nestRejection(const polly::ScopDetection &SD,
                          llvm::RegionInfo &RI, const llvm::LoopInfo &LI,
                          llvm::Loop &L);

} // namespace loopcc

#endif
