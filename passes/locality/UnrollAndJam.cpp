//===- UnrollAndJam.cpp - unroll_and_jam on the schedule tree -------------===//
//
// The jam is written in the space of the nest's points as the schedule
// sees them: [p, o], the loops around the nest and the outer loop. For
// each p the outer loop runs o from lb(p) to ub(p); its offset
// t = o - lb(p) places o in strip floor(t / Factor), as copy t mod Factor.
// Polly's code generator then writes the strip loop, the inner loop, and
// the copies one after the other in the innermost loop's body, with
// constant offsets: the register tile LLVM's unroll-and-jam would have
// made.
//
//===----------------------------------------------------------------------===//

#include "passes/locality/UnrollAndJam.h"
#include "passes/locality/ScheduleNest.h"

#include "isl/aff.h"
#include "isl/schedule_node.h"
#include "isl/set.h"
#include "llvm/ADT/STLExtras.h"

#include <cassert>
#include <optional>

namespace {

/// Whether the node \p Body holds a loop.
bool hasLoop(const isl::schedule_node &Body) {
  return loopcc::findNode(Body, [](const isl::schedule_node &Node) {
           return Node.isa<isl::schedule_node_band>().is_true();
         }).has_value();
}

/// How many nodes, marks and one-loop bands, lead from \p Node down to
/// the innermost loop's body; none when a loop below is not perfectly
/// nested in the one above.
std::optional<unsigned> nodesToBody(isl::schedule_node Node) {
  unsigned Nodes = 0;
  for (;; ++Nodes, Node = Node.child(0)) {
    if (Node.isa<isl::schedule_node_mark>().is_true())
      continue;
    if (!Node.isa<isl::schedule_node_band>().is_true())
      break;
    if (Node.as<isl::schedule_node_band>().n_member().release() != 1)
      return std::nullopt;
  }
  if (hasLoop(Node))
    return std::nullopt;
  return Nodes;
}

/// \p Node with the sequence \p Copies put around the body of the
/// innermost loop \p Nodes nodes below it.
isl::schedule_node jamAt(isl::schedule_node Node, unsigned Nodes,
                         const isl::union_set_list &Copies) {
  for (unsigned I = 0; I < Nodes; ++I)
    Node = Node.child(0);
  Node = Node.insert_sequence(Copies);
  for (unsigned I = 0; I < Nodes; ++I)
    Node = Node.parent();
  return Node;
}

/// Whether a mark of \p Marks is at or below \p Node.
bool holdsMark(const isl::schedule_node &Node, llvm::ArrayRef<isl::id> Marks) {
  return llvm::any_of(Marks, [&](const isl::id &Mark) {
    return loopcc::findMark(Node, Mark).has_value();
  });
}

/// \p Node with a band of \p Schedule above it, under the mark \p Mark.
isl::schedule_node loopAbove(isl::schedule_node Node,
                             const isl::multi_union_pw_aff &Schedule,
                             const isl::id &Mark) {
  Node = Node.insert_partial_schedule(Schedule);
  return Mark.is_null() ? Node : Node.insert_mark(Mark);
}

} // namespace

isl::schedule loopcc::jamNest(const ScheduleNest &Nest, unsigned Factor,
                              const JamMarks &Marks,
                              llvm::ArrayRef<isl::id> Whole, std::string &Why) {
  assert(Nest.Schedules.size() == JamNestDepth && "an outer and an inner loop");
  assert(Factor >= 2 && "the chain checks reject a count below 2");
  isl::schedule_node Outer = Nest.Top;
  if (Outer.isa<isl::schedule_node_mark>().is_true())
    Outer = Outer.child(0);
  isl::schedule_node Inner = Outer.child(0);
  if (Inner.isa<isl::schedule_node_mark>().is_true())
    Inner = Inner.child(0);
  // The copies go into the body of the innermost loop: LLVM's pass jams
  // into an innermost loop only; here the loops below the inner one, if
  // perfectly nested, are jammed through, each one loop still.
  std::optional<unsigned> Deeper = nodesToBody(Inner.child(0));
  if (!Deeper) {
    Why = "the loops inside the inner loop are not perfectly nested";
    return {};
  }

  // The points [p, o] of the nest.
  std::optional<loopcc::BandPoints> Band = loopcc::bandPoints(Outer);
  if (!Band)
    return {};
  const isl::union_map &StmtToPoint = Band->StmtToPoint;
  const isl::set &Points = Band->Points;
  const isl::pw_aff &First = Band->First, &Last = Band->Last, &O = Band->Value;
  // A strip is Factor consecutive values of o: where the outer loop skips
  // values (Polly's loops step by one, but a filter may leave gaps), a
  // strip would not be Factor iterations.
  isl::set Interval = First.le_set(O).intersect(O.le_set(Last));
  if (!Interval.is_subset(Points).is_true()) {
    Why = "the outer loop's iterations are not consecutive values";
    return {};
  }

  isl::ctx Ctx = Points.ctx();
  isl::val F(Ctx, long(Factor));
  isl::pw_aff Offset = O.sub(First);
  isl::pw_aff Strip = isl::manage(isl_pw_aff_floor(
      isl_pw_aff_scale_down_val(Offset.copy(), F.copy())));
  // Full: the strip's last offset, F * strip + F - 1, is within the loop.
  isl::pw_aff StripEnd = isl::manage(isl_pw_aff_add_constant_val(
      isl_pw_aff_scale_val(Strip.copy(), F.copy()),
      isl_val_int_from_si(Ctx.get(), long(Factor) - 1)));
  isl::set Full = StripEnd.le_set(Last.sub(First)).intersect(Points);
  if (Full.is_empty().is_true()) {
    Why = "the outer loop runs fewer than " + std::to_string(Factor) +
          " iterations";
    return {};
  }
  isl::set Rest = Points.subtract(Full);
  bool Remainder = !Rest.is_empty().is_true();
  if (Remainder && holdsMark(Nest.Top, Whole)) {
    Full = Points;
    Remainder = false;
  }

  auto statementsAt = [&](const isl::set &At) {
    return StmtToPoint.intersect_range(isl::union_set(At)).domain();
  };
  isl::multi_union_pw_aff StripSchedule(
      isl::union_pw_aff(Strip).pullback(Band->PointOf));

  isl::union_set_list Copies(Ctx, int(Factor));
  isl::pw_aff Copy = isl::manage(isl_pw_aff_mod_val(Offset.copy(), F.copy()));
  for (unsigned K = 0; K < Factor; ++K) {
    isl::pw_aff IsK = isl::manage(isl_pw_aff_val_on_domain(
        Points.copy(), isl_val_int_from_si(Ctx.get(), long(K))));
    Copies = Copies.add(statementsAt(Copy.eq_set(IsK).intersect(Full)));
  }

  // Take the nest out; what was inside the inner loop is left.
  isl::schedule_node Body = Nest.Top;
  for (unsigned I = 0; I < Nest.Nodes; ++I)
    Body = isl::manage(isl_schedule_node_delete(Body.release()));
  if (Remainder) {
    isl::union_set_list Parts(Ctx, 2);
    Parts = Parts.add(statementsAt(Full)).add(statementsAt(Rest));
    Body = Body.insert_sequence(Parts).child(0).child(0);
  }
  Body = jamAt(Body, *Deeper, Copies);
  Body = loopAbove(Body, Nest.Schedules[1], Marks.Inner);
  Body = loopAbove(Body, StripSchedule, Marks.Outer);
  if (!Remainder)
    return Body.get_schedule();
  // From the strip loop up to its part's filter and the sequence of the
  // parts, then down into the remainder's part.
  Body = Body.parent().parent().child(1).child(0);
  Body = loopAbove(Body, Nest.Schedules[1], Marks.RemainderInner);
  Body = loopAbove(Body, Nest.Schedules[0], Marks.RemainderOuter);
  return Body.get_schedule();
}

isl::schedule loopcc::applyUnrollAndJam(const StepInput &In,
                                        llvm::ArrayRef<isl::id> Packed,
                                        std::string &Why) {
  const ChainStep &Step = In.Step;
  assert(Step.Kind == TransformKind::UnrollAndJam && "not an unroll_and_jam");
  if (!Step.Count)
    return {};
  JamMarks Marks{In.Marks.make(LoopRole::Outer, 0u, false),
                 In.Marks.make(LoopRole::Inner, 1u, true),
                 In.Marks.make(LoopRole::RemainderOuter, 0u, false),
                 In.Marks.make(LoopRole::RemainderInner, 1u, true)};
  In.Marks.moved(In.Nest.Marks[0], Marks.Outer);
  In.Marks.moved(In.Nest.Marks[1], Marks.Inner);
  return jamNest(In.Nest, *Step.Count, Marks, Packed, Why);
}
