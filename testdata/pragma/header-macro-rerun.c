// A directive that only a header's macro writes (the unit's own text never
// spells the directive, not even in this comment, so the first compilation
// runs without loop locations):
// loopcc compiles the unit again with them, and the loop still gets its
// metadata. The warnings the first attempt met before the directive are
// printed once, those after it once, and the summary counts them once; the
// same with -c, -S, -emit-llvm and -fsyntax-only.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -Wall -I%S/Inputs -O0 -S -emit-llvm %s -o %t/out.ll 2> %t/ll.err
// RUN: FileCheck --check-prefix=IR %s < %t/out.ll
// RUN: FileCheck --check-prefix=WARN %s < %t/ll.err
// RUN: grep 'warning: unused variable' %t/ll.err | count 2
// RUN: grep 'generated' %t/ll.err | count 1
// RUN: %loopcc -Wall -I%S/Inputs -O0 -c %s -o %t/out.o 2> %t/obj.err
// RUN: FileCheck --check-prefix=WARN %s < %t/obj.err
// RUN: grep 'warning: unused variable' %t/obj.err | count 2
// RUN: grep 'generated' %t/obj.err | count 1
// RUN: %loopcc -Wall -I%S/Inputs -fsyntax-only %s 2> %t/syntax.err
// RUN: FileCheck --check-prefix=WARN %s < %t/syntax.err
// RUN: grep 'warning: unused variable' %t/syntax.err | count 2
// RUN: grep 'generated' %t/syntax.err | count 1
// The diagnostics are the same, whatever the output.
// RUN: diff %t/ll.err %t/obj.err
// RUN: diff %t/ll.err %t/syntax.err

#include "vectorized-loop.h"

int before(int x) {
  int unused_before;
  return x;
}

void f(float *a, int n) {
  VECTORIZED_LOOP(a, n)
}

int after(int x) {
  int unused_after;
  return x;
}
// WARN: header-macro-rerun.c:[[@LINE-12]]:7: warning: unused variable 'unused_before' [-Wunused-variable]
// WARN: header-macro-rerun.c:[[@LINE-4]]:7: warning: unused variable 'unused_after' [-Wunused-variable]
// WARN: 2 warnings generated.
// IR: define {{.*}} @f(
// IR: !llvm.loop [[LOOP:![0-9]+]]
// IR-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[START]], [[MP:![0-9]+]], [[W:![0-9]+]], [[SF:![0-9]+]], [[VE:![0-9]+]], [[CHAIN:![0-9]+]], [[POS:![0-9]+]]}
// IR-DAG: [[START]] = !DILocation(line: [[@LINE-13]], column: 3,
// IR-DAG: [[W]] = !{!"llvm.loop.vectorize.width", i32 4}
// IR-DAG: [[VE]] = !{!"llvm.loop.vectorize.enable", i1 true}
// IR-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 1, i32 0}
// IR-DAG: [[POS]] = !{!"loopcc.pragma", !"{{.*}}header-macro-rerun.c", i32 [[@LINE-17]], i32 3}
