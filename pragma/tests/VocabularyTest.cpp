//===- VocabularyTest.cpp - The table of transformations, roles, clauses --===//
//
// The lookups generated from Transformations.def: names round-trip, every
// transformation's roles and clauses are what the language documents, and
// the texts built from the table read as the messages expect.
//
//===----------------------------------------------------------------------===//

#include "pragma/vocabulary/Vocabulary.h"

#include "llvm/ADT/STLExtras.h"

#include "gtest/gtest.h"

using namespace loopcc;

namespace {

const TransformKind AllKinds[] = {
#define LOOPCC_TRANSFORM(Kind, ...) TransformKind::Kind,
#include "pragma/vocabulary/Transformations.def"
};

TEST(VocabularyTest, NamesRoundTrip) {
  for (TransformKind Kind : AllKinds)
    EXPECT_EQ(transformKindFromName(transformName(Kind)), Kind);
  EXPECT_EQ(transformNames().size(), std::size(AllKinds));
  for (llvm::StringRef Name : roleNames())
    EXPECT_EQ(roleName(*roleFromName(Name)), Name);
  EXPECT_FALSE(transformKindFromName("transform"));
  EXPECT_FALSE(roleFromName("Epilogue"));
}

TEST(VocabularyTest, EveryTransformationHasRolesAndOn) {
  for (TransformKind Kind : AllKinds) {
    llvm::ArrayRef<LoopRole> Roles = producedRoles(Kind);
    ASSERT_FALSE(Roles.empty()) << transformName(Kind).str();
    // The primary role is never `all`; `all`, where there is one, is last.
    EXPECT_NE(Roles.front(), LoopRole::All);
    for (size_t I = 0; I + 1 < Roles.size(); ++I)
      EXPECT_NE(Roles[I], LoopRole::All);
    EXPECT_TRUE(llvm::is_contained(acceptedClauses(Kind), Clause::On))
        << transformName(Kind).str();
    EXPECT_TRUE(acceptedClausesText(Kind).contains("on(role)"));
  }
}

TEST(VocabularyTest, SpecTable) {
  EXPECT_EQ(producedRoles(TransformKind::UnrollAndJam).vec(),
            (std::vector<LoopRole>{LoopRole::Outer, LoopRole::Inner,
                                   LoopRole::RemainderOuter,
                                   LoopRole::RemainderInner, LoopRole::All}));
  // The table lists every role of the deepest nest; one directive
  // produces those of its own depth.
  EXPECT_EQ(producedRoles(TransformKind::Interchange).vec(),
            (std::vector<LoopRole>{LoopRole::Outer, LoopRole::Inner,
                                   LoopRole::Level1, LoopRole::Level2,
                                   LoopRole::Level3, LoopRole::Level4}));
  EXPECT_EQ(producedRoles(TransformKind::Interchange, 0).size(), 2u);
  EXPECT_EQ(producedRoles(TransformKind::Interchange, 3).back(),
            LoopRole::Level3);
  EXPECT_EQ(producedRoles(TransformKind::Tile, 2).size(), 4u);
  EXPECT_EQ(passKind(TransformKind::Reverse), TransformKind::Tile);
  EXPECT_EQ(passKind(TransformKind::Interchange), TransformKind::Tile);
  EXPECT_EQ(roleDepth(LoopRole::Intratile3), 3u);
  EXPECT_EQ(roleDepth(LoopRole::Outer), 0u);
  EXPECT_EQ(roleFromName("grid"), LoopRole::Grid1);
  EXPECT_EQ(acceptedClauses(TransformKind::Unroll).vec(),
            (std::vector<Clause>{Clause::Count, Clause::Full, Clause::On,
                                 Clause::Ids}));
  EXPECT_FALSE(roleRunsCopies(LoopRole::Remainder));
  EXPECT_TRUE(roleRunsCopies(LoopRole::Unrolled));
  // skew makes its nest's loops by depth, as a permutation does.
  EXPECT_EQ(producedRoles(TransformKind::Skew, 3),
            (llvm::SmallVector<LoopRole, 8>{LoopRole::Level1, LoopRole::Level2,
                                            LoopRole::Level3}));
  EXPECT_EQ(passKind(TransformKind::Skew), TransformKind::Tile);
  // distribute's pieces: numbered from 1, named by ids(...); its
  // coincident and sequential loops may be several, and are not.
  EXPECT_EQ(pieceRole(3), LoopRole::Piece3);
  EXPECT_EQ(pieceIndex(LoopRole::Piece8), 8u);
  EXPECT_EQ(pieceIndex(LoopRole::Grid1), 0u);
  EXPECT_EQ(pieceIndex(LoopRole::Fallback), 0u);
  EXPECT_EQ(roleName(pieceRole(2)), "piece(2)");
  EXPECT_TRUE(roleMayBeSeveral(LoopRole::Coincident));
  EXPECT_TRUE(roleMayBeSeveral(LoopRole::All));
  EXPECT_FALSE(roleMayBeSeveral(LoopRole::Piece1));
  EXPECT_FALSE(roleMayBeSeveral(LoopRole::Fallback));
}

TEST(VocabularyTest, StepsThatKeepTheLoopOutermost) {
  // Below clang's `omp for`: the steps whose outermost loop runs the loop's
  // own iterations, in groups or copies.
  for (TransformKind Kind :
       {TransformKind::Tile, TransformKind::Unroll, TransformKind::UnrollAndJam,
        TransformKind::Vectorize, TransformKind::Interleave,
        TransformKind::Reverse, TransformKind::Pack})
    EXPECT_TRUE(keepsOutermostLoop(Kind)) << transformName(Kind).str();
  // Another loop outermost (interchange, skew's levels, distribute's
  // pieces, fuse's fused loop), or the loop's threads run by the step.
  for (TransformKind Kind :
       {TransformKind::Interchange, TransformKind::Skew,
        TransformKind::Distribute, TransformKind::Fuse,
        TransformKind::Parallelize})
    EXPECT_FALSE(keepsOutermostLoop(Kind)) << transformName(Kind).str();
  EXPECT_EQ(keepsOutermostLoopText(),
            "tile, unroll, unroll_and_jam, vectorize, interleave, reverse, "
            "pack");
}

TEST(VocabularyTest, MetadataAndMessages) {
  EXPECT_EQ(metadataPrefix(TransformKind::Interleave), "llvm.loop.vectorize.");
  EXPECT_EQ(followupPrefix(TransformKind::UnrollAndJam),
            "llvm.loop.unroll_and_jam.followup_");
  EXPECT_EQ(missedPrefix(TransformKind::UnrollAndJam),
            "loop not unroll-and-jammed: ");
  EXPECT_EQ(passName(TransformKind::Distribute), "loop-distribute");
  EXPECT_EQ(passKind(TransformKind::Interleave), TransformKind::Vectorize);
  EXPECT_TRUE(isLeftToLLVMWhenLone(TransformKind::Unroll));
  EXPECT_FALSE(isLeftToLLVMWhenLone(TransformKind::UnrollAndJam));
  EXPECT_TRUE(consumesInnerLoop(TransformKind::Interchange));
  EXPECT_FALSE(consumesInnerLoop(TransformKind::Vectorize));
  EXPECT_EQ(joinNames({"a", "b", "c"}), "a, b or c");
  EXPECT_EQ(joinNames({"a"}), "a");
}

} // namespace
