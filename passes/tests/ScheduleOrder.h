//===- ScheduleOrder.h - Which instances a schedule runs first -*- C++ -*-===//
//
// For the tests of schedule-tree transformations: whether a schedule runs
// some instance of one set before some instance of another.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_TESTS_SCHEDULEORDER_H
#define LOOPCC_PASSES_TESTS_SCHEDULEORDER_H

#include "isl/isl-noexceptions.h"
#include "isl/map.h"

namespace loopcc {

/// Whether \p Sched runs an instance of \p A (isl notation, e.g.
/// "{ S[3, 0] }") before an instance of \p B.
inline bool runsBefore(const isl::schedule &Sched, const char *A,
                       const char *B) {
  isl::union_map Order = Sched.get_map();
  isl::union_set First(Sched.ctx(), A), Second(Sched.ctx(), B);
  isl::set TimeA(Order.intersect_domain(First).range());
  isl::set TimeB(Order.intersect_domain(Second).range());
  isl::map Earlier =
      isl::manage(isl_set_lex_lt_set(TimeA.release(), TimeB.release()));
  return Earlier.is_empty().is_false();
}

} // namespace loopcc

#endif
