//===- DependenceViolation.cpp - Which dependence a schedule breaks -------===//

#include "passes/locality/DependenceViolation.h"
#include "passes/locality/ReductionSlots.h"

#include "polly/DependenceInfo.h"
#include "polly/ScopInfo.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <optional>

namespace {

bool isNamePart(char C) { return llvm::isAlnum(C) || C == '_'; }

/// The subscripted name that starts at \p Col (0-based) of \p Line:
/// `A[i-1][j+1]`, `s.a[i]`.
std::optional<std::string> forwardAccess(llvm::StringRef Line, size_t Col) {
  size_t End = Col;
  while (End < Line.size() &&
         (isNamePart(Line[End]) || Line[End] == '.' ||
          (Line[End] == '-' && End + 1 < Line.size() && Line[End + 1] == '>')))
    End += Line[End] == '-' ? 2 : 1;
  if (End == Col)
    return std::nullopt;
  while (End < Line.size() && Line[End] == '[') {
    int Depth = 0;
    size_t I = End;
    for (; I < Line.size(); ++I) {
      Depth += Line[I] == '[' ? 1 : Line[I] == ']' ? -1 : 0;
      if (Depth == 0)
        break;
    }
    if (I == Line.size())
      return std::nullopt;
    End = I + 1;
  }
  return Line.slice(Col, End).str();
}

/// The subscripted name that ends just before the operator at \p Col:
/// clang puts an assignment's location on its `=` (or `+=`).
std::optional<std::string> backwardAccess(llvm::StringRef Line, size_t Col) {
  size_t End = Col;
  while (End > 0 && Line[End - 1] == ' ')
    --End;
  size_t Begin = End;
  while (Begin > 0 && Line[Begin - 1] == ']') {
    int Depth = 0;
    size_t I = Begin;
    while (I > 0) {
      --I;
      Depth += Line[I] == ']' ? 1 : Line[I] == '[' ? -1 : 0;
      if (Depth == 0)
        break;
    }
    if (Depth != 0)
      return std::nullopt;
    Begin = I;
  }
  while (Begin > 0 && (isNamePart(Line[Begin - 1]) || Line[Begin - 1] == '.'))
    --Begin;
  if (Begin == End)
    return std::nullopt;
  return Line.slice(Begin, End).str();
}

/// The accessed array's IR name: the global or parameter the source names.
/// A local array has none in a compiler built without value names (Polly
/// would call it "MemRef0"); a reduction's slot (ReductionSlots.h) is the
/// running value of the statement that updates it.
std::string arrayName(const polly::MemoryAccess &MA) {
  const llvm::Value *Base = MA.getOriginalBaseAddr();
  if (const auto *Slot = llvm::dyn_cast_or_null<llvm::AllocaInst>(Base);
      Slot && Slot->getMetadata(loopcc::ReductionSlotMark)) {
    std::string Text =
        loopcc::statementText(MA.getAccessInstruction()->getDebugLoc());
    return Text.empty() ? "the running value of a sum"
                        : "the running value of '" + Text + "'";
  }
  if (Base && Base->hasName())
    return Base->getName().str();
  return llvm::isa_and_nonnull<llvm::AllocaInst>(Base) ? "a local array"
                                                       : "an array";
}

unsigned lineOf(const polly::MemoryAccess &MA) {
  const llvm::DebugLoc &DL = MA.getAccessInstruction()->getDebugLoc();
  return DL ? DL.getLine() : 0;
}

/// The pairs of \p Dep (statement instances) that \p Schedule runs in the
/// wrong order, or at the same time.
isl::map violatedPart(const isl::map &Dep, const isl::union_map &Schedule) {
  isl::union_map Backwards = isl::manage(
      isl_union_map_lex_ge_union_map(Schedule.copy(), Schedule.copy()));
  return isl::union_map(Dep).intersect(Backwards).extract_map(Dep.get_space());
}

} // namespace

/// The source line \p DL names, read back from its file.
static std::optional<std::string> sourceLine(const llvm::DebugLoc &DL) {
  if (!DL || DL.getLine() == 0)
    return std::nullopt;
  auto *Scope = llvm::cast<llvm::DIScope>(DL.getScope());
  llvm::SmallString<256> Path(Scope->getFilename());
  if (!llvm::sys::path::is_absolute(Path))
    llvm::sys::path::make_absolute(Scope->getDirectory(), Path);
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return std::nullopt;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n');
  if (DL.getLine() > Lines.size())
    return std::nullopt;
  return Lines[DL.getLine() - 1].str();
}

std::string loopcc::statementText(const llvm::DebugLoc &DL) {
  std::optional<std::string> Line = sourceLine(DL);
  if (!Line)
    return "";
  llvm::StringRef Text = llvm::StringRef(*Line).trim();
  // One statement on its line reads as itself; anything else (a loop
  // header, a second statement) is not what the location points at.
  if (!Text.consume_back(";") || Text.contains(';') || Text.contains('{') ||
      Text.contains('}') || Text.starts_with("for"))
    return "";
  return Text.trim().str();
}

std::string loopcc::accessTextAt(const llvm::DebugLoc &DL) {
  if (!DL || DL.getCol() == 0)
    return "";
  std::optional<std::string> Source = sourceLine(DL);
  if (!Source)
    return "";
  llvm::StringRef Line = *Source;
  size_t Col = DL.getCol() - 1;
  if (Col >= Line.size())
    return "";
  std::optional<std::string> Text = isNamePart(Line[Col])
                                        ? forwardAccess(Line, Col)
                                        : backwardAccess(Line, Col);
  return Text ? *Text : "";
}

std::string loopcc::accessText(const polly::MemoryAccess &MA) {
  // A reduction's slot is no access of the source.
  if (const auto *Slot =
          llvm::dyn_cast_or_null<llvm::AllocaInst>(MA.getOriginalBaseAddr());
      Slot && Slot->getMetadata(ReductionSlotMark))
    return arrayName(MA);
  std::string Text = accessTextAt(MA.getAccessInstruction()->getDebugLoc());
  // The text must be a subscript, or name the array Polly sees, else the
  // guess was wrong (a macro's name). A static local's global is named
  // after its function ("main.b"), and interprocedural constant
  // propagation may put a global where the source names a parameter.
  std::string Name = arrayName(MA);
  llvm::StringRef Local = llvm::StringRef(Name).rsplit('.').second;
  llvm::StringRef Written = Text;
  if (!Written.empty() &&
      (Written.contains('[') || Written.contains(Name) ||
       (!Local.empty() && Written.contains(Local))))
    return Text;
  return Name;
}

/// The pair of accesses of \p Dep's statements that make it: same array,
/// one of them a write, touching the same element for some instance pair
/// of \p Dep. A write then a read first (a flow dependence).
static std::optional<std::pair<polly::MemoryAccess *, polly::MemoryAccess *>>
accessesOf(const isl::map &Dep) {
  auto *Src = static_cast<polly::ScopStmt *>(
      Dep.get_tuple_id(isl::dim::in).get_user());
  auto *Dst = static_cast<polly::ScopStmt *>(
      Dep.get_tuple_id(isl::dim::out).get_user());
  if (!Src || !Dst)
    return std::nullopt;
  std::optional<std::pair<polly::MemoryAccess *, polly::MemoryAccess *>> Best;
  int BestRank = 3;
  for (polly::MemoryAccess *A : *Src) {
    for (polly::MemoryAccess *B : *Dst) {
      if (!A->isArrayKind() || !B->isArrayKind() ||
          A->getLatestScopArrayInfo() != B->getLatestScopArrayInfo() ||
          (!A->isWrite() && !B->isWrite()))
        continue;
      isl::map Same = A->getAccessRelation().apply_range(
          B->getAccessRelation().reverse());
      if (Same.intersect(Dep).is_empty().is_true())
        continue;
      int Rank = A->isWrite() && B->isRead() ? 0 : A->isRead() ? 1 : 2;
      if (Rank < BestRank) {
        Best = {A, B};
        BestRank = Rank;
      }
    }
  }
  return Best;
}

/// The line of the instruction that computes \p V, or of the first value
/// flowing into it for a PHI (a recurrence carried in a register).
static unsigned lineOfValue(const llvm::Value *V) {
  const auto *I = llvm::dyn_cast_or_null<llvm::Instruction>(V);
  if (!I)
    return 0;
  if (const llvm::DebugLoc &DL = I->getDebugLoc(); DL && DL.getLine())
    return DL.getLine();
  if (const auto *Phi = llvm::dyn_cast<llvm::PHINode>(I))
    for (const llvm::Value *In : Phi->incoming_values())
      if (const auto *InI = llvm::dyn_cast<llvm::Instruction>(In))
        if (const llvm::DebugLoc &DL = InI->getDebugLoc(); DL && DL.getLine())
          return DL.getLine();
  return 0;
}

/// A dependence through a register (a value or PHI of Polly's model)
/// rather than memory: the line of the value it carries.
static std::optional<unsigned> scalarLineOf(const isl::map &Dep) {
  auto *Src = static_cast<polly::ScopStmt *>(
      Dep.get_tuple_id(isl::dim::in).get_user());
  if (!Src)
    return std::nullopt;
  for (polly::MemoryAccess *A : *Src)
    if (!A->isArrayKind() && A->isWrite())
      return lineOfValue(A->getAccessValue());
  return std::nullopt;
}

std::string loopcc::statementAt(const polly::ScopStmt &Stmt) {
  auto Describe = [](const llvm::Instruction &I) -> std::string {
    const llvm::DebugLoc &DL = I.getDebugLoc();
    if (!DL || !DL.getLine())
      return "";
    std::string Line = std::to_string(DL.getLine());
    std::string Text = loopcc::statementText(DL);
    return Text.empty() ? "the statement at line " + Line
                        : Text + " (line " + Line + ")";
  };
  // What the statement stores is what it computes from the sum.
  for (bool Writes : {true, false})
    for (const polly::MemoryAccess *MA : Stmt)
      if (MA->isArrayKind() && MA->isWrite() == Writes)
        if (const llvm::Instruction *I = MA->getAccessInstruction())
          if (std::string Text = Describe(*I); !Text.empty())
            return Text;
  for (const llvm::Instruction *I : Stmt.getInstructions())
    if (std::string Text = Describe(*I); !Text.empty())
      return Text;
  // A copy statement (pack's) has no block.
  llvm::SmallVector<const llvm::BasicBlock *, 4> Blocks;
  if (Stmt.isRegionStmt())
    Blocks.append(Stmt.getRegion()->block_begin(),
                  Stmt.getRegion()->block_end());
  else if (Stmt.getBasicBlock())
    Blocks.push_back(Stmt.getBasicBlock());
  for (const llvm::BasicBlock *BB : Blocks)
    for (const llvm::Instruction &I : *BB)
      if (std::string Text = Describe(I); !Text.empty())
        return Text;
  return "a statement after the loop";
}

/// "the sum at line 55 (s += a[i])" when \p Stmt reads a reduction's slot
/// (ReductionSlots.h), or a value computed from one by the statements
/// before it (a PHI after the loop's guard): the sum's value after its
/// loop, which the statements after it use.
static std::string sumReadIn(const polly::ScopStmt &Stmt, unsigned Depth = 0) {
  for (const polly::MemoryAccess *MA : Stmt) {
    if (!MA->isRead())
      continue;
    if (!MA->isArrayKind()) {
      // A value another statement computed: from a sum, or not.
      if (Depth >= 8)
        continue;
      for (const polly::ScopStmt &Other : *Stmt.getParent())
        for (const polly::MemoryAccess *W : Other)
          if (&Other != &Stmt && W->isWrite() &&
              W->getLatestScopArrayInfo() == MA->getLatestScopArrayInfo())
            if (std::string Sum = sumReadIn(Other, Depth + 1); !Sum.empty())
              return Sum;
      continue;
    }
    const auto *Slot =
        llvm::dyn_cast_or_null<llvm::AllocaInst>(MA->getOriginalBaseAddr());
    if (!Slot || !Slot->getMetadata(loopcc::ReductionSlotMark))
      continue;
    // The update is what the slot's store inside the loop stores.
    for (const llvm::User *U : Slot->users()) {
      const auto *Store = llvm::dyn_cast<llvm::StoreInst>(U);
      const auto *Update = Store ? llvm::dyn_cast<llvm::BinaryOperator>(
                                       Store->getValueOperand())
                                 : nullptr;
      if (!Update || !Update->getDebugLoc() || !Update->getDebugLoc().getLine())
        continue;
      return "the sum" + loopcc::updateWhere(*Update);
    }
    return "a sum";
  }
  return "";
}

isl::union_map loopcc::memoryDependences(const polly::Dependences &Deps) {
  return Deps.getDependences(polly::Dependences::TYPE_RAW |
                             polly::Dependences::TYPE_WAR |
                             polly::Dependences::TYPE_WAW);
}

std::string
loopcc::describeViolatedDependence(const polly::Dependences &Deps,
                                   const isl::schedule &NewSchedule) {
  isl::union_map Schedule = NewSchedule.get_map();
  isl::union_map All = memoryDependences(Deps);
  std::string Text;
  All.foreach_map([&](isl::map Dep) -> isl::stat {
    // Only statement-level relations; tagged ones have wrapped tuples.
    if (!Text.empty() || Dep.domain().is_wrapping().is_true())
      return isl::stat::ok();
    // The accesses named are those of the pairs the schedule reverses,
    // not of any pair the statements have (a sum into A[i][j] inside the
    // reversed loop is kept in order).
    isl::map Violated = violatedPart(Dep, Schedule);
    if (Violated.is_empty().is_true())
      return isl::stat::ok();
    auto Pair = accessesOf(Violated);
    if (!Pair) {
      auto *Src = static_cast<polly::ScopStmt *>(
          Dep.get_tuple_id(isl::dim::in).get_user());
      auto *Dst = static_cast<polly::ScopStmt *>(
          Dep.get_tuple_id(isl::dim::out).get_user());
      // The value of a sum after its loop, and a statement that uses it.
      if (std::string Sum = Src ? sumReadIn(*Src) : ""; !Sum.empty() && Dst) {
        Text = "the dependence from " + Sum + ", read after its loop, to " +
               statementAt(*Dst);
        return isl::stat::ok();
      }
      if (std::optional<unsigned> Line = scalarLineOf(Dep))
        Text = "the dependence through a value carried from one iteration "
               "to the next" +
               (*Line ? " (computed at line " + std::to_string(*Line) + ")"
                      : std::string());
      return isl::stat::ok();
    }
    auto [Source, Sink] = *Pair;
    // IR without debug locations has no line to give.
    auto At = [](unsigned Line) {
      return Line ? " (line " + std::to_string(Line) + ")" : std::string();
    };
    Text = "the dependence from " + accessText(*Source) + At(lineOf(*Source)) +
           " to " + accessText(*Sink) + At(lineOf(*Sink));
    return isl::stat::ok();
  });
  return Text;
}
