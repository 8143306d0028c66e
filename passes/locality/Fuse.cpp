//===- Fuse.cpp - fuse: one loop from a sequence of loops -----------------===//
//
// Each loop is placed by its offset: for the points [p, o] of its band (p
// the loops around the sequence, o the loop's own value), t = o - lb(p),
// lb(p) its first value for each p. The fused band's schedule is t for
// every loop's statements; below it, the sequence of the loops' bodies
// keeps their order within one t.
//
// The loops are first made a sequence of their own: isl's order_before and
// order_after split the statements before them and after them off into
// sequences around theirs (and drop what each part does not run), so the
// fused band goes above the loops' sequence only.
//
//===----------------------------------------------------------------------===//

#include "passes/locality/Fuse.h"
#include "passes/locality/DependenceViolation.h"
#include "passes/locality/ScheduleNest.h"

#include "polly/ScopInfo.h"
#include "polly/Support/ScopHelper.h"

#include "isl/aff.h"
#include "isl/schedule_node.h"
#include "isl/set.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"

#include <cassert>

namespace {

bool isSequence(const isl::schedule_node &Node) {
  return Node.isa<isl::schedule_node_sequence>().is_true();
}

/// Whether the loop of \p Mark is a child of a sequence (under its filter).
bool inSequence(const isl::schedule_node &Mark) {
  isl::schedule_node Filter = Mark.parent();
  return Filter.isa<isl::schedule_node_filter>().is_true() &&
         isSequence(Filter.parent());
}

/// Whether the child \p Filter of a sequence holds statements alone, no
/// loop: a value computed between two loops (a sum's first or last value
/// kept in its slot, ReductionSlots.h).
bool holdsNoLoop(const isl::schedule_node &Filter) {
  return Filter.child(0).isa<isl::schedule_node_leaf>().is_true();
}

unsigned treeDepth(const isl::schedule_node &Node) {
  return unsigned(Node.get_tree_depth().release());
}

/// The offset t = o - lb(p) of each statement instance under \p Band, a
/// one-loop band: the iteration of its loop it runs, counted from the
/// loop's first iteration for each iteration of the loops around it.
isl::union_pw_aff offsets(const isl::schedule_node &Band,
                          const isl::pw_aff &LoopFirst) {
  std::optional<loopcc::BandPoints> B = loopcc::bandPoints(Band);
  if (!B)
    return isl::union_pw_aff::empty(Band.get_domain().get_space());
  isl::pw_aff First = B->First;
  // The loop's own first iteration, over the counters around it, where it
  // describes the same points ({ [p] -> o } on [p, o]).
  unsigned Dims = unsigned(B->Points.tuple_dim().release());
  if (!LoopFirst.is_null() &&
      unsigned(isl_pw_aff_dim(LoopFirst.get(), isl_dim_in)) + 1 == Dims) {
    isl::pw_aff OnPoints = isl::manage(isl_pw_aff_add_dims(
        isl_pw_aff_reset_tuple_id(LoopFirst.copy(), isl_dim_in), isl_dim_in,
        1));
    OnPoints = isl::manage(isl_pw_aff_align_params(
        OnPoints.release(), B->Points.get_space().release()));
    OnPoints = OnPoints.intersect_domain(
        isl::set(B->Points).reset_tuple_id());
    // Only where it comes no later than the statements' own first.
    if (!OnPoints.is_null() &&
        OnPoints.le_set(B->First)
            .is_equal(isl::set(B->Points).reset_tuple_id())
            .is_true())
      First = OnPoints;
  }
  return isl::union_pw_aff(B->Value.sub(First)).pullback(B->PointOf);
}

/// The statements of the sequence \p Seq's children [Begin, End).
isl::union_set childFilters(const isl::schedule_node &Seq, unsigned Begin,
                            unsigned End) {
  isl::union_set Filters = isl::union_set::empty(Seq.ctx());
  for (unsigned I = Begin; I < End; ++I)
    Filters = Filters.unite(
        Seq.child(int(I)).as<isl::schedule_node_filter>().get_filter());
  return Filters;
}

} // namespace

std::optional<llvm::SmallVector<isl::schedule_node, 4>>
loopcc::sequenceLoops(const isl::schedule_node &First, unsigned Count,
                      std::string &Why) {
  assert(loopcc::isLoopMark(First) && "a fuse is pending on a loop's mark");
  assert(Count >= 2 && "a fuse takes at least two loops");
  llvm::SmallVector<isl::schedule_node, 4> Loops{First};
  isl::schedule_node Filter = First.parent();
  bool InSequence = inSequence(First);
  unsigned Position =
      InSequence ? unsigned(Filter.get_child_position().release()) : 0;
  unsigned Children =
      InSequence ? unsigned(Filter.parent().n_children().release()) : 1;
  if (!InSequence) {
    Why = "the region Polly models holds 1 of the " + std::to_string(Count) +
          " loops; the others are outside it, or Polly cannot model them";
    return std::nullopt;
  }
  isl::schedule_node Seq = Filter.parent();
  unsigned Next = Position + 1;
  for (unsigned K = 1; K < Count; ++K) {
    // Statements that are no loop between two loops are moved before or
    // after the fused loop (fuseLoops).
    while (InSequence && Next < Children && holdsNoLoop(Seq.child(int(Next))))
      ++Next;
    if (!InSequence || Next >= Children) {
      Why = "the region Polly models holds " + std::to_string(K) + " of the " +
            std::to_string(Count) +
            " loops; the others are outside it, or Polly cannot model them";
      return std::nullopt;
    }
    isl::schedule_node Loop = Seq.child(int(Next)).child(0);
    if (!loopcc::isLoopMark(Loop)) {
      Why = "Polly's model of the code has something that is not a loop "
            "between loop " +
            std::to_string(K) + " and loop " + std::to_string(K + 1) +
            " of the sequence (a loop Polly took apart, or one of a nest "
            "it models as several)";
      return std::nullopt;
    }
    Loops.push_back(Loop);
    ++Next;
  }
  return Loops;
}

bool loopcc::fuseReady(const isl::schedule_node &First, unsigned Count,
                       RequestAt At,
                       llvm::SmallVectorImpl<isl::schedule_node> &Members) {
  std::string Why;
  std::optional<llvm::SmallVector<isl::schedule_node, 4>> Loops =
      sequenceLoops(First, Count, Why);
  Members.clear();
  if (!Loops)
    return true;
  for (unsigned K = 1; K < Loops->size(); ++K) {
    SequenceRequest R = At((*Loops)[K]);
    if (R.Kind == SequenceRequest::Member && R.Count == K + 1)
      Members.push_back((*Loops)[K]);
    else if (R.Kind != SequenceRequest::None && !R.Tried)
      return false;
  }
  return true;
}

bool loopcc::fuseComing(const isl::schedule_node &Mark, unsigned Position,
                        RequestAt At) {
  assert(Position >= 2 && "a member is the second loop of a fuse or later");
  if (!inSequence(Mark))
    return false;
  isl::schedule_node Filter = Mark.parent();
  isl::schedule_node Seq = Filter.parent();
  // The loop Position - 1 loops before this one, over the statements that
  // are no loop between them.
  int Child = int(Filter.get_child_position().release());
  for (unsigned Back = Position - 1; Back > 0;) {
    if (--Child < 0)
      return false;
    if (!holdsNoLoop(Seq.child(Child)))
      --Back;
  }
  isl::schedule_node First = Seq.child(Child).child(0);
  if (!loopcc::isLoopMark(First))
    return false;
  SequenceRequest R = At(First);
  return R.Kind == SequenceRequest::Fuse && R.Count >= Position && !R.Tried;
}

std::optional<unsigned>
loopcc::missingMember(llvm::ArrayRef<isl::schedule_node> Loops, RequestAt At) {
  for (unsigned K = 1; K < Loops.size(); ++K) {
    SequenceRequest R = At(Loops[K]);
    if (R.Kind != SequenceRequest::Member || R.Count != K + 1)
      return K + 1;
  }
  return std::nullopt;
}

isl::pw_aff loopcc::sourceLoopFirst(const polly::Scop &S,
                                    const llvm::LoopInfo &LI,
                                    const isl::schedule_node &Mark) {
  polly::BandAttr *Attr =
      polly::getLoopAttr(Mark.as<isl::schedule_node_mark>().get_id());
  if (!Attr || !Attr->Metadata)
    return {};
  for (llvm::BasicBlock *BB : S.getRegion().blocks()) {
    llvm::Loop *L = LI.getLoopFor(BB);
    if (!L || L->getHeader() != BB || L->getLoopID() != Attr->Metadata)
      continue;
    // The header runs in every iteration, statements or not: its domain's
    // last dimension is the loop's counter.
    isl::set Header = S.getDomainConditions(BB);
    if (Header.is_null() || Header.tuple_dim().release() < 1)
      return {};
    unsigned Own = unsigned(Header.tuple_dim().release()) - 1;
    isl::map ByOuter = isl::map::from_domain(Header.reset_tuple_id())
                           .move_dims(isl::dim::out, 0, isl::dim::in, Own, 1);
    return ByOuter.lexmin_pw_multi_aff().at(0);
  }
  return {};
}

isl::schedule loopcc::fuseLoops(llvm::ArrayRef<isl::schedule_node> Loops,
                                const isl::id &Fused,
                                const isl::union_map &Dependences,
                                LoopFirst First, std::string &Why) {
  assert(Loops.size() >= 2 && "a fuse takes at least two loops");
  isl::schedule_node Seq = Loops.front().parent().parent();
  assert(isSequence(Seq) && "the loops are siblings of one sequence");
  isl::union_pw_aff Schedule;
  for (unsigned K = 0; K < Loops.size(); ++K) {
    isl::schedule_node Band = Loops[K].child(0);
    if (!Band.isa<isl::schedule_node_band>().is_true() ||
        Band.as<isl::schedule_node_band>().n_member().release() != 1) {
      Why = "loop " + std::to_string(K + 1) +
            " of the sequence is not a loop of the nest Polly models";
      return {};
    }
    isl::union_pw_aff Offsets = offsets(Band, First(Loops[K]));
    Schedule = K == 0 ? Offsets : Schedule.union_add(Offsets);
  }

  unsigned Begin =
      unsigned(Loops.front().parent().get_child_position().release());
  unsigned End =
      unsigned(Loops.back().parent().get_child_position().release()) + 1;
  unsigned Children = unsigned(Seq.n_children().release());
  isl::union_set Before = childFilters(Seq, 0, Begin);
  isl::union_set After = childFilters(Seq, End, Children);
  // A statement between two of the loops goes after the fused loop when it
  // depends on a loop before it, or on a statement that goes after (a
  // sum's value read after its loop, and what is computed from it), else
  // before it (a sum's first value). The fuse's legality check then judges
  // the order with the loops after it.
  isl::union_set Earlier = isl::union_set::empty(Seq.ctx());
  for (unsigned I = Begin; I < End; ++I) {
    isl::schedule_node Child = Seq.child(int(I));
    isl::union_set Stmts = Child.as<isl::schedule_node_filter>().get_filter();
    if (!holdsNoLoop(Child)) {
      Earlier = Earlier.unite(Stmts);
      continue;
    }
    bool Depends = !Dependences.is_null() &&
                   !Dependences.intersect_domain(Earlier)
                        .intersect_range(Stmts)
                        .is_empty()
                        .is_true();
    if (Depends) {
      After = After.unite(Stmts);
      Earlier = Earlier.unite(Stmts);
    } else {
      Before = Before.unite(Stmts);
    }
  }
  llvm::SmallVector<isl::id, 4> Marks;
  for (const isl::schedule_node &Loop : Loops)
    Marks.push_back(Loop.as<isl::schedule_node_mark>().get_id());

  // The loops' own sequence.
  isl::schedule_node Node = Seq;
  if (!Before.is_empty())
    Node = Node.order_before(Before);
  if (!After.is_empty())
    Node = Node.order_after(After);
  assert(isSequence(Node) && "two loops or more stay a sequence");
  unsigned SeqDepth = treeDepth(Node);

  // Each loop's mark and band go; its body stays under its filter.
  for (const isl::id &Mark : Marks) {
    std::optional<isl::schedule_node> At = findMark(Node, Mark);
    assert(At && "each loop is in the sequence");
    isl::schedule_node Body =
        isl::manage(isl_schedule_node_delete(At->release()));
    Body = isl::manage(isl_schedule_node_delete(Body.release()));
    Node = Body.ancestor(int(treeDepth(Body) - SeqDepth));
  }
  Node = Node.insert_partial_schedule(isl::multi_union_pw_aff(Schedule));
  // One loop over the fused range, each body under its own guard where the
  // loops' trip counts differ: isl's AST generator would otherwise split
  // the range at each loop's end, into several loops under the one mark,
  // and the chain goes on with one loop (a step on(fused) would find only
  // a part of it).
  Node = Node.as<isl::schedule_node_band>().set_ast_build_options(
      everyDimensionOption(Node.ctx(), "atomic"));
  if (!Fused.is_null())
    Node = Node.insert_mark(Fused);
  return Node.get_schedule();
}

namespace {

/// " (line N)" for the source loop of \p Mark, "" if unknown.
std::string lineOf(const isl::schedule_node &Mark) {
  polly::BandAttr *Attr =
      polly::getLoopAttr(Mark.as<isl::schedule_node_mark>().get_id());
  if (Attr && Attr->Metadata)
    for (const llvm::MDOperand &Op :
         llvm::drop_begin(Attr->Metadata->operands()))
      if (auto *DL = llvm::dyn_cast_or_null<llvm::DILocation>(Op.get()))
        return " (line " + std::to_string(DL->getLine()) + ")";
  return "";
}

} // namespace

isl::schedule loopcc::applyFuse(const StepInput &In, RequestAt At,
                                LoopFirst First, std::string &Why) {
  const ChainStep &Step = In.Step;
  assert(Step.Kind == TransformKind::Fuse && "not a fuse");
  std::optional<llvm::SmallVector<isl::schedule_node, 4>> Loops =
      sequenceLoops(In.Mark, Step.FusedLoops, Why);
  if (!Loops) {
    Why = "'" + Step.Spelling + "' cannot fuse the loops: " + Why;
    return {};
  }
  if (std::optional<unsigned> K = missingMember(*Loops, At)) {
    Why = "loop " + std::to_string(*K) + " of the sequence" +
          lineOf((*Loops)[*K - 1]) +
          " did not come to the fuse: a step of its own before it was "
          "not applied";
    return {};
  }
  isl::id Fused = In.Marks.make(LoopRole::Fused, 0u, /*Keeps=*/false);
  for (const isl::schedule_node &Loop : *Loops)
    In.Marks.moved(Loop.as<isl::schedule_node_mark>().get_id(), Fused);
  return fuseLoops(*Loops, Fused, memoryDependences(In.D), First, Why);
}
