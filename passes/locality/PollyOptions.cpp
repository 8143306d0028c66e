//===- PollyOptions.cpp - Polly's options while the engine runs -----------===//

#include "passes/locality/PollyOptions.h"
#include "passes/locality/Budget.h"

#include "polly/ScopDetection.h"
#include "polly/ScopInfo.h"

#include <algorithm>
#include <climits>

loopcc::PollyOptionsForDirectives::PollyOptionsForDirectives(
    bool HoistInvariantLoads)
    : Unprofitable(polly::PollyProcessUnprofitable),
      Track(polly::PollyTrackFailures),
      Hoist(polly::PollyInvariantLoadHoisting) {
  polly::PollyProcessUnprofitable = true;
  polly::PollyTrackFailures = true;
  if (HoistInvariantLoads)
    polly::PollyInvariantLoadHoisting = true;
  // Polly's budget suits its automatic optimizer, which may give up; a
  // nest the user named is worth more (a whole inlined main() at -O3
  // exceeds the default): loopcc's own. Polly exports no variable for it.
  ComputeOut.set(int(std::min<unsigned>(localityBudget(), INT_MAX)));
  // ForwardOpTree's analysis of what each array element holds gives up
  // past its budget (nothing is forwarded, the model stays as it is);
  // Polly's 1,000,000 took 2 s of CPU on a nest with remainders in its
  // subscripts. It gets the share of a pack's footprint (Budget.h).
  KnownBudget.set(unsigned(packFootprintBudget()));
}

loopcc::PollyOptionsForDirectives::~PollyOptionsForDirectives() {
  polly::PollyProcessUnprofitable = Unprofitable;
  polly::PollyTrackFailures = Track;
  polly::PollyInvariantLoadHoisting = Hoist;
}
