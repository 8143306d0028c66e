//===- SubscriptBoundsTest.cpp - C's array bounds, marked ---------------===//
//
// Which accesses get C's subscript bounds (SubscriptBounds.h): the
// subscripts of declared dimensions, as clang emits them before any
// optimization, each marked by a call LLVM can neither exploit nor remove
// (never an llvm.assume), and nothing reached through pointer
// arithmetic, a struct member, or an array of one element; and
// removeSubscriptBounds takes back exactly what was added.
//
//===----------------------------------------------------------------------===//

#include "passes/locality/SubscriptBounds.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

namespace {

std::unique_ptr<llvm::Module> parse(llvm::LLVMContext &Ctx, const char *Text) {
  llvm::SMDiagnostic Err;
  std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(Text, Err, Ctx);
  EXPECT_TRUE(M) << Err.getMessage().str();
  return M;
}

/// The marks in \p F, each as "<index> <size>"; an llvm.assume as
/// "assume": LLVM must be told nothing it could exploit.
std::vector<std::string> marks(llvm::Function &F) {
  std::vector<std::string> Out;
  for (llvm::Instruction &I : llvm::instructions(F)) {
    if (llvm::isa<llvm::AssumeInst>(&I)) {
      Out.push_back("assume");
      continue;
    }
    auto *Call = llvm::dyn_cast<llvm::CallInst>(&I);
    if (!Call || !Call->getCalledFunction()->getName().starts_with(
                     "loopcc.subscript_within."))
      continue;
    EXPECT_TRUE(Call->getCalledFunction()->doesNotAccessMemory());
    // Not willreturn: no pass removes it before the engine's last run.
    EXPECT_FALSE(Call->willReturn());
    Out.push_back(
        Call->getArgOperand(0)->getName().str() + " " +
        std::to_string(llvm::cast<llvm::ConstantInt>(Call->getArgOperand(1))
                           ->getSExtValue()));
  }
  return Out;
}

// `A[i][j]` on a global `int A[50][50]`, then on a parameter `int (*P)[8]`,
// in a loop that asks for a reverse: the row's subscript of each is
// marked, not the global's own dimension (past it is past the object, no
// two of its rows overlap), nor the pointer's first index (it steps over
// rows: C bounds it through the object only). The same accesses in a loop
// that asks for nothing are not marked.
TEST(SubscriptBoundsTest, DeclaredDimensions) {
  llvm::LLVMContext Ctx;
  auto M = parse(Ctx, R"(
@A = global [50 x [50 x i32]] zeroinitializer
define void @f(i64 %i, ptr %P, i64 %n) {
entry:
  br label %asks
asks:
  %j = phi i64 [ 0, %entry ], [ %j.next, %asks ]
  %row = getelementptr inbounds [50 x [50 x i32]], ptr @A, i64 0, i64 %i
  %a = getelementptr inbounds [50 x i32], ptr %row, i64 0, i64 %j
  %x = load i32, ptr %a
  %prow = getelementptr inbounds [8 x i32], ptr %P, i64 %i
  %p = getelementptr inbounds [8 x i32], ptr %prow, i64 0, i64 %j
  store i32 %x, ptr %p
  %j.next = add i64 %j, 1
  %more = icmp slt i64 %j.next, %n
  br i1 %more, label %asks, label %plain, !llvm.loop !0
plain:
  %k = phi i64 [ 0, %asks ], [ %k.next, %plain ]
  %row2 = getelementptr inbounds [50 x [50 x i32]], ptr @A, i64 0, i64 %i
  %b = getelementptr inbounds [50 x i32], ptr %row2, i64 0, i64 %k
  store i32 0, ptr %b
  %k.next = add i64 %k, 1
  %again = icmp slt i64 %k.next, %n
  br i1 %again, label %plain, label %done
done:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.reverse.enable", i1 true}
)");
  llvm::Function &F = *M->getFunction("f");
  llvm::DominatorTree DT(F);
  llvm::LoopInfo LI(DT);
  EXPECT_TRUE(loopcc::addSubscriptBounds(F, LI));
  EXPECT_EQ(marks(F), (std::vector<std::string>{"j 50", "j 8"}));
  EXPECT_TRUE(loopcc::removeSubscriptBounds(F));
  EXPECT_TRUE(marks(F).empty());
  EXPECT_FALSE(loopcc::removeSubscriptBounds(F));
}

// Left flat: pointer arithmetic from an element (`(&A[i][0])[k]`), a
// struct member (a last member may be a flexible array), an array of one
// element, and a constant subscript (nothing to assume).
TEST(SubscriptBoundsTest, FlatAccesses) {
  llvm::LLVMContext Ctx;
  auto M = parse(Ctx, R"(
%struct.S = type { i32, [4 x i32] }
@A = global [50 x [50 x i32]] zeroinitializer
define void @f(i64 %i, ptr %s, ptr %one, i64 %n) {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %row = getelementptr inbounds [50 x [50 x i32]], ptr @A, i64 0, i64 %i
  %e = getelementptr inbounds [50 x i32], ptr %row, i64 0, i64 0
  %walk = getelementptr inbounds i32, ptr %e, i64 %k
  store i32 1, ptr %walk
  %m = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 1
  %d = getelementptr inbounds [4 x i32], ptr %m, i64 0, i64 %k
  store i32 2, ptr %d
  %o = getelementptr inbounds [1 x i32], ptr %one, i64 0, i64 %k
  store i32 3, ptr %o
  %c = getelementptr inbounds [50 x [50 x i32]], ptr @A, i64 0, i64 3, i64 4
  store i32 4, ptr %c
  %k.next = add i64 %k, 1
  %more = icmp slt i64 %k.next, %n
  br i1 %more, label %loop, label %done, !llvm.loop !0
done:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.reverse.enable", i1 true}
)");
  llvm::Function &F = *M->getFunction("f");
  llvm::DominatorTree DT(F);
  llvm::LoopInfo LI(DT);
  EXPECT_FALSE(loopcc::addSubscriptBounds(F, LI));
  EXPECT_TRUE(marks(F).empty());
}

} // namespace
