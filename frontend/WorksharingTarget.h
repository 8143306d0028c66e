//===- WorksharingTarget.h - omp parallel for above a stack -----*- C++ -*-===//
//
// OpenMP 6 applies a worksharing loop written above loop transformations to
// the outermost loop they make. Above a `#pragma loop transform` stack,
// `#pragma omp parallel for` is the stack's last step, `parallelize`
// (pragma/OpenMPTransformPragma.cpp); here it is aimed at that loop. Where
// the stack's last step is on the outermost loop, that is the loop the step
// before made, as for any step. Where it is on a loop inside
// (`unroll on(intratile(2))`), the outermost loop was made by an earlier
// step, and the parallelize reaches back to it (StepClauses::Producer):
// the steps on the loops inside run in each thread as written.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_WORKSHARINGTARGET_H
#define LOOPCC_FRONTEND_WORKSHARINGTARGET_H

#include "frontend/LoopBinding.h"

#include <vector>

namespace loopcc {

/// Aims the `#pragma omp parallel for` step of each of \p Chains (names
/// resolved, steps in application order) at the outermost loop its stack
/// makes.
void aimWorksharingSteps(std::vector<BoundChain> &Chains);

} // namespace loopcc

#endif
