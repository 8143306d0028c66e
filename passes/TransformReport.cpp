//===- TransformReport.cpp - What became of each step of each chain -------===//

#include "passes/TransformReport.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Regex.h"

#include <set>

llvm::StringRef loopcc::statusName(StepStatus Status) {
  switch (Status) {
  case StepStatus::Applied:
    return "applied";
  case StepStatus::Missed:
    return "missed";
  case StepStatus::Skipped:
    return "skipped";
  case StepStatus::NotNeeded:
    return "not-needed";
  }
  llvm_unreachable("unknown StepStatus");
}

llvm::StringRef loopcc::statusMeaning(StepStatus Status) {
  switch (Status) {
  case StepStatus::Applied:
    return "the transformation was carried out (in every copy of the loop)";
  case StepStatus::Missed:
    return "the optimizer could not carry it out: a warning at the loop "
           "says why";
  case StepStatus::Skipped:
    return "not attempted: an earlier step of the chain was missed (or the "
           "unit was compiled at -O0)";
  case StepStatus::NotNeeded:
    return "the loop it applies to does not exist (no remainder, no "
           "fallback...), or was removed before the step ran";
  }
  llvm_unreachable("unknown StepStatus");
}

namespace {

/// LLVM's vectorizer states its reasons in its own terms; each is said in
/// the terms of the source (the details that follow are kept).
struct Phrase {
  llvm::StringLiteral LLVM;
  llvm::StringLiteral User;
};
constexpr Phrase VectorizerPhrases[] = {
    {"unsafe dependent memory operations in loop.",
     "an iteration reads or writes memory another iteration writes, in an "
     "order vectors would change."},
    {"value that could not be identified as reduction is used outside the "
     "loop",
     "a value carried from one iteration to the next is used after the "
     "loop, and it is not a reduction the vectorizer knows (a sum, a "
     "product, a minimum or maximum, &, |, ^): a running value such as a "
     "prefix sum"},
    {"loop control flow is not understood by vectorizer",
     "the vectorizer cannot follow the loop's control flow: it takes loops "
     "whose one exit is the test at their end and whose branches it can "
     "turn into selects (a break, a return or a goto out of the loop stops "
     "it)"},
    {"could not determine number of loop iterations",
     "the number of iterations is unknown when the loop starts (its bound "
     "or counter changes in the body, or its exit test is not a comparison "
     "of the counter)"},
    // LoopAccessAnalysis's kinds of dependence, which follow its "unsafe
    // dependent memory operations".
    {"Backward loop carried data dependence that prevents store-to-load "
     "forwarding.",
     "An iteration reads what an earlier one wrote, at a distance where a "
     "vector load would overlap part of an earlier vector store, which the "
     "processor cannot forward to the load: it would wait for the store to "
     "reach memory."},
    {"Forward loop carried data dependence that prevents store-to-load "
     "forwarding.",
     "An iteration writes what a later one reads, at a distance where a "
     "vector load would overlap part of an earlier vector store, which the "
     "processor cannot forward to the load: it would wait for the store to "
     "reach memory."},
    {"Backward loop carried data dependence.",
     "An iteration reads what an earlier one wrote, fewer iterations back "
     "than a vector has lanes."},
    {"Unknown data dependence.",
     "The distance between two accesses to the same memory is not a "
     "constant the vectorizer knows: it changes from iteration to "
     "iteration, depends on a run-time value, or comes from an index the "
     "vectorizer cannot follow."},
    {"Unsafe indirect dependence.",
     "An access goes through an index read from memory (such as a[idx[i]]), "
     "which may hit the same element in two iterations."},
    {"Memory location is the same as accessed at", "The other access is at"},
    {"cannot identify array bounds",
     "the loop's accesses may overlap and their bounds cannot be computed "
     "for a run-time check; declare the pointer parameters restrict if they "
     "never overlap"},
};

/// The unroller's, likewise.
constexpr Phrase UnrollerPhrases[] = {
    {"Unable to fully unroll loop as directed by unroll(full) pragma "
     "because loop has a runtime trip count.",
     "the loop's number of iterations is known only at run time (a bound "
     "such as n, or the partial tiles of a tile), and a full unroll needs "
     "one known when compiling. "
     "Use 'unroll count(N)', or give the loop constant bounds."},
};

/// The vectorizer's advice to try loop distribution, as LLVM words it.
constexpr llvm::StringLiteral DistributeAdvice =
    "Use #pragma clang loop distribute(enable) to allow loop distribution "
    "to attempt to isolate the offending operations into a separate loop";

} // namespace

std::string loopcc::reasonFromMessage(llvm::StringRef Text, bool Splittable) {
  std::string Reason = reasonFromMessage(Text);
  for (llvm::ArrayRef<Phrase> Phrases :
       {llvm::ArrayRef<Phrase>(VectorizerPhrases),
        llvm::ArrayRef<Phrase>(UnrollerPhrases)})
    for (const Phrase &P : Phrases)
      if (size_t At = Reason.find(P.LLVM.data()); At != std::string::npos)
        Reason.replace(At, P.LLVM.size(), P.User.data());
  if (size_t At = Reason.find(DistributeAdvice.data());
      At != std::string::npos) {
    size_t End = At + DistributeAdvice.size();
    // The advice leads nowhere on a loop with one statement: distribute
    // would have nothing to split.
    std::string Advice =
        Splittable ? "'#pragma loop transform distribute' below this "
                     "directive can split the other statements off into "
                     "loops of their own. "
                   : "";
    // LLVM's advice has no full stop, so its next line was joined with
    // "; "; the advice is now a sentence of its own.
    if (Reason.compare(End, 2, "; ") == 0)
      End += 2;
    Reason.replace(At, End - At, Advice);
  }
  return llvm::StringRef(Reason).trim().str();
}

bool loopcc::hasStatementsToSplit(const llvm::Loop &L) {
  // Stores by source position, the copies an unroller made of one
  // statement being one statement; without positions (IR with no debug
  // locations), by the object they write.
  std::set<std::pair<unsigned, unsigned>> Statements;
  llvm::SmallPtrSet<const llvm::Value *, 4> Objects;
  for (const llvm::BasicBlock *BB : L.blocks())
    for (const llvm::Instruction &I : *BB)
      if (const auto *Store = llvm::dyn_cast<llvm::StoreInst>(&I)) {
        if (const llvm::DebugLoc &DL = I.getDebugLoc())
          Statements.insert({DL.getLine(), DL.getCol()});
        else
          Objects.insert(
              llvm::getUnderlyingObject(Store->getPointerOperand()));
      }
  return Statements.size() + Objects.size() > 1;
}

std::string loopcc::reasonFromMessage(llvm::StringRef Text) {
  // LLVM's messages may run over several lines; a diagnostic is one.
  std::string Joined;
  for (llvm::StringRef Line : llvm::split(Text.trim(), '\n')) {
    Line = Line.trim();
    if (Line.empty())
      continue;
    if (!Joined.empty())
      Joined += Joined.back() == '.' ? " " : "; ";
    Joined += Line.str();
  }
  llvm::StringRef Msg = Joined;
  size_t Colon = Msg.find(": ");
  if (Msg.starts_with("loop not ") && Colon != llvm::StringRef::npos)
    Msg = Msg.drop_front(Colon + 2);
  else if (Msg.starts_with("loop not "))
    return ""; // "loop not vectorized" alone
  if (Msg.contains("use -Rpass-analysis") ||
      Msg.contains("failed explicitly specified"))
    return "";
  // LoopDistribute's reason for a loop with nothing to split is terse and
  // reads like good news; say what it means for the directive.
  if (Msg == "memory operations are safe for vectorization")
    return (Msg + ": LoopDistribute splits off only the statements whose "
                  "memory dependences stop vectorization, and this loop has "
                  "none; vectorize it as it is")
        .str();
  return Msg.str();
}

std::string loopcc::rewriteAdvice(llvm::StringRef Text) {
  std::string Out = Text.str();
  struct Rewrite {
    const char *Pattern;
    const char *Replacement;
  };
  static const Rewrite Rewrites[] = {
      {"#pragma clang loop vectorize_width\\(([0-9]+)\\)",
       "#pragma loop transform vectorize width(\\1)"},
      {"#pragma clang loop interleave_count\\(([0-9]+)\\)",
       "#pragma loop transform interleave count(\\1)"},
      {"#pragma clang loop unroll_count\\(([0-9]+)\\)",
       "#pragma loop transform unroll count(\\1)"},
      {"#pragma clang loop unroll\\(full\\)",
       "#pragma loop transform unroll full"},
      {"#pragma clang loop ([a-z_]+)\\((enable|assume_safety)\\)",
       "#pragma loop transform \\1"},
      {"unroll\\(full\\) pragma", "'unroll full' directive"},
  };
  for (const Rewrite &R : Rewrites) {
    llvm::Regex Re(R.Pattern);
    std::string Error;
    while (Re.match(Out)) {
      std::string Next = Re.sub(R.Replacement, Out, &Error);
      if (Next == Out)
        break;
      Out = std::move(Next);
    }
  }
  return Out;
}

std::vector<loopcc::ChainReport>
loopcc::summarizeChains(const ChainTable &Chains, const ChainOutcomes &Outcomes,
                        bool Optimized) {
  std::vector<ChainReport> Reports;
  for (const LoopChain &Chain : Chains) {
    ChainReport Report;
    Report.Chain = Chain;
    std::optional<unsigned> FailedAt;
    std::optional<unsigned> NotNeededFrom;
    for (unsigned S = 0; S < Chain.Steps.size(); ++S) {
      const ChainStep &Step = Chain.Steps[S];
      StepReport R;
      if (!Optimized) {
        R.Status = StepStatus::Skipped;
        R.Reason = "no transformation runs at -O0";
        Report.Steps.push_back(std::move(R));
        continue;
      }
      // A leaf (StepClauses::Producer) descends from the steps up to its
      // producer only: what became of the loops inside is not its concern.
      if (Step.Producer) {
        if (FailedAt > Step.Producer)
          FailedAt.reset();
        if (NotNeededFrom > Step.Producer)
          NotNeededFrom.reset();
      }
      if (FailedAt) {
        R.Status = StepStatus::Skipped;
        R.Reason = "follows '" + Chain.Steps[*FailedAt].Spelling +
                   "', which was not applied";
        Report.Steps.push_back(std::move(R));
        continue;
      }
      if (NotNeededFrom) {
        R.Status = StepStatus::NotNeeded;
        R.Reason = "the loop it applies to does not exist";
        Report.Steps.push_back(std::move(R));
        continue;
      }
      llvm::ArrayRef<StepAttempt> Attempts = Outcomes.attempts(Chain.Id, S);
      if (Attempts.empty()) {
        R.Status = StepStatus::NotNeeded;
        if (S == 0)
          R.Reason = "the loop was removed by an earlier optimization (fully "
                     "unrolled, turned into a library call, or found dead) "
                     "before this transformation ran";
        else
          R.Reason =
              "'" + Chain.Steps[Step.producerIndex(S)].Spelling +
              "' produced no " +
              (Step.On ? roleName(*Step.On).str() : std::string("such")) +
              " loop";
        NotNeededFrom = S;
        Report.Steps.push_back(std::move(R));
        continue;
      }
      for (const StepAttempt &A : Attempts) {
        if (A.Applied) {
          if (!llvm::is_contained(R.AppliedIn, A.Function))
            R.AppliedIn.push_back(A.Function);
          R.ProducedLoops += A.ProducedLoops;
          if (!R.VectorWidth)
            R.VectorWidth = A.VectorWidth;
          if (!R.InterleaveCount)
            R.InterleaveCount = A.InterleaveCount;
          if (R.WidthReason.empty())
            R.WidthReason = A.WidthReason;
          R.RuntimeCheck |= A.RuntimeCheck;
          if (R.Nest.empty())
            R.Nest = A.Nest;
          continue;
        }
        if (R.Reason.empty())
          R.Reason = rewriteAdvice(A.Reason);
        if (!llvm::is_contained(R.MissedIn, A.Function))
          R.MissedIn.push_back(A.Function);
      }
      if (!R.MissedIn.empty()) {
        R.Status = StepStatus::Missed;
        FailedAt = S;
        Report.Steps.push_back(std::move(R));
        continue;
      }
      R.Status = StepStatus::Applied;
      if (Step.Kind == TransformKind::Vectorize && Step.Width && R.VectorWidth &&
          R.VectorWidth != Step.Width) {
        R.Warning = "loop vectorized with width " +
                    std::to_string(R.VectorWidth) + ", not the requested " +
                    std::to_string(*Step.Width);
        if (!R.WidthReason.empty())
          R.Warning += ": " + R.WidthReason;
      }
      Report.Steps.push_back(std::move(R));
    }
    Reports.push_back(std::move(Report));
  }
  return Reports;
}

std::string loopcc::jsonText(llvm::StringRef Text) {
  if (llvm::json::isUTF8(Text))
    return Text.str();
  return llvm::json::fixUTF8(Text);
}

static llvm::json::Array jsonTexts(llvm::ArrayRef<std::string> Texts) {
  llvm::json::Array Out;
  for (const std::string &Text : Texts)
    Out.push_back(loopcc::jsonText(Text));
  return Out;
}

/// The explain view's loops: one object per loop, keys only where known.
static llvm::json::Array nestToJSON(const loopcc::LoopNestSnapshot &Nest) {
  llvm::json::Array Loops;
  for (const loopcc::LoopSnapshot &L : Nest) {
    llvm::json::Object O{{"depth", L.Depth}, {"line", L.Line},
                         {"column", L.Column}};
    if (L.Step)
      O["step"] = L.Step;
    if (L.TripCount)
      O["trip_count"] = L.TripCount;
    else if (L.MaxTripCount)
      O["max_trip_count"] = L.MaxTripCount;
    if (L.VectorWidth)
      O["vector_width"] = L.VectorWidth;
    if (L.RuntimeChecked)
      O["runtime_check"] = true;
    if (L.Role) {
      O["role"] = loopcc::roleName(*L.Role);
      O["made_by_step"] = L.RoleStep;
    }
    Loops.push_back(std::move(O));
  }
  return Loops;
}

llvm::json::Array
loopcc::reportToJSON(const std::vector<ChainReport> &Reports) {
  llvm::json::Array Chains;
  for (const ChainReport &Report : Reports) {
    const LoopChain &Chain = Report.Chain;
    llvm::json::Array Steps;
    for (unsigned S = 0; S < Chain.Steps.size(); ++S) {
      const ChainStep &Step = Chain.Steps[S];
      const StepReport &R = Report.Steps[S];
      llvm::json::Object O{
          {"transformation", transformName(Step.Kind)},
          {"directive", jsonText(Step.Spelling)},
          {"line", Step.Pragma.Line},
          {"column", Step.Pragma.Column},
          {"status", statusName(R.Status)},
      };
      if (Step.On)
        O["on"] = roleName(*Step.On);
      // A chains file's directive (-floop-transform-chains) is not in the
      // loop's file.
      if (!Step.Pragma.File.empty() && Step.Pragma.File != Chain.Loop.File)
        O["file"] = jsonText(Step.Pragma.File);
      if (!Step.LoopName.empty())
        O["loop_name"] = jsonText(Step.LoopName);
      // A fuse's other loop: the first loop's step says what happened.
      if (Step.FuseMember)
        O["fuse_member"] = Step.FuseMember;
      if (!R.Reason.empty())
        O["reason"] = jsonText(R.Reason);
      if (!R.Warning.empty())
        O["warning"] = jsonText(R.Warning);
      if (R.Status == StepStatus::Applied) {
        if (R.RuntimeCheck)
          O["runtime_check"] = true;
        O["produced_loops"] = R.ProducedLoops;
        O["copies"] = jsonTexts(R.AppliedIn);
      }
      if (!R.MissedIn.empty())
        O["missed_in"] = jsonTexts(R.MissedIn);
      if (R.VectorWidth)
        O["vector_width"] = R.VectorWidth;
      if (R.InterleaveCount)
        O["interleave_count"] = R.InterleaveCount;
      if (!R.Nest.empty())
        O["loops"] = nestToJSON(R.Nest);
      Steps.push_back(std::move(O));
    }
    Chains.push_back(llvm::json::Object{
        {"id", Chain.Id},
        {"file", jsonText(Chain.Loop.File)},
        {"line", Chain.Loop.Line},
        {"column", Chain.Loop.Column},
        {"function", jsonText(Chain.Function)},
        {"steps", std::move(Steps)},
    });
  }
  return Chains;
}
