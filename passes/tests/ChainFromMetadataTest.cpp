//===- ChainFromMetadataTest.cpp - Chains read back from loop IDs ---------===//
//
// The metadata is the chain: every chain loopcc lowers reads back from its
// loop ID alone as the same steps, with the same parameters and roles
// (lowering, then reading, over every kind and the clauses that lower to
// metadata); clang's inline follow-ups and MLIR's loop-ID follow-ups read
// the same; a loop ID that forces two transformations at once, or two
// follow-ups that both force one, is not a chain; and which chains LLVM's
// own pipeline delivers.
//
//===----------------------------------------------------------------------===//

#include "passes/ChainFromMetadata.h"
#include "passes/ChainLowering.h"
#include "passes/tests/LoopIDs.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"

#include "gtest/gtest.h"

namespace {

using loopcc::ChainStep;
using loopcc::LoopRole;
using loopcc::TransformKind;

llvm::MDNode *attr(llvm::LLVMContext &Ctx, llvm::StringRef Name,
                   std::optional<uint32_t> Value = std::nullopt,
                   unsigned Bits = 32) {
  llvm::SmallVector<llvm::Metadata *, 2> Ops{llvm::MDString::get(Ctx, Name)};
  if (Value)
    Ops.push_back(llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(
        llvm::IntegerType::get(Ctx, Bits), *Value)));
  return llvm::MDNode::get(Ctx, Ops);
}

llvm::MDNode *node(llvm::LLVMContext &Ctx, llvm::StringRef Name,
                   llvm::ArrayRef<llvm::Metadata *> Ops) {
  llvm::SmallVector<llvm::Metadata *, 4> All{llvm::MDString::get(Ctx, Name)};
  All.append(Ops.begin(), Ops.end());
  return llvm::MDNode::get(Ctx, All);
}

ChainStep step(TransformKind Kind, std::optional<LoopRole> On = std::nullopt) {
  ChainStep S;
  S.Kind = Kind;
  S.On = On;
  return S;
}

/// The chains lowered and read back: each kind, each clause that lowers
/// to metadata, roles primary and not.
std::vector<llvm::SmallVector<ChainStep, 4>> sampleChains() {
  std::vector<llvm::SmallVector<ChainStep, 4>> Chains;
  ChainStep Unroll2 = step(TransformKind::Unroll);
  Unroll2.Count = 2;
  ChainStep Vec4 = step(TransformKind::Vectorize);
  Vec4.Width = 4;
  Chains.push_back({Unroll2, Vec4});

  ChainStep VecAll = step(TransformKind::Vectorize);
  VecAll.Width = 8;
  VecAll.InterleaveCount = 2;
  VecAll.Predicate = true;
  ChainStep Full = step(TransformKind::Unroll, LoopRole::Epilogue);
  Full.Full = true;
  Chains.push_back({VecAll, Full});

  ChainStep Scalable = step(TransformKind::Vectorize);
  Scalable.Scalable = true;
  ChainStep Interleave = step(TransformKind::Interleave, LoopRole::Remainder);
  Interleave.Count = 4;
  Chains.push_back({step(TransformKind::Unroll), Interleave});
  Chains.push_back({Scalable});

  ChainStep Jam = step(TransformKind::UnrollAndJam);
  Jam.Count = 2;
  Chains.push_back({Jam, [&] {
                      ChainStep S = Vec4;
                      S.On = LoopRole::Inner;
                      return S;
                    }()});
  Chains.push_back({step(TransformKind::Distribute),
                    [&] {
                      ChainStep S = Unroll2;
                      S.On = LoopRole::All;
                      return S;
                    }()});

  ChainStep Tile = step(TransformKind::Tile);
  Tile.Sizes = {32, 16};
  ChainStep Perm = step(TransformKind::Interchange, LoopRole::Intratile1);
  Perm.Permutation = {2, 1};
  Chains.push_back({Tile, Perm,
                    step(TransformKind::Reverse, LoopRole::Level2)});
  ChainStep Perm3 = step(TransformKind::Interchange);
  Perm3.Permutation = {3, 1, 2};
  ChainStep Tile1 = step(TransformKind::Tile, LoopRole::Level3);
  Tile1.Sizes = {8};
  Chains.push_back({Perm3, Tile1});
  ChainStep Separated = step(TransformKind::Tile);
  Separated.Sizes = {77, 256, 143};
  Separated.Separate = true;
  Chains.push_back({Separated});
  Chains.push_back({step(TransformKind::Interchange),
                    step(TransformKind::Reverse, LoopRole::Inner)});
  Chains.push_back({step(TransformKind::Reverse), Unroll2});
  ChainStep PackB = step(TransformKind::Pack, LoopRole::Intratile1);
  PackB.Array = "B";
  ChainStep PackA = step(TransformKind::Pack);
  PackA.Array = "A";
  Chains.push_back({Tile, PackB, PackA, Jam});
  ChainStep Parallel = step(TransformKind::Parallelize, LoopRole::Grid1);
  Parallel.Threads = 3;
  Parallel.Schedule = loopcc::ParallelSchedule::Dynamic;
  Parallel.Chunk = 4;
  Chains.push_back({Tile, Parallel, [&] {
                      ChainStep S = Vec4;
                      S.On = LoopRole::Parallel;
                      return S;
                    }()});
  ChainStep Static = step(TransformKind::Parallelize);
  Static.Schedule = loopcc::ParallelSchedule::Static;
  Chains.push_back({Static});
  // A skew with its factors written (a zero among them), then a tile of
  // the skewed nest; a skew without factors (factors(1)), then a reverse
  // of its inner loop.
  ChainStep Skew = step(TransformKind::Skew);
  Skew.Factors = {2, 0};
  ChainStep TileSkewed = step(TransformKind::Tile, LoopRole::Level1);
  TileSkewed.Sizes = {8, 16};
  Chains.push_back({Skew, TileSkewed});
  Chains.push_back({step(TransformKind::Skew),
                    step(TransformKind::Reverse, LoopRole::Level2)});
  // A distribute whose third piece (the engine's) is tiled.
  ChainStep TilePiece = step(TransformKind::Tile, LoopRole::Piece3);
  TilePiece.Sizes = {16, 16, 32};
  Chains.push_back({step(TransformKind::Distribute), TilePiece});
  return Chains;
}

void expectSameStep(const ChainStep &Read, const ChainStep &Written,
                    std::optional<LoopRole> Primary) {
  EXPECT_EQ(Read.Kind, Written.Kind);
  EXPECT_EQ(Read.Width, Written.Width);
  EXPECT_EQ(Read.Scalable, Written.Scalable);
  EXPECT_EQ(Read.InterleaveCount, Written.InterleaveCount);
  EXPECT_EQ(Read.Predicate, Written.Predicate);
  EXPECT_EQ(Read.Count, Written.Count);
  EXPECT_EQ(Read.Full, Written.Full);
  EXPECT_EQ(Read.Sizes, Written.Sizes);
  EXPECT_EQ(Read.Separate, Written.Separate);
  EXPECT_EQ(Read.Permutation, Written.Permutation);
  EXPECT_EQ(Read.Factors, Written.Factors);
  EXPECT_EQ(Read.Array, Written.Array);
  EXPECT_EQ(Read.Threads, Written.Threads);
  EXPECT_EQ(Read.Schedule, Written.Schedule);
  EXPECT_EQ(Read.Chunk, Written.Chunk);
  // The primary role reads as no role: `on(unrolled)` is the default.
  std::optional<LoopRole> Expected = Written.On;
  if (Expected == Primary)
    Expected = std::nullopt;
  EXPECT_EQ(Read.On, Expected);
}

TEST(ChainFromMetadataTest, EveryLoweredChainReadsBack) {
  llvm::LLVMContext Ctx;
  unsigned Line = 10;
  for (const auto &Steps : sampleChains()) {
    loopcc::LoopChain Chain;
    Chain.Id = 3;
    Chain.Function = "f";
    Chain.Loop = {"t.c", 20, 3};
    for (ChainStep S : Steps) {
      S.Pragma = {"t.c", Line++, 9};
      S.Spelling = S.spelling();
      Chain.Steps.push_back(S);
    }
    SCOPED_TRACE(Chain.Steps.front().Spelling + " (" +
                 std::to_string(Chain.Steps.size()) + " steps)");
    loopcc::MetadataChain Read =
        loopcc::readChainFromLoopID(loopcc::lowerChain(loopcc::testing::loopID(Ctx), Chain));
    EXPECT_EQ(Read.NotAChain, "");
    ASSERT_EQ(Read.Steps.size(), Chain.Steps.size());
    for (unsigned I = 0; I < Chain.Steps.size(); ++I) {
      std::optional<LoopRole> Primary;
      if (I)
        Primary = loopcc::producedRoles(Chain.Steps[I - 1]).front();
      expectSameStep(Read.Steps[I], Chain.Steps[I], Primary);
      // The directive's position rides in loopcc's marker.
      EXPECT_EQ(Read.Steps[I].Pragma.Line, Chain.Steps[I].Pragma.Line);
      EXPECT_EQ(Read.Steps[I].Pragma.File, "t.c");
    }
  }
}

TEST(ChainFromMetadataTest, ClangsInlineFollowups) {
  // clang-22 for `#pragma clang loop vectorize(enable) vectorize_width(4)
  // unroll_count(2)`.
  llvm::LLVMContext Ctx;
  llvm::MDNode *Progress = attr(Ctx, "llvm.loop.mustprogress");
  llvm::MDNode *ID = loopcc::testing::loopID(
      Ctx, {Progress, attr(Ctx, "llvm.loop.vectorize.width", 4),
            attr(Ctx, "llvm.loop.vectorize.scalable.enable", 0, 1),
            attr(Ctx, "llvm.loop.vectorize.enable", 1, 1),
            node(Ctx, "llvm.loop.vectorize.followup_all",
                 {Progress, attr(Ctx, "llvm.loop.isvectorized"),
                  attr(Ctx, "llvm.loop.unroll.count", 2)})});
  loopcc::MetadataChain Read = loopcc::readChainFromLoopID(ID);
  ASSERT_EQ(Read.Steps.size(), 2u);
  EXPECT_EQ(Read.Steps[0].Kind, TransformKind::Vectorize);
  EXPECT_EQ(Read.Steps[0].Width, 4u);
  EXPECT_EQ(Read.Steps[1].Kind, TransformKind::Unroll);
  EXPECT_EQ(Read.Steps[1].Count, 2u);
  EXPECT_EQ(Read.Steps[1].On, LoopRole::All);
  EXPECT_EQ(Read.Steps[1].Spelling, "unroll count(2) on(all)");
  // LLVM's own order: left to LLVM.
  EXPECT_TRUE(loopcc::isDeliveredByLLVM(Read.Steps));
}

TEST(ChainFromMetadataTest, MLIRsLoopIDFollowups) {
  // mlir-translate-22 for `unroll = #llvm.loop_unroll<count = 2,
  // followupUnrolled = #llvm.loop_annotation<vectorize = ...>>`.
  llvm::LLVMContext Ctx;
  llvm::MDNode *Produced =
      loopcc::testing::loopID(Ctx, {attr(Ctx, "llvm.loop.vectorize.enable", 1, 1),
                   attr(Ctx, "llvm.loop.vectorize.width", 4)});
  llvm::MDNode *ID = loopcc::testing::loopID(
      Ctx, {attr(Ctx, "llvm.loop.unroll.count", 2),
            node(Ctx, "llvm.loop.unroll.followup_unrolled", {Produced})});
  loopcc::MetadataChain Read = loopcc::readChainFromLoopID(ID);
  ASSERT_EQ(Read.Steps.size(), 2u);
  EXPECT_EQ(Read.Steps[0].Spelling, "unroll count(2)");
  EXPECT_EQ(Read.Steps[1].Spelling, "vectorize width(4)");
  EXPECT_FALSE(loopcc::isDeliveredByLLVM(Read.Steps));
}

TEST(ChainFromMetadataTest, WhatIsNotAChain) {
  llvm::LLVMContext Ctx;
  // Nothing forced: a finished loop, a suppressed request.
  EXPECT_TRUE(loopcc::readChainFromLoopID(
                  loopcc::testing::loopID(Ctx, {attr(Ctx, "llvm.loop.isvectorized", 1),
                               attr(Ctx, "llvm.loop.unroll.count", 1)}))
                  .Steps.empty());
  EXPECT_TRUE(loopcc::readChainFromLoopID(
                  loopcc::testing::loopID(Ctx, {attr(Ctx, "llvm.loop.vectorize.enable", 1, 1),
                               attr(Ctx, "llvm.loop.isvectorized", 1)}))
                  .Steps.empty());
  // Two transformations forced on one loop: LLVM's fixed order.
  loopcc::MetadataChain Two = loopcc::readChainFromLoopID(
      loopcc::testing::loopID(Ctx, {attr(Ctx, "llvm.loop.distribute.enable", 1, 1),
                   attr(Ctx, "llvm.loop.unroll.count", 4)}));
  EXPECT_TRUE(Two.Steps.empty());
  EXPECT_NE(Two.NotAChain.find("both"), std::string::npos);
  // Two follow-ups that force a step: a tree, not a chain.
  loopcc::MetadataChain Tree = loopcc::readChainFromLoopID(loopcc::testing::loopID(
      Ctx, {attr(Ctx, "llvm.loop.unroll.count", 2),
            node(Ctx, "llvm.loop.unroll.followup_unrolled",
                 {attr(Ctx, "llvm.loop.vectorize.enable", 1, 1)}),
            node(Ctx, "llvm.loop.unroll.followup_remainder",
                 {attr(Ctx, "llvm.loop.unroll.full")})}));
  EXPECT_TRUE(Tree.Steps.empty());
  EXPECT_FALSE(Tree.NotAChain.empty());
  // A tile without sizes.
  loopcc::MetadataChain NoSizes = loopcc::readChainFromLoopID(
      loopcc::testing::loopID(Ctx, {attr(Ctx, "llvm.loop.tile.enable", 1, 1)}));
  EXPECT_TRUE(NoSizes.Steps.empty());
  EXPECT_NE(NoSizes.NotAChain.find("llvm.loop.tile.sizes"), std::string::npos);
}

TEST(ChainFromMetadataTest, WhatLLVMsPipelineDelivers) {
  auto Chain = [](std::initializer_list<TransformKind> Kinds) {
    llvm::SmallVector<ChainStep, 4> Steps;
    for (TransformKind Kind : Kinds)
      Steps.push_back(step(Kind));
    return Steps;
  };
  using TK = TransformKind;
  EXPECT_TRUE(loopcc::isDeliveredByLLVM(Chain({TK::Unroll})));
  EXPECT_TRUE(loopcc::isDeliveredByLLVM(Chain({TK::Distribute, TK::Vectorize})));
  EXPECT_TRUE(loopcc::isDeliveredByLLVM(
      Chain({TK::Distribute, TK::Interleave, TK::Unroll})));
  EXPECT_FALSE(loopcc::isDeliveredByLLVM(Chain({TK::Unroll, TK::Vectorize})));
  EXPECT_FALSE(loopcc::isDeliveredByLLVM(Chain({TK::Vectorize, TK::Vectorize})));
  EXPECT_FALSE(loopcc::isDeliveredByLLVM(Chain({TK::UnrollAndJam})));
  EXPECT_FALSE(loopcc::isDeliveredByLLVM(Chain({TK::Tile})));
  EXPECT_FALSE(loopcc::isDeliveredByLLVM(Chain({TK::Vectorize, TK::Tile})));
}

} // namespace

TEST(ChainFromMetadataTest, ALeafReadsBackLast) {
  // tile, unroll on(intratile(2)), and a parallelize on the tile's grid(1)
  // loop (StepClauses::Producer): a second follow-up of the tile, read
  // back as the last step with its producer and role.
  llvm::LLVMContext Ctx;
  loopcc::LoopChain Chain;
  Chain.Id = 4;
  ChainStep Tile = step(TransformKind::Tile);
  Tile.Sizes = {8, 8};
  ChainStep Unroll = step(TransformKind::Unroll, LoopRole::Intratile2);
  Unroll.Count = 2;
  ChainStep Parallel = step(TransformKind::Parallelize, LoopRole::Grid1);
  Parallel.Producer = 0;
  Parallel.Threads = 3;
  for (ChainStep *S : {&Tile, &Unroll, &Parallel}) {
    S->Pragma = {"t.c", 10 + unsigned(Chain.Steps.size()), 9};
    S->Spelling = S->spelling();
    Chain.Steps.push_back(*S);
  }
  loopcc::MetadataChain Read = loopcc::readChainFromLoopID(
      loopcc::lowerChain(loopcc::testing::loopID(Ctx), Chain));
  EXPECT_EQ(Read.NotAChain, "");
  ASSERT_EQ(Read.Steps.size(), 3u);
  EXPECT_EQ(Read.Steps[1].Kind, TransformKind::Unroll);
  EXPECT_EQ(Read.Steps[1].On, LoopRole::Intratile2);
  EXPECT_FALSE(Read.Steps[1].Producer);
  EXPECT_EQ(Read.Steps[2].Kind, TransformKind::Parallelize);
  EXPECT_EQ(Read.Steps[2].Producer, 0u);
  EXPECT_EQ(Read.Steps[2].On, LoopRole::Grid1);
  EXPECT_EQ(Read.Steps[2].Threads, 3u);
  EXPECT_EQ(Read.Steps[2].Pragma.Line, 12u);
  EXPECT_EQ(Read.Steps[2].Spelling, "parallelize threads(3) on(grid(1))");

  // A second branch that goes on after its step is no leaf: a tree.
  llvm::MDNode *Tree = loopcc::testing::loopID(
      Ctx, {attr(Ctx, "llvm.loop.unroll_and_jam.count", 2),
            node(Ctx, "llvm.loop.unroll_and_jam.followup_outer",
                 {attr(Ctx, "llvm.loop.parallelize.enable", 1, 1),
                  node(Ctx, "llvm.loop.parallelize.followup_parallel",
                       {attr(Ctx, "llvm.loop.unroll.count", 2)})}),
            node(Ctx, "llvm.loop.unroll_and_jam.followup_inner",
                 {attr(Ctx, "llvm.loop.vectorize.enable", 1, 1)})});
  EXPECT_TRUE(loopcc::readChainFromLoopID(Tree).Steps.empty());
}
