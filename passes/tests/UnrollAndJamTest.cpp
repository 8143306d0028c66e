//===- UnrollAndJamTest.cpp - unroll_and_jam on a schedule tree ----------===//
//
// jamNest (passes/locality/UnrollAndJam.h) on schedule trees written in
// isl's notation, without Polly's model around them: which statement
// instances run before which in the jammed schedule. A 10 x 6 nest jammed
// by 4 runs the copies of rows 0-3 and 4-7 side by side in the column
// loop, then rows 8 and 9 one after the other (the remainder); kept whole,
// rows 8 and 9 are a partial strip, side by side too; a nest of three loops
// is jammed through the middle one; a loop with gaps, or an imperfect nest
// inside, is left alone with a reason.
//
//===----------------------------------------------------------------------===//

#include "passes/locality/UnrollAndJam.h"
#include "passes/locality/ScheduleNest.h"
#include "passes/tests/ScheduleOrder.h"

#include "isl/ctx.h"
#include "isl/map.h"
#include "isl/schedule.h"
#include "gtest/gtest.h"

#include <optional>
#include <string>

namespace {

using loopcc::runsBefore;

class JamTest : public ::testing::Test {
protected:
  JamTest() : Ctx(isl_ctx_alloc()) {}
  ~JamTest() override { isl_ctx_free(Ctx); }

  /// The jammed schedule of \p Tree's outermost nest of two loops; with
  /// \p Whole, a mark to keep whole in the inner loop's body.
  isl::schedule jam(const std::string &Tree, unsigned Factor,
                    bool Whole = false) {
    auto firstBand = [](const isl::schedule &S) {
      return loopcc::findNode(S.get_root(), [](const isl::schedule_node &N) {
        return N.isa<isl::schedule_node_band>().is_true();
      });
    };
    isl::schedule Sched =
        isl::manage(isl_schedule_read_from_str(Ctx, Tree.c_str()));
    isl::id Mark = isl::id::alloc(isl::ctx(Ctx), "whole", nullptr);
    llvm::SmallVector<isl::id, 1> Kept;
    if (Whole) {
      Sched = firstBand(Sched)->child(0).child(0).insert_mark(Mark)
                  .get_schedule();
      Kept.push_back(Mark);
    }
    std::optional<isl::schedule_node> Top = firstBand(Sched);
    EXPECT_TRUE(Top.has_value());
    std::string Why;
    std::optional<loopcc::ScheduleNest> Nest =
        loopcc::collectNest(*Top, loopcc::JamNestDepth, Why);
    EXPECT_TRUE(Nest.has_value()) << Why;
    isl::schedule Jammed = loopcc::jamNest(*Nest, Factor, {}, Kept, Why);
    LastWhy = Why;
    return Jammed;
  }

  isl_ctx *Ctx;
  std::string LastWhy;
};

/// The nest of two loops, i then j, over \p Domain (instances S[i, j]).
std::string rowsAndColumns(const char *Domain) {
  return std::string("{ domain: \"") + Domain +
         "\", child: { schedule: \"[{ S[i, j] -> [(i)] }]\", child: "
         "{ schedule: \"[{ S[i, j] -> [(j)] }]\" } } }";
}

const std::string Rows10 =
    rowsAndColumns("{ S[i, j] : 0 <= i < 10 and 0 <= j < 6 }");

TEST_F(JamTest, FullStripsSideBySideRemainderAfter) {
  isl::schedule Jammed = jam(Rows10, 4);
  ASSERT_FALSE(Jammed.is_null()) << LastWhy;
  EXPECT_TRUE(Jammed.get_domain().is_equal(
      isl::union_set(isl::ctx(Ctx),
                     "{ S[i, j] : 0 <= i < 10 and 0 <= j < 6 }")));
  // Rows 0-3 side by side: row 3's column 0 before row 0's column 1.
  EXPECT_TRUE(runsBefore(Jammed, "{ S[3, 0] }", "{ S[0, 1] }"));
  EXPECT_FALSE(runsBefore(Jammed, "{ S[0, 1] }", "{ S[3, 0] }"));
  EXPECT_TRUE(runsBefore(Jammed, "{ S[0, 0] }", "{ S[1, 0] }"));
  // The strips in order, the remainder rows after them, row by row.
  EXPECT_TRUE(runsBefore(Jammed, "{ S[3, 5] }", "{ S[4, 0] }"));
  EXPECT_TRUE(runsBefore(Jammed, "{ S[7, 5] }", "{ S[8, 0] }"));
  EXPECT_TRUE(runsBefore(Jammed, "{ S[8, 5] }", "{ S[9, 0] }"));
}

TEST_F(JamTest, KeptWholeThePartialStripIsJammedToo) {
  isl::schedule Jammed = jam(Rows10, 4, /*Whole=*/true);
  ASSERT_FALSE(Jammed.is_null()) << LastWhy;
  EXPECT_TRUE(runsBefore(Jammed, "{ S[9, 0] }", "{ S[8, 5] }"));
  EXPECT_FALSE(runsBefore(Jammed, "{ S[8, 5] }", "{ S[9, 0] }"));
  EXPECT_TRUE(runsBefore(Jammed, "{ S[7, 5] }", "{ S[8, 0] }"));
}

TEST_F(JamTest, StripsCountFromTheFirstIteration) {
  // Rows 3-10: strips 3-6 and 7-10, none partial.
  isl::schedule Jammed =
      jam(rowsAndColumns("{ S[i, j] : 3 <= i <= 10 and 0 <= j < 6 }"), 4);
  ASSERT_FALSE(Jammed.is_null()) << LastWhy;
  EXPECT_TRUE(runsBefore(Jammed, "{ S[6, 0] }", "{ S[3, 1] }"));
  EXPECT_TRUE(runsBefore(Jammed, "{ S[10, 0] }", "{ S[7, 1] }"));
  EXPECT_TRUE(runsBefore(Jammed, "{ S[6, 5] }", "{ S[7, 0] }"));
}

TEST_F(JamTest, JammedThroughAPerfectNest) {
  // i jammed through j into k: rows i and i + 1 side by side in k.
  isl::schedule Jammed = jam(
      "{ domain: \"{ S[i, j, k] : 0 <= i, j, k < 4 }\", child: "
      "{ schedule: \"[{ S[i, j, k] -> [(i)] }]\", child: "
      "{ schedule: \"[{ S[i, j, k] -> [(j)] }]\", child: "
      "{ schedule: \"[{ S[i, j, k] -> [(k)] }]\" } } } }",
      2);
  ASSERT_FALSE(Jammed.is_null()) << LastWhy;
  EXPECT_TRUE(runsBefore(Jammed, "{ S[1, 0, 0] }", "{ S[0, 0, 1] }"));
  EXPECT_TRUE(runsBefore(Jammed, "{ S[1, 0, 3] }", "{ S[0, 1, 0] }"));
  EXPECT_TRUE(runsBefore(Jammed, "{ S[1, 3, 3] }", "{ S[2, 0, 0] }"));
}

TEST_F(JamTest, LeavesAnImperfectNestInside) {
  isl::schedule Jammed = jam(
      "{ domain: \"{ S[i, j, k] : 0 <= i, j, k < 4; T[i, j] : 0 <= i, j < 4 "
      "}\", child: { schedule: \"[{ S[i, j, k] -> [(i)]; T[i, j] -> [(i)] "
      "}]\", child: { schedule: \"[{ S[i, j, k] -> [(j)]; T[i, j] -> [(j)] "
      "}]\", child: { sequence: [ { filter: \"{ T[i, j] }\" }, { filter: "
      "\"{ S[i, j, k] }\", child: { schedule: \"[{ S[i, j, k] -> [(k)] }]\" "
      "} } ] } } } }",
      2);
  EXPECT_TRUE(Jammed.is_null());
  EXPECT_EQ(LastWhy, "the loops inside the inner loop are not perfectly "
                     "nested");
}

TEST_F(JamTest, LeavesALoopWithGaps) {
  isl::schedule Jammed = jam(
      rowsAndColumns("{ S[i, j] : 0 <= i < 10 and i != 5 and 0 <= j < 6 }"),
      2);
  EXPECT_TRUE(Jammed.is_null());
  EXPECT_EQ(LastWhy, "the outer loop's iterations are not consecutive values");
}

TEST_F(JamTest, LeavesALoopShorterThanTheCount) {
  isl::schedule Jammed = jam(Rows10, 16);
  EXPECT_TRUE(Jammed.is_null());
  EXPECT_EQ(LastWhy, "the outer loop runs fewer than 16 iterations");
}

} // namespace
