// Lone directives in static functions inlined into two callers are reported
// once each: missed in both copies (one warning, JSON lists both copies),
// missed in caller2 only (the warning names that copy; caller1's copy is
// vectorized), applied in both (silent, JSON lists each copy once). Location
// with and without -g; -Werror=pass-failed gives exit status 1 and no
// object; -Wno-pass-failed silences.
//
// RUN: %loopcc -O2 -Rpass=loop-vectorize -floop-transform-report=%t.json -c %s -o %t.o 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: %s < %t.err
// RUN: FileCheck --check-prefix=REMARK %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %loopcc -O2 -g -c %s -o %t.o 2> %t.g.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: %s < %t.g.err
// The static functions are gone: every copy is an inlined one.
// RUN: %loopcc -O2 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s
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
// IR-NOT: define {{.*}}@all_miss(
// IR-NOT: define {{.*}}@one_misses(
// IR-NOT: define {{.*}}@all_apply(

static void all_miss(int *a, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3 + 1;
}
// WARN: missed-inlined-copies.c:[[@LINE-3]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}} [-Wpass-failed]
// WARN: missed-inlined-copies.c:[[@LINE-5]]:24: note: 'vectorize width(4)' requested here
// ERROR: missed-inlined-copies.c:[[@LINE-5]]:3: error: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}} [-Werror,-Wpass-failed]
// ERROR: missed-inlined-copies.c:[[@LINE-7]]:24: note: 'vectorize width(4)' requested here
// JSON: chain missed-inlined-copies.c all_miss [[@LINE-7]]:3
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-9]]:24 missed missed_in=caller1,caller2{{$}}
// JSON-NEXT: reason: an iteration reads or writes memory another iteration writes, in an order vectors would change.

static void one_misses(int *a, int n, int k) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i + k] = a[i] * 3 + 1;
}
// REMARK: missed-inlined-copies.c:[[@LINE-3]]:3: remark: vectorized loop (vectorization width: 4
// WARN: missed-inlined-copies.c:[[@LINE-4]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}} (in the copy of the loop in 'caller2') [-Wpass-failed]
// WARN: missed-inlined-copies.c:[[@LINE-6]]:24: note: 'vectorize width(4)' requested here
// ERROR: missed-inlined-copies.c:[[@LINE-6]]:3: error: loop not vectorized: {{.*}} (in the copy of the loop in 'caller2') [-Werror,-Wpass-failed]
// ERROR: missed-inlined-copies.c:[[@LINE-8]]:24: note: 'vectorize width(4)' requested here
// JSON: chain missed-inlined-copies.c one_misses [[@LINE-8]]:3
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-10]]:24 missed {{.*}}missed_in=caller2{{$}}
// JSON-NEXT: reason: an iteration reads or writes memory another iteration writes, in an order vectors would change.

static void all_apply(float *restrict a, const float *restrict b, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}
// WARN: 2 warnings generated.
// JSON: chain missed-inlined-copies.c all_apply [[@LINE-4]]:3
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-6]]:24 applied vector_width=4 {{.*}}copies=caller1,caller2{{$}}
// JSON-NOT: {{^}}chain

void caller1(int *a, float *restrict f, const float *restrict g) {
  all_miss(a, 100);
  one_misses(a, 100, 8);
  all_apply(f, g, 100);
}

void caller2(int *a, int n, float *restrict f, const float *restrict g) {
  all_miss(a, n);
  one_misses(a, n, 1);
  all_apply(f, g, n);
}
