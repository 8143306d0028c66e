//===- PollyOptions.h - Polly's options while the engine runs ---*- C++ -*-===//
//
// Polly's detection, dependence and ForwardOpTree options suit its automatic
// optimizer, which may drop a region it finds unprofitable and gives up on
// a large one. A directive names the loops it transforms: they must not be
// dropped, Polly's reasons must be kept for the warning, and a nest the
// user named gets loopcc's own budgets (Budget.h). The options are set
// while the engine runs and restored after.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_LOCALITY_POLLYOPTIONS_H
#define LOOPCC_PASSES_LOCALITY_POLLYOPTIONS_H

#include "passes/OptionOverride.h"

namespace loopcc {

class PollyOptionsForDirectives {
public:
  /// \p HoistInvariantLoads: Polly's invariant load hoisting too
  /// (LocalityCallbacks::HoistInvariantLoads).
  explicit PollyOptionsForDirectives(bool HoistInvariantLoads);
  ~PollyOptionsForDirectives();
  PollyOptionsForDirectives(const PollyOptionsForDirectives &) = delete;
  PollyOptionsForDirectives &
  operator=(const PollyOptionsForDirectives &) = delete;

private:
  bool Unprofitable;
  bool Track;
  bool Hoist;
  OptionOverride<int> ComputeOut{"polly-dependences-computeout"};
  OptionOverride<unsigned> KnownBudget{"polly-optree-max-ops"};
};

} // namespace loopcc

#endif
