//===- ConditionalValues.h - A value chosen by a branch, as a select -*- C++ -*-===//
//
// `s += c ? x : 0` reaches the engine as a branch around an empty block and
// a PHI that picks x or 0 after it. Polly models the PHI as a scalar that
// the blocks of the branch write and the join reads: a value carried from
// one statement instance to another, which every reordering of the nest
// "reverses", so a step on the nest was refused for a dependence the
// source does not have. For the loops that ask for a locality step, such a
// PHI becomes the select it is, and the branch that then decides nothing
// goes (nothing is speculated: both values are computed before the
// branch).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_CONDITIONALVALUES_H
#define LOOPCC_PASSES_LOCALITY_CONDITIONALVALUES_H

namespace llvm {
class DominatorTree;
class Loop;
class LoopInfo;
} // namespace llvm

namespace loopcc {

/// Replaces each PHI in \p L whose block joins a two-way branch (directly,
/// or through an empty block) and whose values are both available at the
/// branch by a select on the branch's condition, and folds the branch that
/// then decides nothing. \p DT and \p LI are kept up to date. Returns
/// whether it replaced any.
bool selectConditionalValues(llvm::Loop &L, llvm::DominatorTree &DT,
                             llvm::LoopInfo &LI);

} // namespace loopcc

#endif
