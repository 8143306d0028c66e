//===- UncheckedOverlap.cpp - Arrays Polly takes apart unchecked ----------===//

#include "passes/locality/UncheckedOverlap.h"
#include "passes/locality/DependenceViolation.h"

#include "polly/ScopInfo.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"

namespace {

/// The arrays \p S's run-time alias checks cover.
llvm::SmallPtrSet<const void *, 8> checkedArrays(const polly::Scop &S) {
  llvm::SmallPtrSet<const void *, 8> Checked;
  auto Add = [&](const polly::Scop::MinMaxVectorTy &Accesses) {
    for (const polly::Scop::MinMaxAccessTy &MinMax : Accesses)
      if (!MinMax.first.is_null())
        Checked.insert(MinMax.first.get_tuple_id(isl::dim::out).get_user());
  };
  for (const polly::Scop::MinMaxVectorPairTy &Group : S.getAliasGroups()) {
    Add(Group.first);
    Add(Group.second);
  }
  return Checked;
}

/// The array as the source writes an access of it: "P[i][j + 1]".
std::string nameOf(const polly::MemoryAccess &MA) {
  return "'" + loopcc::accessText(MA) + "'";
}

} // namespace

std::string loopcc::uncheckedOverlap(const polly::Scop &S,
                                     llvm::AAResults &AA) {
  llvm::SmallVector<const polly::ScopArrayInfo *, 8> Arrays;
  llvm::SmallVector<const polly::MemoryAccess *, 8> AccessOf;
  llvm::SmallPtrSet<const polly::ScopArrayInfo *, 8> Written;
  for (const polly::ScopStmt &Stmt : S)
    for (const polly::MemoryAccess *MA : Stmt) {
      if (!MA->isArrayKind())
        continue;
      const polly::ScopArrayInfo *Array = MA->getLatestScopArrayInfo();
      if (!llvm::is_contained(Arrays, Array) && MA->getAccessInstruction()) {
        Arrays.push_back(Array);
        AccessOf.push_back(MA);
      }
      if (MA->isWrite())
        Written.insert(Array);
    }
  llvm::SmallPtrSet<const void *, 8> Checked = checkedArrays(S);
  for (unsigned I = 0; I < Arrays.size(); ++I)
    for (unsigned J = I + 1; J < Arrays.size(); ++J) {
      const polly::ScopArrayInfo *A = Arrays[I], *B = Arrays[J];
      if (!Written.contains(A) && !Written.contains(B))
        continue;
      const llvm::Value *BaseA = A->getBasePtr(), *BaseB = B->getBasePtr();
      if (!BaseA || !BaseB || BaseA == BaseB)
        continue;
      // The same memory wherever each array starts: the whole objects.
      if (AA.isNoAlias(llvm::MemoryLocation::getBeforeOrAfter(BaseA),
                       llvm::MemoryLocation::getBeforeOrAfter(BaseB)))
        continue;
      if (Checked.contains(A->getBasePtrId().get_user()) &&
          Checked.contains(B->getBasePtrId().get_user()))
        continue;
      return "the arrays of " + nameOf(*AccessOf[I]) + " and " +
             nameOf(*AccessOf[J]) +
             " may be the same memory (a pointer parameter and an array "
             "it may point into), and Polly's model takes them apart "
             "without a run-time check; if they never overlap, say so with "
             "'restrict' on the parameter";
    }
  return "";
}
