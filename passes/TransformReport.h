//===- TransformReport.h - What became of each step of each chain -*- C++ -*-===//
//
// The reporter's verdict on a translation unit: one status per step,
// derived from the scheduler's attempts. Also the JSON form behind
// -floop-transform-report.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_TRANSFORMREPORT_H
#define LOOPCC_PASSES_TRANSFORMREPORT_H

#include "passes/ChainOutcomes.h"
#include "passes/LoopChain.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace llvm {
class Loop;
} // namespace llvm

namespace loopcc {

enum class StepStatus { Applied, Missed, Skipped, NotNeeded };
/// Every status, worst last; the report's schema lists them.
inline constexpr StepStatus AllStatuses[] = {
    StepStatus::Applied, StepStatus::NotNeeded, StepStatus::Skipped,
    StepStatus::Missed};

llvm::StringRef statusName(StepStatus Status);
/// What the status means, for a reader of a report (the HTML page's
/// legend): "not attempted: an earlier step of the chain was missed".
llvm::StringRef statusMeaning(StepStatus Status);

struct StepReport {
  StepStatus Status = StepStatus::Skipped;
  /// Why missed, skipped or not needed.
  std::string Reason;
  /// Applied, but not as requested (a vectorizer's other width).
  std::string Warning;
  /// The copies of the loop (IR functions) where the step missed.
  llvm::SmallVector<std::string, 2> MissedIn;
  /// The copies where it applied.
  llvm::SmallVector<std::string, 2> AppliedIn;
  unsigned ProducedLoops = 0;
  unsigned VectorWidth = 0;
  unsigned InterleaveCount = 0;
  std::string WidthReason;
  /// Applied under a run-time check (locality steps on Polly).
  bool RuntimeCheck = false;
  /// The chain's loops after the step, in the first copy where it applied
  /// (or was tried).
  LoopNestSnapshot Nest;
};

struct ChainReport {
  LoopChain Chain;
  llvm::SmallVector<StepReport, 4> Steps;
};

/// Judges every chain of the unit from the scheduler's attempts.
/// \p Optimized is false at -O0, where no transformation runs.
std::vector<ChainReport> summarizeChains(const ChainTable &Chains,
                                         const ChainOutcomes &Outcomes,
                                         bool Optimized);

/// The JSON report of a unit's chains.
llvm::json::Array reportToJSON(const std::vector<ChainReport> &Reports);

/// \p Text as a JSON string: JSON holds UTF-8 only, and a file name (from
/// the file system, `#line`, a compilation database) may be any bytes.
/// Each invalid byte becomes U+FFFD, as llvm::json does in a release build
/// (an assertion in a build with assertions: the fuzzers).
std::string jsonText(llvm::StringRef Text);

/// A pass's message as a reason: "loop not vectorized: <why>" -> "<why>",
/// several lines joined into one. Empty if it says nothing useful.
std::string reasonFromMessage(llvm::StringRef Message);
/// The same in the terms of the source: the vectorizer's phrases said as
/// the user wrote the loop, its advice to distribute kept only when the
/// loop has statements to split (\p Splittable).
std::string reasonFromMessage(llvm::StringRef Message, bool Splittable);

/// Whether a distribute could split \p L: it writes memory in more than
/// one statement.
bool hasStatementsToSplit(const llvm::Loop &L);

/// Why no step applies in a function LLVM's passes skip: one marked
/// `optnone` (`__attribute__((optnone))`, or compiled at -O0 and linked
/// into an optimized LTO unit).
inline constexpr llvm::StringLiteral NotOptimizedReason =
    "the function is not optimized (optnone): no transformation runs in it; "
    "remove the attribute, or compile the function with optimization";

/// LLVM's texts advise `#pragma clang loop ...`; loopcc's users write
/// `#pragma loop transform ...`.
std::string rewriteAdvice(llvm::StringRef Text);

} // namespace loopcc

#endif
