//===- Vocabulary.cpp - Transformations, roles and clauses by name --------===//
//
// Each lookup is a table generated from Transformations.def, indexed by
// the enumerator; nothing here is written twice.
//
//===----------------------------------------------------------------------===//

#include "pragma/vocabulary/Vocabulary.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"

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
  llvm::StringRef Clauses;
};

const TransformRow TransformRows[] = {
#define LOOPCC_TRANSFORM(Kind, Spelling, Metadata, Missed, Pass, Lone,         \
                         Consumes, Clauses)                                    \
  {Spelling, Metadata, Missed, Pass, Lone, Consumes, Clauses},
#include "pragma/vocabulary/Transformations.def"
};

const llvm::StringRef TransformSpellings[] = {
#define LOOPCC_TRANSFORM(Kind, Spelling, ...) Spelling,
#include "pragma/vocabulary/Transformations.def"
};

struct RoleRow {
  llvm::StringRef Spelling;
  bool RunsCopies;
};

const RoleRow RoleRows[] = {
#define LOOPCC_ROLE(Role, Spelling, RunsCopies) {Spelling, RunsCopies},
#include "pragma/vocabulary/Transformations.def"
};

const llvm::StringRef RoleSpellings[] = {
#define LOOPCC_ROLE(Role, Spelling, RunsCopies) Spelling,
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
  const llvm::StringRef *It = llvm::find(RoleSpellings, Name);
  if (It == std::end(RoleSpellings))
    return std::nullopt;
  return LoopRole(It - std::begin(RoleSpellings));
}

bool roleRunsCopies(LoopRole Role) {
  assert(unsigned(Role) < std::size(RoleRows) && "not a LoopRole");
  return RoleRows[unsigned(Role)].RunsCopies;
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

TransformKind passKind(TransformKind Kind) {
  return Kind == TransformKind::Interleave ? TransformKind::Vectorize : Kind;
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
