//===- ChainOutcomes.h - What happened to each step of each chain -*- C++ -*-===//
//
// The scheduler records every attempt at a step, per copy of the loop (a
// loop inlined into two callers is two copies); the reporter turns the
// attempts into one status per step.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_CHAINOUTCOMES_H
#define LOOPCC_PASSES_CHAINOUTCOMES_H

#include "passes/LoopNestSnapshot.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <set>
#include <string>
#include <utility>

namespace loopcc {

/// One attempt at one step on one loop.
struct StepAttempt {
  /// The IR function holding this copy of the loop.
  std::string Function;
  bool Applied = false;
  /// Why not, when not applied: the pass's own analysis, or loopcc's.
  std::string Reason;
  /// Loops the step left behind that belong to the chain.
  unsigned ProducedLoops = 0;
  /// For vectorize and interleave: what the vectorizer chose.
  unsigned VectorWidth = 0;
  unsigned InterleaveCount = 0;
  /// The vectorizer's word on the width it chose, when it is not the one
  /// asked for ("User-specified vectorization factor 8 is unsafe, ...").
  std::string WidthReason;
  /// Applied under a run-time check, the original loops the fallback.
  bool RuntimeCheck = false;
  /// The chain's loops right after the step (explain view).
  LoopNestSnapshot Nest;
};

class ChainOutcomes {
public:
  void record(unsigned ChainId, unsigned Step, StepAttempt Attempt) {
    Attempts[{ChainId, Step}].push_back(std::move(Attempt));
  }

  llvm::ArrayRef<StepAttempt> attempts(unsigned ChainId, unsigned Step) const {
    auto It = Attempts.find({ChainId, Step});
    if (It == Attempts.end())
      return {};
    return It->second;
  }

  /// Why a step cannot apply, known exactly before the pass that would
  /// report it runs (the locality engine found a distribute's statements
  /// in one dependence cycle): the reason a missed step gets, ahead of the
  /// pass's own. The first one noted stays.
  void noteExactReason(unsigned ChainId, unsigned Step, llvm::StringRef Why) {
    ExactReasons.insert({{ChainId, Step}, Why.str()});
  }
  const std::string *exactReason(unsigned ChainId, unsigned Step) const {
    auto It = ExactReasons.find({ChainId, Step});
    return It == ExactReasons.end() ? nullptr : &It->second;
  }

  /// The scheduler met a loop of the chain in this function.
  void noteSeen(unsigned ChainId, llvm::StringRef Function) {
    Seen.insert({ChainId, Function.str()});
  }

  /// Returns true the first time \p Function is named: its lone
  /// directives are judged once.
  bool markJudged(llvm::StringRef Function) {
    return Judged.insert(Function.str()).second;
  }

  bool seen(unsigned ChainId) const {
    auto It = Seen.lower_bound({ChainId, std::string()});
    return It != Seen.end() && It->first == ChainId;
  }

private:
  std::map<std::pair<unsigned, unsigned>, llvm::SmallVector<StepAttempt, 1>>
      Attempts;
  std::map<std::pair<unsigned, unsigned>, std::string> ExactReasons;
  std::set<std::pair<unsigned, std::string>> Seen;
  std::set<std::string> Judged;
};

} // namespace loopcc

#endif
