//===- FuseTest.cpp - fuse on a schedule tree -----------------------------===//
//
// sequenceLoops and fuseLoops (passes/locality/Fuse.h) on schedule trees
// written in isl's notation, each loop's band under a loop mark as Polly
// makes them: which statement instances run before which once the loops
// are fused. Iteration t of the fused loop runs iteration t of each loop,
// counted from the loop's own first iteration (a loop from 3 runs j = 3 + t,
// a reversed loop its last value first); a shorter loop stops early; a
// looprange leaves the loops around it as they were. A statement that is
// no loop between the loops, or too few loops, is refused with a reason.
// A fuse waits while a loop it takes has a step of its own to try; a
// member step waits for a fuse still to come on the loops before it.
//
//===----------------------------------------------------------------------===//

#include "passes/locality/Fuse.h"
#include "passes/locality/ScheduleNest.h"
#include "passes/tests/ScheduleOrder.h"

#include "polly/Support/ScopHelper.h"

#include "gtest/gtest.h"
#include "isl/ctx.h"
#include "isl/map.h"
#include "isl/schedule.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace {

using loopcc::runsBefore;

class FuseTest : public ::testing::Test {
protected:
  FuseTest() : Ctx(isl_ctx_alloc()) {}
  ~FuseTest() override { isl_ctx_free(Ctx); }

  /// \p Tree with a loop mark above each band, as Polly marks loops.
  isl::schedule marked(const std::string &Tree) {
    isl::schedule Sched =
        isl::manage(isl_schedule_read_from_str(Ctx, Tree.c_str()));
    isl::schedule_node Root = Sched.get_root();
    Root = Root.map_descendant_bottom_up([&](isl::schedule_node Node) {
      if (!Node.isa<isl::schedule_node_band>().is_true())
        return Node;
      return Node.insert_mark(
          polly::getIslLoopAttr(isl::ctx(Ctx), new polly::BandAttr()));
    });
    return Root.get_schedule();
  }

  /// The loop mark nodes of \p Sched, outermost first, in order.
  std::vector<isl::schedule_node> marks(const isl::schedule &Sched) {
    std::vector<isl::schedule_node> Marks;
    Sched.get_root().foreach_descendant_top_down(
        [&](isl::schedule_node Node) -> isl::boolean {
          if (Node.isa<isl::schedule_node_mark>().is_true())
            Marks.push_back(Node);
          return isl::boolean(true);
        });
    return Marks;
  }

  /// \p Count loops fused from the \p First-th loop mark (0-based).
  isl::schedule fuse(const std::string &Tree, unsigned First, unsigned Count) {
    isl::schedule Sched = marked(Tree);
    std::vector<isl::schedule_node> Marks = marks(Sched);
    EXPECT_LT(First, Marks.size());
    LastWhy.clear();
    std::optional<llvm::SmallVector<isl::schedule_node, 4>> Loops =
        loopcc::sequenceLoops(Marks[First], Count, LastWhy);
    if (!Loops)
      return {};
    auto Unknown = [](const isl::schedule_node &) { return isl::pw_aff(); };
    return loopcc::fuseLoops(*Loops, {}, Dependences, Unknown, LastWhy);
  }

  /// Two loops of 8 iterations in a sequence, each marked.
  isl::schedule twoLoops();

  isl_ctx *Ctx;
  std::string LastWhy;
  /// The dependences fuseLoops is given (none unless a test sets them).
  isl::union_map Dependences;
};

/// A sequence of one-loop nests, each `{ S[i] -> [(Schedule)] }` over its
/// domain; statements without a schedule are statements, not loops.
std::string sequence(
    const std::string &Domain,
    std::initializer_list<std::pair<const char *, const char *>> Children) {
  std::string Tree = "{ domain: \"" + Domain + "\", child: { sequence: [ ";
  bool First = true;
  for (const auto &[Filter, Schedule] : Children) {
    Tree += std::string(First ? "" : ", ") + "{ filter: \"" + Filter + "\"";
    if (*Schedule)
      Tree += std::string(", child: { schedule: \"[") + Schedule + "]\" }";
    Tree += " }";
    First = false;
  }
  return Tree + " ] } }";
}

isl::schedule FuseTest::twoLoops() {
  return marked(sequence(
      "{ A[i] : 0 <= i < 8; B[i] : 0 <= i < 8 }",
      {{"{ A[i] }", "{ A[i] -> [(i)] }"}, {"{ B[i] }", "{ B[i] -> [(i)] }"}}));
}

TEST_F(FuseTest, EachLoopCountedFromItsFirstIteration) {
  // A runs i = 0..9; B runs j = 3..12: iteration t runs A[t], then B[3 + t].
  isl::schedule S = fuse(sequence("{ A[i] : 0 <= i < 10; B[j] : 3 <= j < 13 }",
                                  {{"{ A[i] }", "{ A[i] -> [(i)] }"},
                                   {"{ B[j] }", "{ B[j] -> [(j)] }"}}),
                         0, 2);
  ASSERT_FALSE(S.is_null()) << LastWhy;
  EXPECT_TRUE(runsBefore(S, "{ A[5] }", "{ B[8] }"));
  EXPECT_TRUE(runsBefore(S, "{ B[8] }", "{ A[6] }"));
  // As written, all of A came first.
  EXPECT_TRUE(runsBefore(S, "{ B[3] }", "{ A[9] }"));
}

TEST_F(FuseTest, ShorterLoopStopsEarly) {
  isl::schedule S = fuse(sequence("{ A[i] : 0 <= i < 10; B[j] : 0 <= j < 4 }",
                                  {{"{ A[i] }", "{ A[i] -> [(i)] }"},
                                   {"{ B[j] }", "{ B[j] -> [(j)] }"}}),
                         0, 2);
  ASSERT_FALSE(S.is_null()) << LastWhy;
  EXPECT_TRUE(runsBefore(S, "{ B[3] }", "{ A[4] }"));
  EXPECT_TRUE(runsBefore(S, "{ A[3] }", "{ B[3] }"));
  // Every instance is still run.
  EXPECT_TRUE(S.get_domain().is_equal(isl::union_set(
      isl::ctx(Ctx), "{ A[i] : 0 <= i < 10; B[j] : 0 <= j < 4 }")));
}

TEST_F(FuseTest, ReversedLoopStartsFromItsLastValue) {
  // A reversed runs i = 9 first: iteration t runs A[9 - t], then B[t].
  isl::schedule S = fuse(sequence("{ A[i] : 0 <= i < 10; B[j] : 0 <= j < 10 }",
                                  {{"{ A[i] }", "{ A[i] -> [(-i)] }"},
                                   {"{ B[j] }", "{ B[j] -> [(j)] }"}}),
                         0, 2);
  ASSERT_FALSE(S.is_null()) << LastWhy;
  EXPECT_TRUE(runsBefore(S, "{ A[9] }", "{ B[0] }"));
  EXPECT_TRUE(runsBefore(S, "{ B[0] }", "{ A[8] }"));
}

TEST_F(FuseTest, RangeKeepsTheOtherStatementsAround) {
  // X, then A and B fused, then C (a loop outside the range), then Y.
  isl::schedule S =
      fuse(sequence("{ X[]; A[i] : 0 <= i < 8; B[i] : 0 <= i < 8; "
                    "C[i] : 0 <= i < 8; Y[] }",
                    {{"{ X[] }", ""},
                     {"{ A[i] }", "{ A[i] -> [(i)] }"},
                     {"{ B[i] }", "{ B[i] -> [(i)] }"},
                     {"{ C[i] }", "{ C[i] -> [(i)] }"},
                     {"{ Y[] }", ""}}),
           0, 2);
  ASSERT_FALSE(S.is_null()) << LastWhy;
  EXPECT_TRUE(runsBefore(S, "{ X[] }", "{ A[0] }"));
  EXPECT_TRUE(runsBefore(S, "{ B[0] }", "{ A[1] }"));
  EXPECT_TRUE(runsBefore(S, "{ B[7] }", "{ C[0] }"));
  EXPECT_TRUE(runsBefore(S, "{ C[7] }", "{ Y[] }"));
  // C stays a loop of its own: its iterations after all of A and B.
  EXPECT_FALSE(runsBefore(S, "{ C[0] }", "{ A[7] }"));
}

TEST_F(FuseTest, InnerLoopsStayASequenceUnderTheFusedLoop) {
  isl::schedule S = fuse(
      "{ domain: \"{ A[i, j] : 0 <= i, j < 4; B[i, j] : 0 <= i, j < 4 }\", "
      "child: { sequence: [ "
      "{ filter: \"{ A[i, j] }\", child: { schedule: \"[{ A[i, j] -> "
      "[(i)] }]\", child: { schedule: \"[{ A[i, j] -> [(j)] }]\" } } }, "
      "{ filter: \"{ B[i, j] }\", child: { schedule: \"[{ B[i, j] -> "
      "[(i)] }]\", child: { schedule: \"[{ B[i, j] -> [(j)] }]\" } } } "
      "] } }",
      0, 2);
  ASSERT_FALSE(S.is_null()) << LastWhy;
  // Row i of A, all of it, then row i of B.
  EXPECT_TRUE(runsBefore(S, "{ A[1, 3] }", "{ B[1, 0] }"));
  EXPECT_TRUE(runsBefore(S, "{ B[1, 3] }", "{ A[2, 0] }"));
}

// A statement between the loops (a sum's first or last value) moves: after
// the fused loop when it depends on a loop before it, else before it.
TEST_F(FuseTest, StatementBetweenTheLoopsMoves) {
  std::string Seq =
      sequence("{ A[i] : 0 <= i < 8; X[]; B[i] : 0 <= i < 8 }",
               {{"{ A[i] }", "{ A[i] -> [(i)] }"},
                {"{ X[] }", ""},
                {"{ B[i] }", "{ B[i] -> [(i)] }"}});
  isl::schedule Free = fuse(Seq, 0, 2);
  ASSERT_FALSE(Free.is_null()) << LastWhy;
  EXPECT_TRUE(runsBefore(Free, "{ X[] }", "{ A[0] }"));
  EXPECT_TRUE(runsBefore(Free, "{ A[0] }", "{ B[0] }"));
  EXPECT_TRUE(runsBefore(Free, "{ B[0] }", "{ A[1] }"));

  Dependences = isl::union_map(Ctx, "{ A[i] -> X[] : 0 <= i < 8 }");
  isl::schedule After = fuse(Seq, 0, 2);
  ASSERT_FALSE(After.is_null()) << LastWhy;
  EXPECT_TRUE(runsBefore(After, "{ A[7] }", "{ X[] }"));
  EXPECT_TRUE(runsBefore(After, "{ B[7] }", "{ X[] }"));
}

TEST_F(FuseTest, FewerLoopsThanCountIsRefused) {
  isl::schedule S = fuse(sequence("{ A[i] : 0 <= i < 8; B[i] : 0 <= i < 8 }",
                                  {{"{ A[i] }", "{ A[i] -> [(i)] }"},
                                   {"{ B[i] }", "{ B[i] -> [(i)] }"}}),
                         0, 3);
  EXPECT_TRUE(S.is_null());
  EXPECT_NE(LastWhy.find("holds 2 of the 3 loops"), std::string::npos)
      << LastWhy;
}

/// What each loop of a two-loop sequence asks for, by its position.
struct Requests {
  std::vector<isl::schedule_node> Marks;
  std::vector<loopcc::SequenceRequest> Of;
  loopcc::SequenceRequest operator()(const isl::schedule_node &Mark) const {
    for (unsigned I = 0; I < Marks.size(); ++I)
      if (Marks[I].is_equal(Mark).is_true())
        return Of[I];
    return {};
  }
};

TEST_F(FuseTest, FuseWaitsForAStepOfItsLoops) {
  isl::schedule S = twoLoops();
  using R = loopcc::SequenceRequest;
  Requests At{marks(S), {{R::Fuse, false, 2}, {R::Other, false, 0}}};
  llvm::SmallVector<isl::schedule_node, 4> Members;
  // The second loop's tile comes first.
  EXPECT_FALSE(loopcc::fuseReady(At.Marks[0], 2, std::cref(At), Members));
  // Tried and missed: the fuse is tried (and finds no member step).
  At.Of[1].Tried = true;
  EXPECT_TRUE(loopcc::fuseReady(At.Marks[0], 2, std::cref(At), Members));
  EXPECT_TRUE(Members.empty());
  EXPECT_EQ(loopcc::missingMember(At.Marks, std::cref(At)), 2u);
  // The member step: ready, and its loop shares the outcome.
  At.Of[1] = {R::Member, false, 2};
  EXPECT_TRUE(loopcc::fuseReady(At.Marks[0], 2, std::cref(At), Members));
  ASSERT_EQ(Members.size(), 1u);
  EXPECT_TRUE(Members[0].is_equal(At.Marks[1]).is_true());
  EXPECT_FALSE(loopcc::missingMember(At.Marks, std::cref(At)).has_value());
}

TEST_F(FuseTest, MemberWaitsForItsFuse) {
  isl::schedule S = twoLoops();
  using R = loopcc::SequenceRequest;
  Requests At{marks(S), {{R::Fuse, false, 2}, {R::Member, false, 2}}};
  EXPECT_TRUE(loopcc::fuseComing(At.Marks[1], 2, std::cref(At)));
  // The fuse was tried: the member is tried alone, to be refused.
  At.Of[0].Tried = true;
  EXPECT_FALSE(loopcc::fuseComing(At.Marks[1], 2, std::cref(At)));
  // No fuse on the loop before: none is coming.
  At.Of[0] = {R::Other, false, 0};
  EXPECT_FALSE(loopcc::fuseComing(At.Marks[1], 2, std::cref(At)));
  // A member at position 3 looks two loops back, before the sequence.
  EXPECT_FALSE(loopcc::fuseComing(At.Marks[1], 3, std::cref(At)));
}

} // namespace
