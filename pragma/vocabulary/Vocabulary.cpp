//===- Vocabulary.cpp - Transformations, roles and clauses by name --------===//
//
// Each lookup is a table generated from Transformations.def, indexed by
// the enumerator; nothing here is written twice.
//
//===----------------------------------------------------------------------===//

#include "pragma/vocabulary/Vocabulary.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <algorithm>
#include <cassert>

namespace loopcc {

namespace {

struct TransformRow {
  llvm::StringRef Spelling;
  llvm::StringRef Metadata;
  llvm::StringRef Missed;
  llvm::StringRef Pass;
  bool Lone;
  bool Consumes;
  llvm::StringRef Innermost;
  RecurrenceNeed Recurrences;
  StepSchedule Schedule;
  llvm::StringRef Clauses;
};

const TransformRow TransformRows[] = {
#define LOOPCC_TRANSFORM(Kind, Spelling, Metadata, Missed, Pass, Lone,         \
                         Consumes, Innermost, Recurrences, Schedule, Clauses,  \
                         Driver)                                               \
  {Spelling,                                                                   \
   Metadata,                                                                   \
   Missed,                                                                     \
   Pass,                                                                       \
   Lone,                                                                       \
   Consumes,                                                                   \
   Innermost,                                                                  \
   RecurrenceNeed::Recurrences,                                                \
   StepSchedule::Schedule,                                                     \
   Clauses},
#include "pragma/vocabulary/Transformations.def"
};

const llvm::StringRef TransformSpellings[] = {
#define LOOPCC_TRANSFORM(Kind, Spelling, ...) Spelling,
#include "pragma/vocabulary/Transformations.def"
};

struct RoleRow {
  llvm::StringRef Spelling;
  bool RunsCopies;
  bool Several;
};

const RoleRow RoleRows[] = {
#define LOOPCC_ROLE(Role, Spelling, RunsCopies, Several)                       \
  {Spelling, RunsCopies, Several},
#include "pragma/vocabulary/Transformations.def"
};

const llvm::StringRef RoleSpellings[] = {
#define LOOPCC_ROLE(Role, Spelling, RunsCopies, Several) Spelling,
#include "pragma/vocabulary/Transformations.def"
};

const llvm::StringRef ClauseSpellings[] = {
#define LOOPCC_CLAUSE(Clause, Spelling) Spelling,
#include "pragma/vocabulary/Transformations.def"
};

// The PRODUCES and ACCEPTS rows, as parallel arrays: one of kinds, one of
// what each row names. A kind's rows are contiguous in the table, so its
// roles (clauses) are one slice of the second array.
const TransformKind ProducerOf[] = {
#define LOOPCC_PRODUCES(Kind, Role) TransformKind::Kind,
#include "pragma/vocabulary/Transformations.def"
};
const LoopRole ProducedRole[] = {
#define LOOPCC_PRODUCES(Kind, Role) LoopRole::Role,
#include "pragma/vocabulary/Transformations.def"
};

const TransformKind AcceptorOf[] = {
#define LOOPCC_ACCEPTS(Kind, C) TransformKind::Kind,
#include "pragma/vocabulary/Transformations.def"
};
const Clause AcceptedClause[] = {
#define LOOPCC_ACCEPTS(Kind, C) Clause::C,
#include "pragma/vocabulary/Transformations.def"
};

const TransformKind KeepsOutermost[] = {
#define LOOPCC_KEEPS_OUTERMOST(Kind) TransformKind::Kind,
#include "pragma/vocabulary/Transformations.def"
};

const TransformKind ReachesBack[] = {
#define LOOPCC_REACHES_BACK(Kind) TransformKind::Kind,
#include "pragma/vocabulary/Transformations.def"
};

/// The slice of \p Values whose rows name \p Kind in \p Kinds.
template <typename T, size_t N>
llvm::ArrayRef<T> rowsOf(TransformKind Kind, const TransformKind (&Kinds)[N],
                         const T (&Values)[N]) {
  const TransformKind *First = llvm::find(Kinds, Kind);
  const TransformKind *Last = std::find_if(
      First, std::end(Kinds), [&](TransformKind K) { return K != Kind; });
  assert(std::find(Last, std::end(Kinds), Kind) == std::end(Kinds) &&
         "a kind's rows must be contiguous in Transformations.def");
  return llvm::ArrayRef<T>(Values + (First - Kinds), Last - First);
}

const TransformRow &row(TransformKind Kind) {
  assert(unsigned(Kind) < std::size(TransformRows) && "not a TransformKind");
  return TransformRows[unsigned(Kind)];
}

} // namespace

llvm::StringRef transformName(TransformKind Kind) { return row(Kind).Spelling; }

llvm::ArrayRef<llvm::StringRef> transformNames() { return TransformSpellings; }

std::optional<TransformKind> transformKindFromName(llvm::StringRef Name) {
  const llvm::StringRef *It = llvm::find(TransformSpellings, Name);
  if (It == std::end(TransformSpellings))
    return std::nullopt;
  return TransformKind(It - std::begin(TransformSpellings));
}

llvm::StringRef roleName(LoopRole Role) {
  assert(unsigned(Role) < std::size(RoleRows) && "not a LoopRole");
  return RoleRows[unsigned(Role)].Spelling;
}

llvm::ArrayRef<llvm::StringRef> roleNames() { return RoleSpellings; }

std::optional<LoopRole> roleFromName(llvm::StringRef Name) {
  // The first of a depth-indexed family may be named without its index.
  if (Name == "grid")
    return LoopRole::Grid1;
  if (Name == "intratile")
    return LoopRole::Intratile1;
  if (Name == "level")
    return LoopRole::Level1; // the parser insists on level(k)
  if (Name == "piece")
    return LoopRole::Piece1; // the parser insists on piece(k)
  const llvm::StringRef *It = llvm::find(RoleSpellings, Name);
  if (It == std::end(RoleSpellings))
    return std::nullopt;
  return LoopRole(It - std::begin(RoleSpellings));
}

/// Every role spelled without "(": the families are listed after them.
static llvm::SmallVector<llvm::StringRef, 16> plainRoles() {
  llvm::SmallVector<llvm::StringRef, 16> Names;
  for (llvm::StringRef Name : RoleSpellings)
    if (!Name.contains('('))
      Names.push_back(Name);
  return Names;
}

llvm::ArrayRef<llvm::StringRef> roleNamesForMessages() {
  static const llvm::SmallVector<llvm::StringRef, 16> Names = [] {
    llvm::SmallVector<llvm::StringRef, 16> N = plainRoles();
    N.append({"grid(k)", "intratile(k)", "level(k)", "piece(k)"});
    return N;
  }();
  return Names;
}

llvm::ArrayRef<llvm::StringRef> roleWords() {
  static const llvm::SmallVector<llvm::StringRef, 16> Names = [] {
    llvm::SmallVector<llvm::StringRef, 16> N = plainRoles();
    N.append({"grid", "intratile", "level", "piece"});
    return N;
  }();
  return Names;
}

bool roleRunsCopies(LoopRole Role) {
  assert(unsigned(Role) < std::size(RoleRows) && "not a LoopRole");
  return RoleRows[unsigned(Role)].RunsCopies;
}

bool roleMayBeSeveral(LoopRole Role) {
  assert(unsigned(Role) < std::size(RoleRows) && "not a LoopRole");
  return RoleRows[unsigned(Role)].Several;
}

llvm::StringRef clauseName(Clause C) {
  assert(unsigned(C) < std::size(ClauseSpellings) && "not a Clause");
  return ClauseSpellings[unsigned(C)];
}

llvm::ArrayRef<Clause> acceptedClauses(TransformKind Kind) {
  return rowsOf(Kind, AcceptorOf, AcceptedClause);
}

llvm::StringRef acceptedClausesText(TransformKind Kind) {
  return row(Kind).Clauses;
}

llvm::ArrayRef<LoopRole> producedRoles(TransformKind Kind) {
  return rowsOf(Kind, ProducerOf, ProducedRole);
}

bool keepsOutermostLoop(TransformKind Kind) {
  return llvm::is_contained(KeepsOutermost, Kind);
}

std::string keepsOutermostLoopText() {
  std::string Text;
  for (TransformKind Kind : KeepsOutermost)
    Text += (Text.empty() ? "" : ", ") + transformName(Kind).str();
  return Text;
}

bool reachesBack(TransformKind Kind) {
  return llvm::is_contained(ReachesBack, Kind);
}

std::string metadataPrefix(TransformKind Kind) {
  return (llvm::Twine("llvm.loop.") + row(Kind).Metadata + ".").str();
}

std::string followupPrefix(TransformKind Kind) {
  return metadataPrefix(Kind) + "followup_";
}

std::string missedPrefix(TransformKind Kind) {
  return (llvm::Twine("loop not ") + row(Kind).Missed + ": ").str();
}

llvm::StringRef passName(TransformKind Kind) { return row(Kind).Pass; }

bool isLeftToLLVMWhenLone(TransformKind Kind) { return row(Kind).Lone; }

bool consumesInnerLoop(TransformKind Kind) { return row(Kind).Consumes; }

llvm::StringRef innermostOnlyPass(TransformKind Kind) {
  return row(Kind).Innermost;
}

StepSchedule stepSchedule(TransformKind Kind) { return row(Kind).Schedule; }

RecurrenceNeed recurrenceNeed(TransformKind Kind) {
  return row(Kind).Recurrences;
}

TransformKind passKind(TransformKind Kind) {
  // The first kind of the table applied by the same pass stands for all.
  llvm::StringRef Pass = row(Kind).Pass;
  if (Pass.empty())
    return Kind;
  for (unsigned I = 0; I < std::size(TransformRows); ++I)
    if (TransformRows[I].Pass == Pass)
      return TransformKind(I);
  llvm_unreachable("a kind's own row has its pass");
}

static LoopRole nthRole(LoopRole First, unsigned Depth) {
  assert(Depth >= 1 && Depth <= MaxNestDepth && "depth out of range");
  return LoopRole(unsigned(First) + Depth - 1);
}

LoopRole gridRole(unsigned Depth) { return nthRole(LoopRole::Grid1, Depth); }
LoopRole intratileRole(unsigned Depth) {
  return nthRole(LoopRole::Intratile1, Depth);
}
LoopRole levelRole(unsigned Depth) { return nthRole(LoopRole::Level1, Depth); }

LoopRole pieceRole(unsigned K) {
  assert(K >= 1 && K <= MaxPieces && "piece out of range");
  return LoopRole(unsigned(LoopRole::Piece1) + K - 1);
}

unsigned pieceIndex(LoopRole Role) {
  unsigned K = unsigned(Role) - unsigned(LoopRole::Piece1) + 1;
  return unsigned(Role) >= unsigned(LoopRole::Piece1) && K <= MaxPieces ? K : 0;
}

unsigned roleDepth(LoopRole Role) {
  for (LoopRole First : {LoopRole::Grid1, LoopRole::Intratile1, LoopRole::Level1})
    if (unsigned(Role) >= unsigned(First) &&
        unsigned(Role) < unsigned(First) + MaxNestDepth)
      return unsigned(Role) - unsigned(First) + 1;
  return 0;
}

llvm::SmallVector<LoopRole, 8> producedRoles(TransformKind Kind,
                                             unsigned Depth) {
  llvm::SmallVector<LoopRole, 8> Roles;
  if (Kind == TransformKind::Tile) {
    for (unsigned K = 1; K <= Depth; ++K)
      Roles.push_back(gridRole(K));
    for (unsigned K = 1; K <= Depth; ++K)
      Roles.push_back(intratileRole(K));
    return Roles;
  }
  if ((Kind == TransformKind::Interchange || Kind == TransformKind::Skew) &&
      Depth != 0) {
    for (unsigned K = 1; K <= Depth; ++K)
      Roles.push_back(levelRole(K));
    return Roles;
  }
  if (Kind == TransformKind::Interchange)
    return {LoopRole::Outer, LoopRole::Inner};
  llvm::ArrayRef<LoopRole> All = producedRoles(Kind);
  Roles.append(All.begin(), All.end());
  return Roles;
}

std::optional<LoopRole> resolveRole(llvm::ArrayRef<LoopRole> Produced,
                                    LoopRole Named) {
  if (llvm::is_contained(Produced, Named))
    return Named;
  bool Levels = !Produced.empty() && roleDepth(Produced.front()) == 1 &&
                Produced.front() == LoopRole::Level1;
  if (Levels && Named == LoopRole::Outer)
    return Produced.front();
  if (Levels && Named == LoopRole::Inner)
    return Produced.back();
  bool Pair = llvm::is_contained(Produced, LoopRole::Outer) &&
              llvm::is_contained(Produced, LoopRole::Inner) &&
              !llvm::is_contained(Produced, LoopRole::All);
  if (Pair && Named == LoopRole::Level1)
    return LoopRole::Outer;
  if (Pair && Named == LoopRole::Level2)
    return LoopRole::Inner;
  return std::nullopt;
}

std::string joinNames(llvm::ArrayRef<llvm::StringRef> Names) {
  std::string Text;
  for (size_t I = 0, E = Names.size(); I != E; ++I) {
    if (I != 0)
      Text += I + 1 == E ? " or " : ", ";
    Text += Names[I].str();
  }
  return Text;
}

} // namespace loopcc
