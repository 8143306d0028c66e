// `unroll_and_jam` on a plain `for i<n { for j<m }` nest at -O2: the inner
// loop sits behind clang's `m > 0` guard in the outer body, and
// LoopUnrollAndJam declines silently; loopcc warns at the outer `for` (with
// and without -g) with its own finding and a note; JSON missed with it. (At
// -O3 unswitching hoists the guard and the nest is jammed.)
// -Werror=pass-failed: exit 1, no object; -Wno-pass-failed: silent.
//
// RUN: %loopcc -O2 -floop-transform-report=%t.json -c %s -o %t.o 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %loopcc -O2 -g -c %s -o %t.o 2> %t.g.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: %s < %t.g.err
//
// RUN: rm -f %t.o
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -O2 -Werror=pass-failed -c %s -o %t.o \
// RUN:   2> %t.werror.err | FileCheck --check-prefix=EXIT1 %s
// RUN: FileCheck --check-prefix=ERROR --implicit-check-not=warning: %s < %t.werror.err
// RUN: not ls %t.o
//
// RUN: %loopcc -O2 -Wno-pass-failed -c %s -o %t.o 2> %t.quiet.err
// RUN: count 0 < %t.quiet.err
//
// EXIT1: exit status: 1

void plain_nest(int n, int m, float *restrict a, const float *restrict b) {
#pragma loop transform unroll_and_jam count(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i] += b[j];
}
// WARN: missed-unroll-and-jam-plain-nest.c:[[@LINE-4]]:3: warning: loop not unroll-and-jammed: the inner loop is guarded by a condition inside the outer loop {{.*}}[-Wpass-failed]
// WARN: missed-unroll-and-jam-plain-nest.c:[[@LINE-6]]:24: note: 'unroll_and_jam count(2)' requested here
// WARN: 1 warning generated.
// ERROR: missed-unroll-and-jam-plain-nest.c:[[@LINE-7]]:3: error: loop not unroll-and-jammed: the inner loop is guarded by a condition inside the outer loop {{.*}}[-Werror,-Wpass-failed]
// ERROR: missed-unroll-and-jam-plain-nest.c:[[@LINE-9]]:24: note: 'unroll_and_jam count(2)' requested here
// JSON: chain missed-unroll-and-jam-plain-nest.c plain_nest [[@LINE-9]]:3
// JSON-NEXT: step 0 unroll_and_jam count(2) @[[@LINE-11]]:24 missed missed_in=plain_nest{{$}}
// JSON-NEXT: reason: the inner loop is guarded by a condition inside the outer loop
// JSON-NOT: {{^}}chain
