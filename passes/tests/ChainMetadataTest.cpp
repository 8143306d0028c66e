//===- ChainMetadataTest.cpp - Loop IDs, markers, lowering, the record ----===//
//
// The pure functions of passes/ on metadata alone, without a pipeline:
// reading markers, editing loop IDs, lowering a chain into follow-ups
// (MDNode -> MDNode), and the chain record's round trip through a module.
//
//===----------------------------------------------------------------------===//

#include "passes/ChainLowering.h"
#include "passes/ChainMetadata.h"
#include "passes/ChainRecord.h"
#include "passes/LoopNestSnapshot.h"
#include "passes/tests/LoopIDs.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include "gtest/gtest.h"

namespace {

using loopcc::LoopRole;
using loopcc::TransformKind;

/// The operand of \p Node named \p Name, or null.
llvm::MDNode *operandNamed(const llvm::MDNode *Node, llvm::StringRef Name) {
  for (const llvm::MDOperand &Op : Node->operands())
    if (loopcc::attributeName(Op.get()) == Name)
      return llvm::cast<llvm::MDNode>(Op.get());
  return nullptr;
}

loopcc::ChainStep step(TransformKind Kind, uint32_t Count = 0,
                       std::optional<LoopRole> On = std::nullopt) {
  loopcc::ChainStep S;
  S.Kind = Kind;
  if (Count)
    S.Count = Count;
  S.On = On;
  S.Spelling = loopcc::transformName(Kind).str();
  S.Pragma = {"t.c", 3, 24};
  return S;
}

loopcc::LoopChain unrollThenVectorize() {
  loopcc::LoopChain Chain;
  Chain.Id = 7;
  Chain.Function = "f";
  Chain.Loop = {"t.c", 5, 3};
  Chain.Steps.push_back(step(TransformKind::Unroll, 2));
  loopcc::ChainStep V = step(TransformKind::Vectorize);
  V.Width = 4;
  V.On = LoopRole::Unrolled;
  Chain.Steps.push_back(V);
  return Chain;
}

TEST(ChainMetadataTest, MarkerRoundTripAndFurthestWins) {
  llvm::LLVMContext Ctx;
  llvm::MDNode *ID = loopcc::testing::loopID(
      Ctx, {loopcc::chainMarkerNode(Ctx, {3, 0}),
            loopcc::chainMarkerNode(Ctx, {3, 2})});
  std::optional<loopcc::ChainMarker> M = loopcc::readChainMarker(ID);
  ASSERT_TRUE(M);
  EXPECT_EQ(M->Id, 3u);
  EXPECT_EQ(M->NextStep, 2u);
  EXPECT_FALSE(loopcc::readChainMarker(loopcc::testing::loopID(Ctx)));
  EXPECT_FALSE(loopcc::readChainMarker(nullptr));
}

TEST(ChainMetadataTest, EditLoopIDKeepsSelfReference) {
  llvm::LLVMContext Ctx;
  llvm::MDNode *Flag = loopcc::flagNode(Ctx, "llvm.loop.mustprogress");
  llvm::MDNode *Old = loopcc::testing::loopID(
      Ctx, {Flag, loopcc::flagNode(Ctx, loopcc::DisableNonforcedName)});
  llvm::MDNode *New = loopcc::editLoopID(
      Old,
      [](const llvm::Metadata *Op) {
        return loopcc::attributeName(Op) == loopcc::DisableNonforcedName;
      },
      {loopcc::flagNode(Ctx, "llvm.loop.unroll.disable")});
  EXPECT_NE(New, Old);
  EXPECT_TRUE(New->isDistinct());
  EXPECT_EQ(New->getOperand(0), New);
  EXPECT_TRUE(operandNamed(New, "llvm.loop.mustprogress"));
  EXPECT_FALSE(operandNamed(New, loopcc::DisableNonforcedName));
  EXPECT_TRUE(operandNamed(New, "llvm.loop.unroll.disable"));
}

TEST(ChainMetadataTest, RequestAttributes) {
  using loopcc::isRequestAttribute;
  EXPECT_TRUE(isRequestAttribute("llvm.loop.unroll.count", TransformKind::Unroll));
  EXPECT_FALSE(isRequestAttribute("llvm.loop.unroll.disable", TransformKind::Unroll));
  EXPECT_FALSE(
      isRequestAttribute("llvm.loop.unroll.runtime.disable", TransformKind::Unroll));
  EXPECT_TRUE(isRequestAttribute("llvm.loop.unroll.followup_remainder",
                                 TransformKind::Unroll));
  EXPECT_TRUE(
      isRequestAttribute("llvm.loop.interleave.count", TransformKind::Interleave));
  EXPECT_TRUE(isRequestAttribute("llvm.loop.distribute.enable",
                                 TransformKind::Distribute));
  EXPECT_FALSE(isRequestAttribute("llvm.loop.vectorize.enable",
                                  TransformKind::Distribute));
}

TEST(ChainLoweringTest, UserOrderNestsFollowups) {
  llvm::LLVMContext Ctx;
  llvm::MDNode *Old =
      loopcc::testing::loopID(Ctx, {loopcc::flagNode(Ctx, loopcc::MustProgressName)});
  llvm::MDNode *ID = loopcc::lowerChain(Old, unrollThenVectorize());
  EXPECT_EQ(ID->getOperand(0), ID);
  // Step 0 (unroll) on the loop itself, pending, not vectorized yet.
  EXPECT_TRUE(operandNamed(ID, "llvm.loop.unroll.count"));
  EXPECT_FALSE(operandNamed(ID, "llvm.loop.vectorize.enable"));
  EXPECT_TRUE(operandNamed(ID, loopcc::DisableNonforcedName));
  EXPECT_EQ(loopcc::readChainMarker(ID)->NextStep, 0u);
  // Step 1 (vectorize) inside followup_unrolled: no disable_nonforced there,
  // it would turn interleaving off.
  llvm::MDNode *Unrolled = operandNamed(ID, "llvm.loop.unroll.followup_unrolled");
  ASSERT_TRUE(Unrolled);
  EXPECT_TRUE(operandNamed(Unrolled, "llvm.loop.vectorize.enable"));
  EXPECT_TRUE(operandNamed(Unrolled, loopcc::MustProgressName));
  EXPECT_FALSE(operandNamed(Unrolled, loopcc::DisableNonforcedName));
  EXPECT_EQ(loopcc::readChainMarker(Unrolled)->NextStep, 1u);
  // The remainder is done with the chain: final attributes, final marker.
  llvm::MDNode *Remainder = operandNamed(ID, "llvm.loop.unroll.followup_remainder");
  ASSERT_TRUE(Remainder);
  EXPECT_TRUE(operandNamed(Remainder, "llvm.loop.unroll.disable"));
  EXPECT_EQ(loopcc::readChainMarker(Remainder)->NextStep, 2u);
  // The vectorized loops of the last step carry what LLVM writes itself.
  llvm::MDNode *Vectorized =
      operandNamed(Unrolled, "llvm.loop.vectorize.followup_vectorized");
  ASSERT_TRUE(Vectorized);
  llvm::MDNode *IsVectorized = operandNamed(Vectorized, "llvm.loop.isvectorized");
  ASSERT_TRUE(IsVectorized);
  EXPECT_EQ(IsVectorized->getNumOperands(), 2u);
  EXPECT_FALSE(operandNamed(ID, "llvm.loop.unroll.followup_all"));
  // Every follow-up names the step and role that make its loop, for the
  // explain view; the loop the chain starts on has none.
  auto RemainderRole = loopcc::readRoleMarker(Remainder);
  ASSERT_TRUE(RemainderRole);
  EXPECT_EQ(RemainderRole->first, 0u);
  EXPECT_EQ(RemainderRole->second, LoopRole::Remainder);
  auto VectorRole = loopcc::readRoleMarker(Vectorized);
  ASSERT_TRUE(VectorRole);
  EXPECT_EQ(VectorRole->first, 1u);
  EXPECT_EQ(VectorRole->second, LoopRole::Vectorized);
  EXPECT_FALSE(loopcc::readRoleMarker(ID));
}

TEST(ChainLoweringTest, LoneDirectiveIsClangs) {
  llvm::LLVMContext Ctx;
  loopcc::LoopChain Chain;
  Chain.Id = 1;
  Chain.Steps.push_back(step(TransformKind::Unroll, 4));
  llvm::MDNode *ID = loopcc::lowerChain(loopcc::testing::loopID(Ctx), Chain);
  EXPECT_TRUE(operandNamed(ID, "llvm.loop.unroll.count"));
  EXPECT_FALSE(operandNamed(ID, loopcc::DisableNonforcedName));
  EXPECT_FALSE(operandNamed(ID, "llvm.loop.unroll.followup_unrolled"));
}

// `on(all)`: the next step sits in followup_all alone; each role's own
// follow-up (which LLVM merges after it) holds only the role marker, so
// that each loop is still named by its role.
TEST(ChainLoweringTest, AllRoleGetsOneFollowup) {
  llvm::LLVMContext Ctx;
  loopcc::LoopChain Chain;
  Chain.Id = 2;
  Chain.Steps.push_back(step(TransformKind::Unroll, 2));
  Chain.Steps.push_back(step(TransformKind::Unroll, 2, LoopRole::All));
  llvm::MDNode *ID = loopcc::lowerChain(loopcc::testing::loopID(Ctx), Chain);
  llvm::MDNode *All = operandNamed(ID, "llvm.loop.unroll.followup_all");
  ASSERT_TRUE(All);
  EXPECT_TRUE(operandNamed(All, "llvm.loop.unroll.count"));
  for (auto [Name, Role] :
       {std::pair{"llvm.loop.unroll.followup_unrolled", LoopRole::Unrolled},
        std::pair{"llvm.loop.unroll.followup_remainder", LoopRole::Remainder}}) {
    llvm::MDNode *Own = operandNamed(ID, Name);
    ASSERT_TRUE(Own) << Name;
    EXPECT_EQ(Own->getNumOperands(), 2u) << Name;
    EXPECT_FALSE(operandNamed(Own, "llvm.loop.unroll.count")) << Name;
    std::optional<std::pair<unsigned, LoopRole>> Marker =
        loopcc::readRoleMarker(Own);
    ASSERT_TRUE(Marker) << Name;
    EXPECT_EQ(Marker->second, Role) << Name;
  }
}

TEST(ChainRecordTest, RecordKeepsWhatMetadataCannotSay) {
  llvm::LLVMContext Ctx;
  llvm::Module M("m", Ctx);
  loopcc::recordChains(M, {unrollThenVectorize()});
  loopcc::ChainTable Back = loopcc::readChains(M);
  ASSERT_EQ(Back.size(), 1u);
  const loopcc::LoopChain &C = Back[0];
  EXPECT_EQ(C.Id, 7u);
  EXPECT_EQ(C.Function, "f");
  EXPECT_EQ(C.Loop.Line, 5u);
  ASSERT_EQ(C.Steps.size(), 2u);
  EXPECT_EQ(C.Steps[0].Kind, TransformKind::Unroll);
  EXPECT_EQ(C.Steps[1].Kind, TransformKind::Vectorize);
  EXPECT_EQ(C.Steps[1].Pragma.File, "t.c");
  EXPECT_EQ(C.Steps[1].Pragma.Column, 24u);
  EXPECT_EQ(C.Steps[1].Spelling, "vectorize");
  // The clauses are the loop ID's, and no loop carries this chain.
  EXPECT_FALSE(C.Steps[0].Count);
  EXPECT_FALSE(C.Steps[1].Width);
  // An empty table erases the record.
  loopcc::recordChains(M, {});
  EXPECT_FALSE(M.getNamedMetadata(loopcc::ChainRecordName));
}

TEST(ChainRecordTest, ClausesComeFromTheLoopID) {
  llvm::LLVMContext Ctx;
  llvm::SMDiagnostic Error;
  std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(R"(
    define void @f(i32 %n) {
    entry:
      br label %loop
    loop:
      %i = phi i32 [ 0, %entry ], [ %next, %loop ]
      %next = add i32 %i, 1
      %done = icmp eq i32 %next, %n
      br i1 %done, label %exit, label %loop
    exit:
      ret void
    }
  )",
                                                               Error, Ctx);
  ASSERT_TRUE(M);
  loopcc::LoopChain Chain = unrollThenVectorize();
  Chain.Steps[1].Scalable = true;
  Chain.Steps[1].Predicate = true;
  Chain.Steps[1].InterleaveCount = 2;
  llvm::Instruction *Latch =
      M->getFunction("f")->getEntryBlock().getNextNode()->getTerminator();
  Latch->setMetadata(llvm::LLVMContext::MD_loop,
                     loopcc::lowerChain(loopcc::testing::loopID(Ctx), Chain));
  loopcc::recordChains(*M, {Chain});
  loopcc::ChainTable Back = loopcc::readChains(*M);
  ASSERT_EQ(Back.size(), 1u);
  const loopcc::LoopChain &C = Back[0];
  ASSERT_EQ(C.Steps.size(), 2u);
  EXPECT_EQ(C.Steps[0].Count, 2u);
  EXPECT_EQ(C.Steps[1].Width, 4u);
  EXPECT_TRUE(C.Steps[1].Scalable);
  EXPECT_TRUE(C.Steps[1].Predicate);
  EXPECT_EQ(C.Steps[1].InterleaveCount, 2u);
  // on(unrolled) is the primary role: the loop ID states no role.
  EXPECT_FALSE(C.Steps[1].On);
  EXPECT_EQ(C.Steps[1].Spelling, "vectorize");
  EXPECT_EQ(C.Steps[1].Pragma.Line, 3u);
}

TEST(ChainRecordTest, MalformedChainIsSkipped) {
  llvm::LLVMContext Ctx;
  llvm::Module M("m", Ctx);
  loopcc::recordChains(M, {unrollThenVectorize()});
  llvm::NamedMDNode *Record = M.getNamedMetadata(loopcc::ChainRecordName);
  // A step of a transformation that does not exist, and a node too short.
  llvm::Metadata *Bad[] = {
      llvm::ConstantAsMetadata::get(
          llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), 9)),
      llvm::MDString::get(Ctx, "g"),
      llvm::MDNode::get(
          Ctx, {llvm::MDString::get(Ctx, "t.c"),
                llvm::ConstantAsMetadata::get(
                    llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), 1)),
                llvm::ConstantAsMetadata::get(
                    llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), 1))}),
      llvm::MDNode::get(Ctx, {llvm::MDString::get(Ctx, "wavefront")})};
  Record->addOperand(llvm::MDNode::get(Ctx, Bad));
  Record->addOperand(llvm::MDNode::get(Ctx, {}));
  loopcc::ChainTable Back = loopcc::readChains(M);
  ASSERT_EQ(Back.size(), 1u);
  EXPECT_EQ(Back[0].Id, 7u);
}

} // namespace
