// A command that only preprocesses (-E) compiles no unit and writes no
// JSON report: ccache (preprocessor mode) and distcc run `loopcc -E` with
// the compile's flags, and an empty report would overwrite the compile's.
// A stale report at that path is left alone; the compile writes it.
//
// RUN: rm -f %t.json
// RUN: %loopcc -E %s -floop-transform-report=%t.json -o %t.i
// RUN: not ls %t.json
// RUN: echo stale > %t.json
// RUN: %loopcc -E %s -floop-transform-report=%t.json -o %t.i
// RUN: FileCheck --check-prefix=STALE %s < %t.json
// RUN: %loopcc -O2 -c %t.i -floop-transform-report=%t.json -o %t.o
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// STALE: stale

void scale(float *restrict a, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] *= 2.0f;
}
// CHECK: chain {{.*}} scale [[@LINE-3]]:3
// CHECK-NEXT: step 0 unroll count(2) @[[@LINE-5]]:24 applied
