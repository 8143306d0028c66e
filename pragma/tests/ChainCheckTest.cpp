//===- ChainCheckTest.cpp - Rules across the directives of one loop -------===//
//
// checkChain over small hand-made chains. Each directive sits on its own line
// of an in-memory file, so that errors and notes can be checked by line.
//
//===----------------------------------------------------------------------===//

#include "pragma/ChainCheck.h"
#include "pragma/TransformDirective.h"
#include "pragma/tests/RecordingConsumer.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

#include <string>
#include <vector>

using namespace clang;
using namespace loopcc;

namespace {

using loopcc::unittest::RecordedDiag;
using loopcc::unittest::RecordingConsumer;

// Where the pieces of a directive sit on each line of the fake file:
// "#pragma loop transform <kind>      on(...)".
constexpr unsigned KindColumn = 24;
constexpr unsigned OnColumn = 50;

const TransformKind AllKinds[] = {
#define LOOPCC_TRANSFORM(Kind, ...) TransformKind::Kind,
#include "pragma/vocabulary/Transformations.def"
};

const LoopRole AllRoles[] = {
#define LOOPCC_ROLE(Role, ...) LoopRole::Role,
#include "pragma/vocabulary/Transformations.def"
};

class ChainCheckTest : public ::testing::Test {
protected:
  FileSystemOptions FSOpts;
  FileManager FileMgr{FSOpts};
  DiagnosticOptions DiagOpts;
  RecordingConsumer Consumer;
  DiagnosticsEngine Diags{DiagnosticIDs::create(), DiagOpts, &Consumer,
                          /*ShouldOwnClient=*/false};
  SourceManager SM{Diags, FileMgr};
  SourceLocation FileStart;

  static constexpr unsigned LineLength = 80;

  void SetUp() override {
    std::string Text;
    for (int I = 0; I < 16; ++I)
      Text += std::string(LineLength - 1, ' ') + "\n";
    FileID FID = SM.createFileID(
        llvm::MemoryBuffer::getMemBufferCopy(Text, "chain.c"));
    SM.setMainFileID(FID);
    FileStart = SM.getLocForStartOfFile(FID);
  }

  SourceLocation at(unsigned Line, unsigned Column) const {
    return FileStart.getLocWithOffset((Line - 1) * LineLength + Column - 1);
  }

  /// A directive on line \p Line.
  TransformDirective make(TransformKind Kind, unsigned Line,
                          std::optional<LoopRole> On = std::nullopt) const {
    TransformDirective D;
    D.Kind = Kind;
    D.KindLoc = at(Line, KindColumn);
    D.Range = SourceRange(at(Line, 1), at(Line, OnColumn));
    if (On) {
      D.On = On;
      D.OnLoc = at(Line, OnColumn);
    }
    return D;
  }

  TransformDirective withCount(TransformDirective D, uint32_t Count) const {
    D.Count = Count;
    return D;
  }

  TransformDirective unrollFull(unsigned Line) const {
    TransformDirective D = make(TransformKind::Unroll, Line);
    D.Full = true;
    return D;
  }

  bool check(std::vector<TransformDirective> Chain) {
    Consumer.Diags.clear();
    return checkChain(Chain, Diags);
  }

  std::vector<RecordedDiag> errors() const {
    std::vector<RecordedDiag> Result;
    for (const RecordedDiag &D : Consumer.Diags)
      if (D.Level >= DiagnosticsEngine::Error)
        Result.push_back(D);
    return Result;
  }
};

TEST_F(ChainCheckTest, EmptyAndSingleChains) {
  EXPECT_TRUE(check({}));
  for (TransformKind Kind : AllKinds)
    EXPECT_TRUE(check({make(Kind, 1)})) << transformName(Kind).str();
  EXPECT_TRUE(check({unrollFull(1)}));
  EXPECT_TRUE(Consumer.Diags.empty());
}

TEST_F(ChainCheckTest, GoodThreeStepChains) {
  // unroll_and_jam, then vectorize its inner loop, then unroll the epilogue.
  EXPECT_TRUE(check({withCount(make(TransformKind::UnrollAndJam, 3), 2),
                     make(TransformKind::Vectorize, 2, LoopRole::Inner),
                     withCount(make(TransformKind::Unroll, 1,
                                    LoopRole::Epilogue),
                               2)}));
  EXPECT_TRUE(check({make(TransformKind::Distribute, 3),
                     make(TransformKind::Vectorize, 2, LoopRole::Sequential),
                     unrollFull(1)}));
  EXPECT_TRUE(check({make(TransformKind::Interchange, 3),
                     make(TransformKind::UnrollAndJam, 2, LoopRole::Outer),
                     make(TransformKind::Vectorize, 1,
                          LoopRole::RemainderInner)}));
  EXPECT_TRUE(Consumer.Diags.empty());
}

TEST_F(ChainCheckTest, OrdersLLVMCannotDoButLoopccMust) {
  // The spec's list: unroll then vectorize; unroll_and_jam then vectorize
  // on(inner); unroll then distribute; interchange then anything.
  EXPECT_TRUE(check({make(TransformKind::Unroll, 2),
                     make(TransformKind::Vectorize, 1)}));
  EXPECT_TRUE(check({make(TransformKind::UnrollAndJam, 2),
                     make(TransformKind::Vectorize, 1, LoopRole::Inner)}));
  EXPECT_TRUE(check({make(TransformKind::Unroll, 2),
                     make(TransformKind::Distribute, 1)}));
  for (TransformKind Kind : AllKinds)
    EXPECT_TRUE(check({make(TransformKind::Interchange, 2), make(Kind, 1)}))
        << transformName(Kind).str();
}

TEST_F(ChainCheckTest, EveryRoleAfterEveryTransformation) {
  for (TransformKind PrevKind : AllKinds) {
    TransformDirective Prev = make(PrevKind, 2);
    llvm::SmallVector<LoopRole, 8> Produced = producedRoles(Prev);
    for (LoopRole Role : AllRoles) {
      bool Expected = resolveRole(Produced, Role).has_value();
      // interchange keeps this simple: it restricts nothing after it, and
      // only a parallelize restricts it (vectorize may follow that).
      TransformDirective Next = make(PrevKind == TransformKind::Parallelize
                                         ? TransformKind::Vectorize
                                         : TransformKind::Interchange,
                                     1, Role);
      EXPECT_EQ(check({Prev, Next}), Expected)
          << transformName(PrevKind).str() << " on(" << roleName(Role).str()
          << ")";
      EXPECT_EQ(errors().size(), Expected ? 0u : 1u);
    }
  }
}

TEST_F(ChainCheckTest, OnlyLLVMsStepsFollowParallelize) {
  // What follows a parallelize on its loop runs in the outlined loop, by
  // LLVM's passes; a step that would take the parallel loop apart is an
  // error at the step, with a note at the parallelize.
  for (TransformKind Kind : AllKinds) {
    bool Accepted = Kind == TransformKind::Vectorize ||
                    Kind == TransformKind::Interleave ||
                    Kind == TransformKind::Unroll;
    TransformDirective Next = make(Kind, 1);
    if (Kind == TransformKind::Interleave || Kind == TransformKind::Unroll ||
        Kind == TransformKind::UnrollAndJam)
      Next = withCount(Next, 2);
    EXPECT_EQ(check({make(TransformKind::Parallelize, 2), Next}), Accepted)
        << transformName(Kind).str();
    if (!Accepted) {
      ASSERT_EQ(errors().size(), 1u) << transformName(Kind).str();
      EXPECT_NE(
          errors()[0].Message.find("cannot follow 'parallelize' on its loop"),
          std::string::npos)
          << errors()[0].Message;
    }
  }
}

TEST_F(ChainCheckTest, BadRoleMessages) {
  TransformDirective Vectorize = make(TransformKind::Vectorize, 2);
  Vectorize.Width = 4;
  EXPECT_FALSE(check({Vectorize, withCount(make(TransformKind::Unroll, 1,
                                                LoopRole::Remainder),
                                           2)}));
  ASSERT_EQ(Consumer.Diags.size(), 2u);
  EXPECT_EQ(Consumer.Diags[0].Level, DiagnosticsEngine::Error);
  EXPECT_EQ(Consumer.Diags[0].Message,
            "'on(remainder)' names no loop produced by 'vectorize'; the roles "
            "of 'vectorize' are vectorized, epilogue or all");
  EXPECT_EQ(Consumer.Diags[0].Line, 1u);
  EXPECT_EQ(Consumer.Diags[0].Column, OnColumn);
  EXPECT_EQ(Consumer.Diags[1].Level, DiagnosticsEngine::Note);
  EXPECT_EQ(Consumer.Diags[1].Message, "'vectorize width(4)' requested here");
  EXPECT_EQ(Consumer.Diags[1].Line, 2u);
  EXPECT_EQ(Consumer.Diags[1].Column, KindColumn);

  const struct {
    TransformKind Prev;
    LoopRole Role;
    const char *Message;
  } Cases[] = {
      {TransformKind::Interleave, LoopRole::Inner,
       "'on(inner)' names no loop produced by 'interleave'; the roles of "
       "'interleave' are vectorized, epilogue or all"},
      {TransformKind::Unroll, LoopRole::Epilogue,
       "'on(epilogue)' names no loop produced by 'unroll'; the roles of "
       "'unroll' are unrolled, remainder or all"},
      {TransformKind::UnrollAndJam, LoopRole::Remainder,
       "'on(remainder)' names no loop produced by 'unroll_and_jam'; the "
       "roles of 'unroll_and_jam' are outer, inner, remainder_outer, "
       "remainder_inner or all"},
      {TransformKind::Distribute, LoopRole::Vectorized,
       "'on(vectorized)' names no loop produced by 'distribute'; the roles "
       "of 'distribute' are coincident, sequential, piece(k), fallback or all"},
      {TransformKind::Interchange, LoopRole::All,
       "'on(all)' names no loop produced by 'interchange'; the roles of "
       "'interchange' are outer or inner"},
  };
  for (const auto &C : Cases) {
    EXPECT_FALSE(check(
        {make(C.Prev, 2), make(TransformKind::Vectorize, 1, C.Role)}));
    std::vector<RecordedDiag> Errors = errors();
    ASSERT_EQ(Errors.size(), 1u);
    EXPECT_EQ(Errors[0].Message, C.Message);
    EXPECT_EQ(Errors[0].Column, OnColumn);
  }
}

// on(intratile(5)) and deeper: no LoopRole, so the parser leaves the role
// as written for the chain check, which names the depth of the nest the
// step before transforms, or that step's roles, or that nothing is before.
TEST_F(ChainCheckTest, RoleDeeperThanAnyNest) {
  auto beyond = [&](TransformDirective D, llvm::StringRef Written,
                    LoopRole Family, unsigned Line) {
    D.OnBeyondNest = Written.str();
    D.OnBeyondNestFamily = Family;
    D.OnLoc = at(Line, OnColumn);
    return D;
  };
  TransformDirective Tile = make(TransformKind::Tile, 2);
  Tile.Sizes = {8, 8};
  EXPECT_FALSE(check({Tile, beyond(make(TransformKind::Vectorize, 1),
                                   "intratile(5)", LoopRole::Intratile1, 1)}));
  std::vector<RecordedDiag> Errors = errors();
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_EQ(Errors[0].Message,
            "'on(intratile(5))' names no loop produced by 'tile': 'tile "
            "sizes(8, 8)' transforms 2 loops, so its roles are grid(1), "
            "grid(2), intratile(1) or intratile(2)");
  EXPECT_EQ(Errors[0].Line, 1u);
  EXPECT_EQ(Errors[0].Column, OnColumn);

  EXPECT_FALSE(check({make(TransformKind::Vectorize, 2),
                      beyond(make(TransformKind::Unroll, 1), "level(9)",
                             LoopRole::Level1, 1)}));
  Errors = errors();
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_EQ(Errors[0].Message,
            "'on(level(9))' names no loop produced by 'vectorize'; the roles "
            "of 'vectorize' are vectorized, epilogue or all");

  EXPECT_FALSE(check({beyond(make(TransformKind::Vectorize, 1), "grid(7)",
                             LoopRole::Grid1, 1)}));
  Errors = errors();
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_EQ(Errors[0].Message,
            "'on(grid(7))' has nothing to refer to: 'vectorize on(grid(7))' "
            "is the directive nearest the loop, so it is applied first and no "
            "earlier transformation produced the loop it names");
}

TEST_F(ChainCheckTest, OnOnTheFirstDirective) {
  EXPECT_FALSE(
      check({withCount(make(TransformKind::Unroll, 1, LoopRole::Epilogue), 2)}));
  ASSERT_EQ(Consumer.Diags.size(), 1u);
  EXPECT_EQ(Consumer.Diags[0].Message,
            "'on(epilogue)' has nothing to refer to: 'unroll count(2) "
            "on(epilogue)' is the directive nearest the loop, so it is "
            "applied first and no earlier transformation produced the loop it "
            "names");
  EXPECT_EQ(Consumer.Diags[0].Line, 1u);
  EXPECT_EQ(Consumer.Diags[0].Column, OnColumn);

  // Also when more directives follow it.
  EXPECT_FALSE(check({make(TransformKind::Distribute, 2, LoopRole::All),
                      make(TransformKind::Vectorize, 1)}));
  EXPECT_EQ(errors().size(), 1u);
}

TEST_F(ChainCheckTest, NothingAfterUnrollFull) {
  for (TransformKind Kind : AllKinds) {
    EXPECT_FALSE(check({unrollFull(2), make(Kind, 1)}));
    ASSERT_EQ(Consumer.Diags.size(), 2u);
    EXPECT_EQ(Consumer.Diags[0].Message,
              "'" + transformName(Kind).str() +
                  "' cannot follow 'unroll full': full unrolling leaves no "
                  "loop to transform");
    EXPECT_EQ(Consumer.Diags[0].Line, 1u);
    EXPECT_EQ(Consumer.Diags[0].Column, KindColumn);
    EXPECT_EQ(Consumer.Diags[1].Level, DiagnosticsEngine::Note);
    EXPECT_EQ(Consumer.Diags[1].Message, "'unroll full' requested here");
    EXPECT_EQ(Consumer.Diags[1].Line, 2u);
  }
  // A role on the follower is not reported on top of it.
  EXPECT_FALSE(check({unrollFull(2), make(TransformKind::Vectorize, 1,
                                          LoopRole::Remainder)}));
  EXPECT_EQ(errors().size(), 1u);
}

TEST_F(ChainCheckTest, DistributeAfterVectorizeOrInterleave) {
  TransformDirective Vectorize = make(TransformKind::Vectorize, 2);
  Vectorize.Width = 8;
  EXPECT_FALSE(check({Vectorize, make(TransformKind::Distribute, 1)}));
  ASSERT_EQ(Consumer.Diags.size(), 2u);
  EXPECT_EQ(Consumer.Diags[0].Message,
            "'distribute' cannot follow 'vectorize': LoopDistribute only "
            "splits off memory dependences that are unsafe for "
            "vectorization, and a vectorized loop has none");
  EXPECT_EQ(Consumer.Diags[0].Line, 1u);
  EXPECT_EQ(Consumer.Diags[0].Column, KindColumn);
  EXPECT_EQ(Consumer.Diags[1].Message, "'vectorize width(8)' requested here");
  EXPECT_EQ(Consumer.Diags[1].Line, 2u);

  EXPECT_FALSE(check({make(TransformKind::Interleave, 2),
                      make(TransformKind::Distribute, 1, LoopRole::Epilogue)}));
  ASSERT_EQ(errors().size(), 1u);
  EXPECT_EQ(errors()[0].Message,
            "'distribute' cannot follow 'interleave': LoopDistribute only "
            "splits off memory dependences that are unsafe for "
            "vectorization, and an interleaved loop has none");

  // Not adjacent: the unrolled vectorized loop still has no unsafe
  // dependence. The note names the vectorize.
  EXPECT_FALSE(check({make(TransformKind::Vectorize, 3),
                      make(TransformKind::Unroll, 2),
                      make(TransformKind::Distribute, 1)}));
  ASSERT_EQ(Consumer.Diags.size(), 2u);
  EXPECT_EQ(Consumer.Diags[0].Line, 1u);
  EXPECT_EQ(Consumer.Diags[1].Message, "'vectorize' requested here");
  EXPECT_EQ(Consumer.Diags[1].Line, 3u);
}

TEST_F(ChainCheckTest, UnrollAndJamAfterDistribute) {
  EXPECT_FALSE(check({make(TransformKind::Distribute, 2),
                      make(TransformKind::UnrollAndJam, 1)}));
  ASSERT_EQ(Consumer.Diags.size(), 2u);
  EXPECT_EQ(Consumer.Diags[0].Message,
            "'unroll_and_jam' cannot follow 'distribute' of an innermost "
            "loop: the loops it makes are innermost too, with no inner loop "
            "to jam");
  EXPECT_EQ(Consumer.Diags[0].Line, 1u);
  EXPECT_EQ(Consumer.Diags[0].Column, KindColumn);
  EXPECT_EQ(Consumer.Diags[1].Message, "'distribute' requested here");
  EXPECT_EQ(Consumer.Diags[1].Line, 2u);
  EXPECT_EQ(Consumer.Diags[1].Column, KindColumn);

  EXPECT_FALSE(check({make(TransformKind::Distribute, 3),
                      make(TransformKind::Unroll, 2, LoopRole::Fallback),
                      make(TransformKind::UnrollAndJam, 1, LoopRole::All)}));
  ASSERT_EQ(errors().size(), 1u);
  EXPECT_EQ(errors()[0].Line, 1u);

  // A distribute of a loop with loops inside makes nests: a piece may be
  // jammed; so may a nest a tile made of an innermost loop's pieces.
  Consumer.Diags.clear();
  EXPECT_TRUE(
      checkChain({make(TransformKind::Distribute, 2),
                  make(TransformKind::UnrollAndJam, 1, LoopRole::Piece2)},
                 Diags, /*InnermostLoop=*/false));
  TransformDirective Tile = make(TransformKind::Tile, 2, LoopRole::Piece1);
  Tile.Sizes = {8};
  EXPECT_TRUE(check({make(TransformKind::Distribute, 3), Tile,
                     make(TransformKind::UnrollAndJam, 1, LoopRole::Grid1)}));
}

TEST_F(ChainCheckTest, ReportsEveryError) {
  // on() on the first directive, and a step after `unroll full`.
  EXPECT_FALSE(check({make(TransformKind::Interchange, 3, LoopRole::All),
                      unrollFull(2),
                      make(TransformKind::Vectorize, 1)}));
  std::vector<RecordedDiag> Errors = errors();
  ASSERT_EQ(Errors.size(), 2u);
  EXPECT_EQ(Errors[0].Line, 3u);
  EXPECT_EQ(Errors[1].Line, 1u);

  // A wrong role and an impossible order on the same directive.
  EXPECT_FALSE(check({make(TransformKind::Vectorize, 2),
                      make(TransformKind::Distribute, 1, LoopRole::Inner)}));
  EXPECT_EQ(errors().size(), 2u);
}

TEST_F(ChainCheckTest, CopiesOfTheBodyAreLimited) {
  // 32 x 32 = MaxBodyCopies: accepted.
  EXPECT_TRUE(check({withCount(make(TransformKind::Unroll, 2), 32),
                     withCount(make(TransformKind::Unroll, 1), 32)}));
  // A remainder runs the original body: its count starts from 1.
  EXPECT_TRUE(check({withCount(make(TransformKind::Unroll, 2), 1024),
                     withCount(make(TransformKind::Unroll, 1,
                                    LoopRole::Remainder),
                               1024)}));
  // The inner loop of unroll_and_jam holds count copies; so does an
  // interleaved loop.
  TransformDirective Interleave = make(TransformKind::Interleave, 2);
  Interleave.Count = 16;
  EXPECT_FALSE(check({withCount(make(TransformKind::UnrollAndJam, 3), 128),
                      make(TransformKind::Vectorize, 2, LoopRole::Inner),
                      withCount(make(TransformKind::Unroll, 1), 16)}));
  ASSERT_EQ(errors().size(), 1u);
  EXPECT_EQ(errors()[0].Message,
            "'unroll count(16)' makes 2048 copies of the loop body in this "
            "chain (128 x 16); loopcc makes at most 1024");
  EXPECT_EQ(errors()[0].Line, 1u);
  EXPECT_EQ(errors()[0].Column, KindColumn);
  EXPECT_FALSE(check({withCount(make(TransformKind::Unroll, 3), 128),
                      Interleave}));
  ASSERT_EQ(errors().size(), 1u);
  EXPECT_EQ(errors()[0].Line, 2u);

  // Reported once per chain, however long it is.
  std::vector<TransformDirective> Doubling;
  for (unsigned Line = 16; Line >= 1; --Line)
    Doubling.push_back(withCount(make(TransformKind::Unroll, Line), 2));
  EXPECT_FALSE(check(Doubling));
  ASSERT_EQ(errors().size(), 1u);
  EXPECT_EQ(errors()[0].Line, 6u);
}

} // namespace
