//===- ExplainView.h - What a chain did, step by step, as text ---*- C++ -*-===//
//
// `-floop-transform-explain`: for each chain, the loop nest as written,
// then after each step its status and the loop nest it left, as C-like
// pseudo-code. The format is stable (tests and tools read it; docs/pipeline.md
// describes it):
//
//   t.c:5:3: chain in 'scale': unroll count(2), then vectorize width(4) on(unrolled)
//     source:
//       for (int i = 0; i < n; i++)                 // line 5
//     step 1: unroll count(2) [t.c:4:24]: applied
//       for (i; i < n; i += 2)                      // line 5: unrolled by step 1
//       for (i; i < n; i++)                         // line 5: remainder of step 1, at most 1 iteration
//     step 2: ...
//
// A loop's comment gives its source line, the step and role that made it,
// its vector width, and its trip count (exact, a bound, or known only at
// run time).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_EXPLAINVIEW_H
#define LOOPCC_FRONTEND_EXPLAINVIEW_H

#include "frontend/SourceLoopNest.h"
#include "passes/TransformReport.h"

#include <string>

namespace loopcc {

/// The explain view of one chain. \p Source is the nest as written, or
/// null when it is not known (an IR input).
std::string explainChain(const ChainReport &Report,
                         const SourceLoopNest *Source);

} // namespace loopcc

#endif
