//===- SumOrder.cpp - A sum's updates against the code that reads it ------===//

#include "passes/locality/SumOrder.h"
#include "passes/locality/DependenceViolation.h"

#include "polly/ScopInfo.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"

namespace {

/// The instance pairs (a, b), a of \p From and b of \p To, that
/// \p Schedule runs a strictly before b.
isl::union_map runsBefore(const isl::union_map &Schedule, const isl::set &From,
                          const isl::set &To) {
  isl::union_map A = Schedule.intersect_domain(isl::union_set(From));
  isl::union_map B = Schedule.intersect_domain(isl::union_set(To));
  return isl::manage(isl_union_map_lex_lt_union_map(A.release(), B.release()));
}

/// The pairs of \p Pairs that \p Schedule does not run in that order.
bool anyReversed(const isl::union_map &Pairs, const isl::union_map &Schedule,
                 const isl::set &From, const isl::set &To) {
  isl::union_map A = Schedule.intersect_domain(isl::union_set(From));
  isl::union_map B = Schedule.intersect_domain(isl::union_set(To));
  isl::union_map NotBefore =
      isl::manage(isl_union_map_lex_ge_union_map(A.release(), B.release()));
  return !Pairs.intersect(NotBefore).is_empty().is_true();
}

} // namespace

std::string loopcc::sumReadOutOfOrder(const polly::Scop &S,
                                      llvm::ArrayRef<ReductionSlot> Slots,
                                      const isl::schedule &New,
                                      const std::string &Step) {
  isl::union_map Old = S.getSchedule();
  isl::union_map Now = New.get_map();
  for (const ReductionSlot &R : Slots) {
    const polly::ScopStmt *Update = nullptr;
    const polly::ScopArrayInfo *Sum = nullptr;
    for (const polly::ScopStmt &Stmt : S)
      for (const polly::MemoryAccess *MA : Stmt)
        if (MA->getAccessInstruction() == R.Store) {
          Update = &Stmt;
          Sum = MA->getLatestScopArrayInfo();
        }
    if (!Update)
      continue;
    isl::set Updates = Update->getDomain();
    for (const polly::ScopStmt &Stmt : S) {
      if (&Stmt == Update ||
          llvm::none_of(Stmt, [&](const polly::MemoryAccess *MA) {
            return MA->isArrayKind() && MA->getLatestScopArrayInfo() == Sum;
          }))
        continue;
      isl::set Other = Stmt.getDomain();
      bool ReadTooEarly =
          anyReversed(runsBefore(Old, Updates, Other), Now, Updates, Other);
      bool SetTooLate =
          anyReversed(runsBefore(Old, Other, Updates), Now, Other, Updates);
      if (ReadTooEarly)
        return "'" + Step + "' would run " + loopcc::statementAt(Stmt) +
               ", which reads the sum" + updateWhere(*R.Update) +
               " after the loop, before the sum's last update";
      if (SetTooLate)
        return "'" + Step + "' would run an update of the sum" +
               updateWhere(*R.Update) + " before " + loopcc::statementAt(Stmt) +
               ", which sets or reads the sum before the loop";
    }
  }
  return "";
}
