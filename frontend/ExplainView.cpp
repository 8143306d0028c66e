//===- ExplainView.cpp - What a chain did, step by step, as text ----------===//

#include "frontend/ExplainView.h"

#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace {

/// Where the loop comments start, so that they line up.
constexpr unsigned CommentColumn = 48;

/// A bound on a trip count is shown when it tells something of the loop
/// (a remainder's "at most 7"), not when it is only the range of the
/// induction's type (2147483646 for an `int` bound).
constexpr uint64_t MaxShownBound = 65536;

void line(llvm::raw_ostream &OS, unsigned Indent, llvm::StringRef Code,
          llvm::StringRef Comment) {
  std::string Text = std::string(Indent, ' ') + Code.str();
  OS << Text;
  if (!Comment.empty()) {
    OS << std::string(Text.size() < CommentColumn ? CommentColumn - Text.size()
                                                  : 1,
                      ' ')
       << "// " << Comment;
  }
  OS << '\n';
}

std::string position(const loopcc::SourcePosition &P) {
  return (llvm::sys::path::filename(P.File) + ":" + llvm::Twine(P.Line) + ":" +
          llvm::Twine(P.Column))
      .str();
}

const loopcc::SourceLoop *sourceLoopAt(const loopcc::SourceLoopNest *Source,
                                       unsigned Line, unsigned Column) {
  if (!Source)
    return nullptr;
  for (const loopcc::SourceLoop &L : *Source)
    if (L.Line == Line && L.Column == Column)
      return &L;
  // A loop whose ID lost its start location (LLVM 22's vectorizer drops it
  // where no follow-up puts it back) is placed by its first instruction:
  // the right line, another column. One source loop on that line is it.
  const loopcc::SourceLoop *OnLine = nullptr;
  for (const loopcc::SourceLoop &L : *Source) {
    if (L.Line != Line)
      continue;
    if (OnLine)
      return nullptr;
    OnLine = &L;
  }
  return OnLine;
}

/// How many iterations of the source loop one iteration of a loop that
/// step \p Step made in role \p Role runs: the product of the factors of
/// the steps on its lineage (each step applies to the loop of the role the
/// next one names). 0 when a factor is not known (an unroll whose count the
/// compiler picked).
uint64_t sourceIterationsPerIteration(const loopcc::ChainReport &Report,
                                      unsigned Step, loopcc::LoopRole Role) {
  using loopcc::LoopRole;
  using loopcc::TransformKind;
  const loopcc::ChainStep &S = Report.Chain.Steps[Step];
  const loopcc::StepReport &R = Report.Steps[Step];
  uint64_t Base = 1;
  if (Step > 0) {
    const loopcc::ChainStep &Prev = Report.Chain.Steps[Step - 1];
    LoopRole Target = loopcc::targetRole(Prev, S);
    if (Target == LoopRole::All)
      Target = loopcc::producedRoles(Prev).front();
    Base = sourceIterationsPerIteration(Report, Step - 1, Target);
  }
  if (!loopcc::roleRunsCopies(Role) || Role == LoopRole::Inner)
    return Base;
  uint64_t Own = 1;
  switch (S.Kind) {
  case TransformKind::Vectorize:
    Own = uint64_t(R.VectorWidth ? R.VectorWidth : S.Width.value_or(0)) *
          (R.InterleaveCount ? R.InterleaveCount : 1);
    break;
  case TransformKind::Interleave:
    Own = R.InterleaveCount ? R.InterleaveCount : S.Count.value_or(0);
    break;
  case TransformKind::Unroll:
  case TransformKind::UnrollAndJam:
    Own = S.Count.value_or(0);
    break;
  case TransformKind::Distribute:
  case TransformKind::Interchange:
  case TransformKind::Tile:
  case TransformKind::Reverse:
    Own = 1;
    break;
  }
  return Base * Own;
}

/// `for (i; i < n; i += 8)`: the source loop's variable and condition,
/// with the step the produced loop takes in source iterations (\p Factor,
/// 0 when not known).
std::string pseudoHeader(const loopcc::SourceLoop *Src, uint64_t Factor) {
  if (!Src)
    return Factor ? "loop (" + std::to_string(Factor) +
                        " source iterations each)"
                  : "loop";
  if (Src->Induction.empty())
    return Src->Header;
  const std::string &I = Src->Induction;
  std::string Inc = Factor == 1 ? I + "++"
                    : Factor    ? I + " += " + std::to_string(Factor)
                                : I + " += ?";
  return "for (" + I + "; " + Src->Condition + "; " + Inc + ")";
}

std::string loopComment(const loopcc::ChainReport &Report,
                        const loopcc::LoopSnapshot &L) {
  std::string C = "line " + std::to_string(L.Line);
  if (L.Role) {
    C += ": " + loopcc::roleName(*L.Role).str() + " loop of step " +
         std::to_string(L.RoleStep + 1);
    const loopcc::ChainStep &S = Report.Chain.Steps[L.RoleStep];
    const loopcc::StepReport &R = Report.Steps[L.RoleStep];
    if (*L.Role == loopcc::LoopRole::Vectorized &&
        loopcc::passKind(S.Kind) == loopcc::TransformKind::Vectorize &&
        R.VectorWidth)
      C += " (vector width " + std::to_string(R.VectorWidth) +
           ", interleave " + std::to_string(R.InterleaveCount ? R.InterleaveCount : 1) + ")";
  } else if (L.VectorWidth) {
    C += ", vector width " + std::to_string(L.VectorWidth);
  }
  if (L.RuntimeChecked)
    C += ", after a run-time check that the accesses do not overlap";
  if (L.TripCount)
    C += ", " + std::to_string(L.TripCount) +
         (L.TripCount == 1 ? " iteration" : " iterations");
  else if (L.MaxTripCount && L.MaxTripCount <= MaxShownBound)
    C += ", at most " + std::to_string(L.MaxTripCount) +
         (L.MaxTripCount == 1 ? " iteration" : " iterations");
  else
    C += ", iterations known at run time";
  return C;
}

std::string statusLine(const loopcc::StepReport &R) {
  std::string S = loopcc::statusName(R.Status).str();
  if (R.Status == loopcc::StepStatus::Applied) {
    if (R.VectorWidth)
      S += ", vector width " + std::to_string(R.VectorWidth);
    if (R.InterleaveCount)
      S += ", interleave " + std::to_string(R.InterleaveCount);
    if (!R.Warning.empty())
      S += " (" + R.Warning + ")";
    return S;
  }
  if (!R.Reason.empty())
    S += ": " + R.Reason;
  return S;
}

} // namespace

std::string loopcc::explainChain(const ChainReport &Report,
                                 const SourceLoopNest *Source) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  const LoopChain &Chain = Report.Chain;
  OS << position(Chain.Loop) << ": chain in '" << Chain.Function << "': ";
  for (unsigned S = 0; S < Chain.Steps.size(); ++S)
    OS << (S ? ", then " : "") << Chain.Steps[S].Spelling;
  OS << '\n';
  if (Source && !Source->empty()) {
    OS << "  source:\n";
    for (const SourceLoop &L : *Source)
      line(OS, 4 + 2 * L.Depth, L.Header, "line " + std::to_string(L.Line));
  }
  for (unsigned S = 0; S < Chain.Steps.size(); ++S) {
    const ChainStep &Step = Chain.Steps[S];
    const StepReport &R = Report.Steps[S];
    OS << "  step " << S + 1 << ": " << Step.Spelling << " ["
       << position(Step.Pragma) << "]: " << statusLine(R) << '\n';
    if (R.Status != StepStatus::Applied)
      continue;
    if (R.Nest.empty()) {
      line(OS, 4, "(no loop left)", "");
      continue;
    }
    for (const LoopSnapshot &L : R.Nest) {
      // A loop no step made runs the source loop's iterations, one by one,
      // unless LLVM's own passes changed it (then its induction's step says
      // by how much); a lone directive's loops carry no role.
      uint64_t Factor =
          L.Role ? sourceIterationsPerIteration(Report, L.RoleStep, *L.Role)
                 : uint64_t(L.Step > 0 ? L.Step : 0);
      line(OS, 4 + 2 * L.Depth,
           pseudoHeader(sourceLoopAt(Source, L.Line, L.Column), Factor),
           loopComment(Report, L));
    }
  }
  return Text;
}
