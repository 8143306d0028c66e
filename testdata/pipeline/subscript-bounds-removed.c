// C's subscript bounds (passes/locality/SubscriptBounds.h) are written as
// calls of loopcc.subscript_within.iN at the pipeline's start, for the
// locality engine, never as an llvm.assume LLVM could exploit, and removed
// by their own pass right after the last scheduler run
// (loopcc-remove-subscript-bounds, at VectorizerStart): the scheduler's
// last run still sees them (LLVM 22's DropUnnecessaryAssumesPass, which
// dropped the assumes of an earlier design, leaves them), the pass leaves
// none, and neither does the final IR. The tile here is refused (it would
// reverse a dependence), so the engine does not regenerate the nest and
// the original accesses, with their marks, reach the end of the pipeline.
//
// RUN: %loopcc -O2 -c %s -o /dev/null -mllvm -print-after=loopcc-subscript-bounds 2>&1 \
// RUN:   | FileCheck --check-prefix=ADDED %s
// ADDED: IR Dump After loopcc::SubscriptBoundsPass on f
// ADDED: call void @loopcc.subscript_within.i64(
// ADDED-NOT: llvm.assume
//
// RUN: %loopcc -O2 -c %s -o /dev/null -mllvm -print-before=loopcc-remove-subscript-bounds 2>&1 \
// RUN:   | FileCheck --check-prefix=SCHEDULER %s
// SCHEDULER: IR Dump Before loopcc::RemoveSubscriptBoundsPass on f
// SCHEDULER: call void @loopcc.subscript_within.i64(
//
// RUN: %loopcc -O2 -c %s -o /dev/null -mllvm -print-after=loopcc-remove-subscript-bounds 2>&1 \
// RUN:   | FileCheck --check-prefix=REMOVED %s
// REMOVED: IR Dump After loopcc::RemoveSubscriptBoundsPass on f
// REMOVED-NOT: loopcc.subscript_within
//
// RUN: %loopcc -O2 -S -emit-llvm %s -o - 2> %t.err | FileCheck --check-prefix=FINAL %s
// FINAL: define {{.*}} @f(
// FINAL-NOT: call {{.*}}loopcc.subscript_within
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// WARN: warning: loop not tiled: 'tile sizes(8, 8)' would reverse the dependence

double A[64][64];

void f(int n) {
#pragma loop transform tile sizes(8, 8)
  for (int i = 1; i < n; i++)
    for (int j = 0; j < 63; j++)
      A[i][j] = A[i - 1][j + 1] + 1;
}
