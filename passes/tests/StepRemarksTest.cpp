//===- StepRemarksTest.cpp - The engine's remarks, in LLVM's words --------===//
//
// What an applied engine step says under -Rpass: the pass name the user
// selects it by, and the text, with the clauses that make the step.
//
//===----------------------------------------------------------------------===//

#include "passes/locality/StepRemarks.h"

#include "gtest/gtest.h"

using namespace loopcc;

namespace {

ChainStep step(TransformKind Kind) {
  ChainStep S;
  S.Kind = Kind;
  return S;
}

TEST(StepRemarksTest, PassNamesAreLoopccAndTheTransformation) {
  EXPECT_EQ(remarkPassName(TransformKind::Tile), "loopcc-tile");
  EXPECT_EQ(remarkPassName(TransformKind::Parallelize), "loopcc-parallelize");
  EXPECT_EQ(remarkPassName(TransformKind::UnrollAndJam),
            "loopcc-unroll_and_jam");
}

TEST(StepRemarksTest, TextsSayWhatTheStepDid) {
  ChainStep Tile = step(TransformKind::Tile);
  Tile.Sizes = {32, 16};
  EXPECT_EQ(appliedRemark(Tile), "tiled loop (sizes 32 x 16)");
  Tile.Separate = true;
  EXPECT_EQ(appliedRemark(Tile),
            "tiled loop (sizes 32 x 16, full tiles apart)");

  ChainStep Perm = step(TransformKind::Interchange);
  EXPECT_EQ(appliedRemark(Perm), "interchanged loops");
  Perm.Permutation = {1, 3, 2};
  EXPECT_EQ(appliedRemark(Perm), "interchanged loops (permutation 1, 3, 2)");

  ChainStep Skew = step(TransformKind::Skew);
  EXPECT_EQ(appliedRemark(Skew), "skewed loops (factors 1)");
  Skew.Factors = {2, 0, 1};
  EXPECT_EQ(appliedRemark(Skew), "skewed loops (factors 2, 0, 1)");

  ChainStep Fuse = step(TransformKind::Fuse);
  Fuse.FusedLoops = 3;
  EXPECT_EQ(appliedRemark(Fuse), "fused 3 loops");

  ChainStep Pack = step(TransformKind::Pack);
  Pack.Array = "B";
  EXPECT_EQ(appliedRemark(Pack), "packed array B into a buffer");

  ChainStep Parallel = step(TransformKind::Parallelize);
  EXPECT_EQ(appliedRemark(Parallel),
            "parallelized loop (threads: the runtime's default; schedule: "
            "static)");
  Parallel.Threads = 4;
  Parallel.Schedule = ParallelSchedule::Dynamic;
  Parallel.Chunk = 8;
  EXPECT_EQ(appliedRemark(Parallel),
            "parallelized loop (threads: 4; schedule: dynamic, chunk 8)");
}

} // namespace
