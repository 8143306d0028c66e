//===- ExplainView.cpp - What a chain did, step by step, as text ----------===//

#include "frontend/ExplainView.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <optional>
#include <vector>

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
    unsigned By = S.producerIndex(Step);
    const loopcc::ChainStep &Prev = Report.Chain.Steps[By];
    LoopRole Target = loopcc::targetRole(Prev, S);
    if (Target == LoopRole::All)
      Target = loopcc::producedRoles(Prev).front();
    Base = sourceIterationsPerIteration(Report, By, Target);
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
  case TransformKind::Tile:
    // A grid loop steps over whole tiles.
    if (unsigned K = loopcc::roleDepth(Role);
        K && Role == loopcc::gridRole(K) && K <= S.Sizes.size())
      Own = S.Sizes[K - 1];
    break;
  case TransformKind::Distribute:
  case TransformKind::Interchange:
  case TransformKind::Reverse:
  case TransformKind::Pack:
  case TransformKind::Fuse:
  case TransformKind::Parallelize:
  case TransformKind::Skew:
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
    if (llvm::StringRef Name = loopcc::loopNameFor(S, *L.Role); !Name.empty())
      C += " '" + Name.str() + "'";
    const loopcc::StepReport &R = Report.Steps[L.RoleStep];
    if (*L.Role == loopcc::LoopRole::Vectorized &&
        loopcc::passKind(S.Kind) == loopcc::TransformKind::Vectorize &&
        R.VectorWidth)
      C += " (vector width " + std::to_string(R.VectorWidth) +
           ", interleave " + std::to_string(R.InterleaveCount ? R.InterleaveCount : 1) + ")";
  } else if (L.VectorWidth) {
    // No step says it vectorized this loop: LLVM's passes put vectors in
    // its body (the SLP vectorizer packs an interleaved loop's copies).
    C += ", its body computes with vectors of " +
         std::to_string(L.VectorWidth) + " lanes";
  }
  if (L.RuntimeChecked)
    C += ", after a run-time check that the accesses do not overlap";
  // An intratile loop runs one tile: the IR's bound is often only the
  // source loop's.
  uint64_t MaxTrips = L.MaxTripCount;
  if (L.Role && loopcc::roleDepth(*L.Role) &&
      *L.Role == loopcc::intratileRole(loopcc::roleDepth(*L.Role))) {
    const loopcc::ChainStep &Tile = Report.Chain.Steps[L.RoleStep];
    unsigned K = loopcc::roleDepth(*L.Role);
    if (Tile.Kind == loopcc::TransformKind::Tile && K <= Tile.Sizes.size() &&
        (!MaxTrips || MaxTrips > Tile.Sizes[K - 1]))
      MaxTrips = Tile.Sizes[K - 1];
  }
  if (L.TripCount)
    C += ", " + std::to_string(L.TripCount) +
         (L.TripCount == 1 ? " iteration" : " iterations");
  else if (MaxTrips && MaxTrips <= MaxShownBound)
    C += ", at most " + std::to_string(MaxTrips) +
         (MaxTrips == 1 ? " iteration" : " iterations");
  else
    C += ", iterations known at run time";
  return C;
}

/// A loop of the nest the locality steps leave, worked out from the
/// source nest and the steps. The engine applies a chain's consecutive
/// tile, interchange and reverse steps as one schedule, so the IR after
/// each of them shows only the nest after the last; the view shows each
/// step's own nest, and the loops labelled by the steps so far.
struct ModelLoop {
  const loopcc::SourceLoop *Src = nullptr;
  /// A grid loop steps over tiles of Tile source iterations; an intratile
  /// loop runs the Tile iterations of one tile (fewer in a last one).
  uint64_t Tile = 0;
  bool Grid = false;
  bool Reversed = false;
  /// After a skew, what the loop's iteration is shifted by ("2 * t").
  std::string SkewedBy;
  std::optional<loopcc::LoopRole> Role;
  unsigned RoleStep = 0;
};
using ModelNest = std::vector<ModelLoop>;

/// The source nest as a model, as far as it has one loop per depth.
std::optional<ModelNest> sourceModel(const loopcc::SourceLoopNest *Source) {
  if (!Source || Source->empty())
    return std::nullopt;
  ModelNest M;
  for (const loopcc::SourceLoop &L : *Source) {
    if (L.Depth != M.size())
      break;
    ModelLoop Loop;
    Loop.Src = &L;
    M.push_back(Loop);
  }
  return M;
}

/// Applies step \p S of \p Report to \p M, where the step before it
/// left the loop it names; false when the model cannot follow (a step the
/// engine does not apply, a role that is not in the model).
bool applyToModel(ModelNest &M, const loopcc::ChainReport &Report,
                  unsigned S) {
  using loopcc::LoopRole;
  using loopcc::TransformKind;
  const loopcc::ChainStep &Step = Report.Chain.Steps[S];
  size_t At = 0;
  if (S > 0) {
    unsigned By = Step.producerIndex(S);
    LoopRole Target = loopcc::targetRole(Report.Chain.Steps[By], Step);
    auto It = llvm::find_if(M, [&](const ModelLoop &L) {
      return L.Role && *L.Role == Target && L.RoleStep == By;
    });
    if (It == M.end())
      return false;
    At = It - M.begin();
  }
  unsigned Depth = loopcc::nestDepth(Step);
  if (At + Depth > M.size())
    return false;
  llvm::SmallVector<LoopRole, 8> Roles = loopcc::producedRoles(Step);
  switch (Step.Kind) {
  case TransformKind::Tile: {
    ModelNest Made;
    for (bool Grid : {true, false})
      for (unsigned K = 0; K < Depth; ++K) {
        ModelLoop L = M[At + K];
        L.Grid = Grid;
        L.Tile = Step.Sizes[K];
        L.Role = Grid ? loopcc::gridRole(K + 1) : loopcc::intratileRole(K + 1);
        L.RoleStep = S;
        Made.push_back(L);
      }
    M.erase(M.begin() + At, M.begin() + At + Depth);
    M.insert(M.begin() + At, Made.begin(), Made.end());
    return true;
  }
  case TransformKind::Interchange: {
    ModelNest Old(M.begin() + At, M.begin() + At + Depth);
    for (unsigned K = 0; K < Depth; ++K) {
      unsigned From = Step.Permutation.empty() ? 1 - K : Step.Permutation[K] - 1;
      M[At + K] = Old[From];
      M[At + K].Role = Roles[K];
      M[At + K].RoleStep = S;
    }
    return true;
  }
  case TransformKind::Reverse:
    M[At].Reversed = !M[At].Reversed;
    M[At].Role = LoopRole::Reversed;
    M[At].RoleStep = S;
    return true;
  case TransformKind::Pack:
    // The loop stays; its accesses to the array read the buffer.
    M[At].Role = LoopRole::Packed;
    M[At].RoleStep = S;
    return true;
  case TransformKind::Fuse:
    // The first loop runs the other loops' bodies too; the nest under it
    // is the first loop's (the explain view shows one source loop's nest).
    M[At].Role = LoopRole::Fused;
    M[At].RoleStep = S;
    return true;
  case TransformKind::Skew: {
    // The loops stay in place; each inner one is shifted by its factor
    // times the outermost loop's iteration.
    llvm::SmallVector<uint32_t, 4> Factors = loopcc::skewFactors(Step);
    std::string T = M[At].Src && !M[At].Src->Induction.empty()
                        ? M[At].Src->Induction
                        : std::string("the outer loop's iteration");
    for (unsigned K = 0; K < Depth; ++K) {
      if (K > 0 && Factors[K - 1] != 0)
        M[At + K].SkewedBy =
            (Factors[K - 1] == 1 ? std::string()
                                 : std::to_string(Factors[K - 1]) + " * ") +
            T;
      M[At + K].Role = Roles[K];
      M[At + K].RoleStep = S;
    }
    return true;
  }
  case TransformKind::Parallelize:
    // The loop's iterations, in the same nest, shared out among threads.
    M[At].Role = LoopRole::Parallel;
    M[At].RoleStep = S;
    return true;
  case TransformKind::Vectorize:
  case TransformKind::Interleave:
  case TransformKind::Unroll:
  case TransformKind::UnrollAndJam:
  case TransformKind::Distribute:
    return false;
  }
  llvm_unreachable("unknown TransformKind");
}

/// The header of a model loop: `for (i; i < n; i += 8)` over tiles,
/// `for (i = n - 1; i >= 0; i--)` reversed.
std::string modelHeader(const ModelLoop &L) {
  const loopcc::SourceLoop *Src = L.Src;
  if (!Src)
    return "loop";
  if (Src->Induction.empty())
    return Src->Header;
  const std::string &I = Src->Induction;
  if (L.Reversed && L.Tile && !L.Grid)
    return "for (" + I + " = the tile's last; " + I + " >= the tile's first; " +
           I + "--)";
  if (L.Reversed && !L.Grid && !Src->First.empty())
    return "for (" + I + " = " +
           (Src->Inclusive ? Src->Bound : Src->Bound + " - 1") + "; " + I +
           " >= " + Src->First + "; " + I + "--)";
  std::string Step = L.Grid ? (L.Reversed ? I + " -= " : I + " += ") +
                                  std::to_string(L.Tile)
                            : (L.Reversed ? I + "--" : I + "++");
  std::string Skewed =
      L.SkewedBy.empty() ? "" : " /* skewed: " + I + " + " + L.SkewedBy + " */";
  return "for (" + I + "; " + Src->Condition + "; " + Step + ")" + Skewed;
}

std::string modelComment(const loopcc::LoopChain &Chain, const ModelLoop &L) {
  std::string C =
      "line " + std::to_string(L.Src ? L.Src->Line : 0);
  if (L.Role) {
    C += ": " + loopcc::roleName(*L.Role).str() + " loop of step " +
         std::to_string(L.RoleStep + 1);
    if (llvm::StringRef Name =
            loopcc::loopNameFor(Chain.Steps[L.RoleStep], *L.Role);
        !Name.empty())
      C += " '" + Name.str() + "'";
  }
  uint64_t Trips = L.Src ? L.Src->TripCount : 0;
  auto Count = [](uint64_t N) {
    return std::to_string(N) + (N == 1 ? " iteration" : " iterations");
  };
  if (L.Grid)
    C += ", over tiles of " + std::to_string(L.Tile) + ", " +
         (Trips ? Count((Trips + L.Tile - 1) / L.Tile)
                : std::string("iterations known at run time"));
  else if (L.Tile && Trips && Trips <= L.Tile)
    C += ", " + Count(Trips);
  else if (L.Tile && Trips)
    C += ", " + Count(L.Tile) +
         (Trips % L.Tile ? " (last tile " + std::to_string(Trips % L.Tile) +
                               ")"
                         : std::string());
  else if (L.Tile)
    C += ", at most " + Count(L.Tile) + " (one tile)";
  else if (Trips)
    C += ", " + Count(Trips);
  else
    C += ", iterations known at run time";
  if (L.Reversed)
    C += ", in reverse order";
  return C;
}

std::string statusLine(const loopcc::StepReport &R) {
  std::string S = loopcc::statusName(R.Status).str();
  if (R.Status == loopcc::StepStatus::Applied) {
    if (R.RuntimeCheck)
      S += " under a run-time check that the arrays do not overlap (the "
           "original nest runs when they do)";
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
    // The chain's loop, the outermost, by its `#pragma loop id` name.
    const std::string &Name = Chain.Steps.front().LoopName;
    for (const SourceLoop &L : *Source)
      line(OS, 4 + 2 * L.Depth, L.Header,
           "line " + std::to_string(L.Line) +
               (L.Depth == 0 && !Name.empty() ? " '" + Name + "'" : ""));
  }
  // The nest after each locality step, as long as every step so far is
  // one (the IR has the nest after the last of them only).
  std::optional<ModelNest> Model = sourceModel(Source);
  // The source loop of each loop a step made, by (step, role): a loop the
  // vectorizer made has no start location of its own (LLVM 22 drops it),
  // and runs the iterations of the loop its step was applied to.
  std::map<std::pair<unsigned, unsigned>, const SourceLoop *> MadeFrom;
  auto Remember = [&](std::optional<LoopRole> Role, unsigned Step,
                      const SourceLoop *Src) {
    if (Role && Src)
      MadeFrom.insert({{Step, unsigned(*Role)}, Src});
  };
  auto SourceOf = [&](const LoopSnapshot &L) -> const SourceLoop * {
    if (const SourceLoop *Src = sourceLoopAt(Source, L.Line, L.Column))
      return Src;
    if (!L.Role)
      return nullptr;
    if (L.RoleStep == 0)
      return Source && !Source->empty() ? &Source->front() : nullptr;
    unsigned By = Chain.Steps[L.RoleStep].producerIndex(L.RoleStep);
    LoopRole Target = targetRole(Chain.Steps[By], Chain.Steps[L.RoleStep]);
    auto It = MadeFrom.find({By, unsigned(Target)});
    return It == MadeFrom.end() ? nullptr : It->second;
  };
  for (unsigned S = 0; S < Chain.Steps.size(); ++S) {
    const ChainStep &Step = Chain.Steps[S];
    const StepReport &R = Report.Steps[S];
    OS << "  step " << S + 1 << ": " << Step.Spelling << " ["
       << position(Step.Pragma) << "]: " << statusLine(R) << '\n';
    if (R.Status != StepStatus::Applied) {
      Model.reset();
      continue;
    }
    if (Model && !applyToModel(*Model, Report, S))
      Model.reset();
    if (Model) {
      unsigned Depth = 0;
      for (const ModelLoop &L : *Model) {
        Remember(L.Role, L.RoleStep, L.Src);
        line(OS, 4 + 2 * Depth++, modelHeader(L), modelComment(Chain, L));
      }
      continue;
    }
    if (R.Nest.empty()) {
      line(OS, 4, "(no loop left)", "");
      continue;
    }
    for (const LoopSnapshot &Made : R.Nest) {
      // A loop no step made runs the source loop's iterations, one by one,
      // unless LLVM's own passes changed it (then its induction's step says
      // by how much); a lone directive's loops carry no role.
      const SourceLoop *Src = SourceOf(Made);
      Remember(Made.Role, Made.RoleStep, Src);
      LoopSnapshot L = Made;
      if (!L.Line && Src)
        L.Line = Src->Line;
      uint64_t Factor =
          L.Role ? sourceIterationsPerIteration(Report, L.RoleStep, *L.Role)
                 : uint64_t(L.Step > 0 ? L.Step : 0);
      line(OS, 4 + 2 * L.Depth, pseudoHeader(Src, Factor),
           loopComment(Report, L));
    }
  }
  return Text;
}
