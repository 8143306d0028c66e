// C's subscript bounds (passes/locality/SubscriptBounds.h) are written as
// marked llvm.assume calls at the pipeline's start, for the locality
// engine, and removed by their own pass right after the last scheduler run
// (loopcc-remove-subscript-bounds, at VectorizerStart): the scheduler's
// last run still sees them, the pass leaves none, and neither does the
// final IR. The tile here is refused (it would reverse a dependence), so
// the engine does not regenerate the nest and the original accesses, with
// their assumptions, reach the end of the pipeline.
//
// RUN: %loopcc -O2 -c %s -o /dev/null -mllvm -print-after=loopcc-subscript-bounds 2>&1 \
// RUN:   | FileCheck --check-prefix=ADDED %s
// ADDED: IR Dump After loopcc::SubscriptBoundsPass on f
// ADDED: call void @llvm.assume({{.*}}!loopcc.subscript_bound
//
// RUN: %loopcc -O2 -c %s -o /dev/null -mllvm -print-before=loopcc-remove-subscript-bounds 2>&1 \
// RUN:   | FileCheck --check-prefix=SCHEDULER %s
// SCHEDULER: IR Dump Before loopcc::RemoveSubscriptBoundsPass on f
// SCHEDULER: call void @llvm.assume({{.*}}!loopcc.subscript_bound
//
// RUN: %loopcc -O2 -c %s -o /dev/null -mllvm -print-after=loopcc-remove-subscript-bounds 2>&1 \
// RUN:   | FileCheck --check-prefix=REMOVED %s
// REMOVED: IR Dump After loopcc::RemoveSubscriptBoundsPass on f
// REMOVED-NOT: llvm.assume
//
// RUN: %loopcc -O2 -S -emit-llvm %s -o - 2> %t.err | FileCheck --check-prefix=FINAL %s
// FINAL: define {{.*}} @f(
// FINAL-NOT: loopcc.subscript_bound
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// WARN: warning: loop not tiled: 'tile sizes(8, 8)' would reverse the dependence

double A[64][64];

void f(int n) {
#pragma loop transform tile sizes(8, 8)
  for (int i = 1; i < n; i++)
    for (int j = 0; j < 63; j++)
      A[i][j] = A[i - 1][j + 1] + 1;
}
