//===- ReductionSlotsTest.cpp - Register reductions put in slots ----------===//
//
// Which cycles through a loop header ReductionSlots.h puts in a slot: the
// sum of a two-deep nest (rotated, with the exit PHIs LCSSA leaves), as a
// load-op-store in the inner body, the initial store before the nest and
// the result read after it; not a sum whose partial value is read in the
// nest, not an induction variable; the slot's floating-point reordering
// follows the operation's reassociation flag; and a sum updated twice in
// an iteration, `(s + x) + y` as Reassociate leaves `s += x + y`, folded
// into one update `s + (x + y)` where that keeps its value.
//
//===----------------------------------------------------------------------===//

#include "passes/locality/ReductionSlots.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/TargetParser/Triple.h"
#include "gtest/gtest.h"

namespace {

/// A two-deep nest summing M[i][j] into a register with \p Op (an
/// instruction with its flags, "add" or "fadd reassoc"), of type \p Ty,
/// and, with \p ReadPartial, storing the partial sum in the inner body.
std::string nest(const std::string &Ty, const std::string &Op,
                 bool ReadPartial, const std::string &SecondOp = "") {
  std::string Zero = Ty == "double" ? "0.0" : "0";
  return R"(
define )" + Ty + R"( @f(ptr %M, ptr %out, i64 %n) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %s.o = phi )" + Ty + " [ " + Zero + R"(, %entry ], [ %s.lcssa, %outer.latch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %s.i = phi )" + Ty + R"( [ %s.o, %outer ], [ %s.next, %inner ]
  %row = getelementptr inbounds [64 x )" + Ty + R"(], ptr %M, i64 %i
  %a = getelementptr inbounds [64 x )" + Ty + R"(], ptr %row, i64 0, i64 %j
  %x = load )" + Ty + R"(, ptr %a
)" + (SecondOp.empty()
                ? "  %s.next = " + Op + " " + Ty + " %s.i, %x\n"
                : "  %s.mid = " + Op + " " + Ty + " %s.i, %x\n" +
                      "  %y = load " + Ty + ", ptr %out\n" +
                      "  %s.next = " + SecondOp + " " + Ty +
                      " %s.mid, %y\n") +
         (ReadPartial ? "  store " + Ty + " %s.next, ptr %out\n" : "") + R"(
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, 64
  br i1 %j.done, label %outer.latch, label %inner
outer.latch:
  %s.lcssa = phi )" + Ty + R"( [ %s.next, %inner ]
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, %n
  br i1 %i.done, label %exit, label %outer
exit:
  %s.end = phi )" + Ty + R"( [ %s.lcssa, %outer.latch ]
  ret )" + Ty + R"( %s.end
}
)";
}

struct Analyses {
  std::unique_ptr<llvm::Module> M;
  llvm::Function *F;
  llvm::DominatorTree DT;
  llvm::LoopInfo LI;
  std::unique_ptr<llvm::TargetLibraryInfoImpl> TLII;
  std::unique_ptr<llvm::TargetLibraryInfo> TLI;
  std::unique_ptr<llvm::AssumptionCache> AC;
  std::unique_ptr<llvm::ScalarEvolution> SE;

  Analyses(llvm::LLVMContext &Ctx, const std::string &Text) {
    llvm::SMDiagnostic Err;
    M = llvm::parseAssemblyString(Text, Err, Ctx);
    EXPECT_TRUE(M) << Err.getMessage().str();
    F = M->getFunction("f");
    DT.recalculate(*F);
    LI.analyze(DT);
    TLII = std::make_unique<llvm::TargetLibraryInfoImpl>(
        llvm::Triple(M->getTargetTriple()));
    TLI = std::make_unique<llvm::TargetLibraryInfo>(*TLII);
    AC = std::make_unique<llvm::AssumptionCache>(*F);
    SE = std::make_unique<llvm::ScalarEvolution>(*F, *TLI, *AC, DT, LI);
  }
  llvm::Loop &outer() { return **LI.begin(); }
  unsigned phisOf(llvm::StringRef Block) {
    for (llvm::BasicBlock &BB : *F)
      if (BB.getName() == Block)
        return std::distance(BB.phis().begin(), BB.phis().end());
    return ~0u;
  }
};

TEST(ReductionSlotsTest, IntegerSumThroughTwoHeaders) {
  llvm::LLVMContext Ctx;
  Analyses A(Ctx, nest("i32", "add nsw", /*ReadPartial=*/false));
  llvm::SmallVector<loopcc::ReductionSlot, 2> Slots =
      loopcc::putReductionsInSlots(A.outer(), *A.SE);
  ASSERT_EQ(Slots.size(), 1u);
  EXPECT_TRUE(Slots[0].Reorderable);
  EXPECT_FALSE(llvm::verifyFunction(*A.F, &llvm::errs()));
  // Only the induction variables are left in the headers; the exit PHIs
  // became loads of the slot.
  EXPECT_EQ(A.phisOf("outer"), 1u);
  EXPECT_EQ(A.phisOf("inner"), 1u);
  EXPECT_EQ(A.phisOf("outer.latch"), 0u);
  EXPECT_EQ(A.phisOf("exit"), 0u);
  // load, add, store of the slot, in that order, in the inner body.
  EXPECT_EQ(Slots[0].Load->getParent(), Slots[0].Update->getParent());
  EXPECT_EQ(Slots[0].Load->getNextNode(), Slots[0].Update);
  EXPECT_EQ(Slots[0].Update->getNextNode(), Slots[0].Store);
  EXPECT_EQ(Slots[0].Store->getPointerOperand(), Slots[0].Slot);
  auto *Ret = llvm::cast<llvm::ReturnInst>(
      A.F->back().getTerminator());
  auto *Result = llvm::dyn_cast<llvm::LoadInst>(Ret->getReturnValue());
  ASSERT_TRUE(Result);
  EXPECT_EQ(Result->getPointerOperand(), Slots[0].Slot);

  llvm::DominatorTree DT(*A.F);
  loopcc::promoteSlots(Slots, DT, *A.AC);
  EXPECT_FALSE(llvm::verifyFunction(*A.F, &llvm::errs()));
  EXPECT_EQ(A.phisOf("inner"), 2u);
}

TEST(ReductionSlotsTest, PartialValueReadInTheNest) {
  llvm::LLVMContext Ctx;
  Analyses A(Ctx, nest("i32", "add nsw", /*ReadPartial=*/true));
  EXPECT_TRUE(loopcc::putReductionsInSlots(A.outer(), *A.SE).empty());
  EXPECT_EQ(A.phisOf("inner"), 2u);
}

TEST(ReductionSlotsTest, FloatingPointFollowsReassociation) {
  llvm::LLVMContext Ctx;
  Analyses Exact(Ctx, nest("double", "fadd", /*ReadPartial=*/false));
  auto Slots = loopcc::putReductionsInSlots(Exact.outer(), *Exact.SE);
  ASSERT_EQ(Slots.size(), 1u);
  EXPECT_FALSE(Slots[0].Reorderable);

  Analyses Reassoc(Ctx, nest("double", "fadd reassoc nsz", false));
  Slots = loopcc::putReductionsInSlots(Reassoc.outer(), *Reassoc.SE);
  ASSERT_EQ(Slots.size(), 1u);
  EXPECT_TRUE(Slots[0].Reorderable);
}

/// The slot's one update of a chain folded into it: \p Slot's update is
/// \p Opcode of the slot's load and \p Terms' opcode of the two terms.
void expectFolded(const loopcc::ReductionSlot &Slot, unsigned Opcode,
                  unsigned Terms) {
  ASSERT_EQ(Slot.Update->getOpcode(), Opcode);
  EXPECT_EQ(Slot.Update->getOperand(0), Slot.Load);
  auto *Sum = llvm::dyn_cast<llvm::Instruction>(Slot.Update->getOperand(1));
  ASSERT_TRUE(Sum);
  EXPECT_EQ(Sum->getOpcode(), Terms);
  // The terms' sum may wrap where the partial sums did not.
  EXPECT_FALSE(Sum->hasNoSignedWrap());
  EXPECT_FALSE(Slot.Update->hasNoSignedWrap());
  EXPECT_EQ(Slot.Store->getValueOperand(), Slot.Update);
}

TEST(ReductionSlotsTest, TwoTermSumFoldedIntoOneUpdate) {
  // `s += x + y` after Reassociate: (s + x) + y, now s + (x + y).
  llvm::LLVMContext Ctx;
  Analyses A(Ctx, nest("i32", "add nsw", /*ReadPartial=*/false, "add nsw"));
  auto Slots = loopcc::putReductionsInSlots(A.outer(), *A.SE);
  ASSERT_EQ(Slots.size(), 1u);
  EXPECT_TRUE(Slots[0].Reorderable);
  EXPECT_FALSE(llvm::verifyFunction(*A.F, &llvm::errs()));
  expectFolded(Slots[0], llvm::Instruction::Add, llvm::Instruction::Add);
  EXPECT_EQ(A.phisOf("inner"), 1u);
  llvm::DominatorTree DT(*A.F);
  loopcc::promoteSlots(Slots, DT, *A.AC);
  EXPECT_FALSE(llvm::verifyFunction(*A.F, &llvm::errs()));
}

TEST(ReductionSlotsTest, TwoTermDifferenceSubtractsTheSum) {
  // (s - x) - y is s - (x + y).
  llvm::LLVMContext Ctx;
  Analyses A(Ctx, nest("i64", "sub", /*ReadPartial=*/false, "sub"));
  auto Slots = loopcc::putReductionsInSlots(A.outer(), *A.SE);
  ASSERT_EQ(Slots.size(), 1u);
  EXPECT_FALSE(llvm::verifyFunction(*A.F, &llvm::errs()));
  expectFolded(Slots[0], llvm::Instruction::Sub, llvm::Instruction::Add);
}

TEST(ReductionSlotsTest, ChainOfTwoOperationsIsNoSum) {
  // (s + x) * y: no reordering keeps it.
  llvm::LLVMContext Ctx;
  Analyses A(Ctx, nest("i32", "add", /*ReadPartial=*/false, "mul"));
  EXPECT_TRUE(loopcc::putReductionsInSlots(A.outer(), *A.SE).empty());
  EXPECT_EQ(A.phisOf("inner"), 2u);
  // Nor a chain whose partial value is read.
  Analyses B(Ctx, nest("i32", "add", /*ReadPartial=*/true, "add"));
  EXPECT_TRUE(loopcc::putReductionsInSlots(B.outer(), *B.SE).empty());
}

TEST(ReductionSlotsTest, FloatingPointChainFoldedOnlyWithReassociation) {
  llvm::LLVMContext Ctx;
  // Without reassociation (s + x) + y rounds otherwise than s + (x + y).
  Analyses Exact(Ctx, nest("double", "fadd", false, "fadd"));
  EXPECT_TRUE(loopcc::putReductionsInSlots(Exact.outer(), *Exact.SE).empty());
  Analyses Half(Ctx, nest("double", "fadd reassoc nsz", false, "fadd"));
  EXPECT_TRUE(loopcc::putReductionsInSlots(Half.outer(), *Half.SE).empty());

  Analyses Reassoc(Ctx, nest("double", "fadd reassoc nsz", false,
                             "fadd reassoc nsz arcp"));
  auto Slots = loopcc::putReductionsInSlots(Reassoc.outer(), *Reassoc.SE);
  ASSERT_EQ(Slots.size(), 1u);
  EXPECT_TRUE(Slots[0].Reorderable);
  EXPECT_FALSE(llvm::verifyFunction(*Reassoc.F, &llvm::errs()));
  expectFolded(Slots[0], llvm::Instruction::FAdd, llvm::Instruction::FAdd);
  // The flags both updates have, not one's alone.
  EXPECT_TRUE(Slots[0].Update->hasAllowReassoc());
  EXPECT_FALSE(Slots[0].Update->hasAllowReciprocal());
}

} // namespace
