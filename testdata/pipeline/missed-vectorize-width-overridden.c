// A vectorize applied with another width than requested is a warning: width(8)
// on a loop whose dependence distance (4 floats) caps the safe width at 4 is
// vectorized by 4 (remark); loopcc warns at the `for` (with and without -g)
// with the vectorizer's reason and a note, JSON says applied, vector_width 4,
// with the warning. width(64) on doubles is kept (LLVM 22 honours it): no
// warning. -Werror=pass-failed: exit 1, no object; -Wno-pass-failed: silent.
//
// RUN: %loopcc -O2 -Rpass=loop-vectorize -floop-transform-report=%t.json -c %s -o %t.o 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: %s < %t.err
// RUN: FileCheck --check-prefix=REMARK %s < %t.err
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

void clamped(float *a, int n) {
#pragma loop transform vectorize width(8)
  for (int i = 0; i < n; i++)
    a[i + 4] = a[i] * 3.0f;
}
// REMARK: missed-vectorize-width-overridden.c:[[@LINE-3]]:3: remark: vectorized loop (vectorization width: 4, interleaved count: {{[0-9]+}})
// WARN: missed-vectorize-width-overridden.c:[[@LINE-4]]:3: warning: loop vectorized with width 4, not the requested 8: {{.*}}maximum safe vectorization factor 4{{.*}} [-Wpass-failed]
// WARN: missed-vectorize-width-overridden.c:[[@LINE-6]]:24: note: 'vectorize width(8)' requested here
// ERROR: missed-vectorize-width-overridden.c:[[@LINE-6]]:3: error: loop vectorized with width 4, not the requested 8: {{.*}}maximum safe vectorization factor 4{{.*}} [-Werror,-Wpass-failed]
// ERROR: missed-vectorize-width-overridden.c:[[@LINE-8]]:24: note: 'vectorize width(8)' requested here
// JSON: chain missed-vectorize-width-overridden.c clamped [[@LINE-8]]:3
// JSON-NEXT: step 0 vectorize width(8) @[[@LINE-10]]:24 applied vector_width=4 {{.*}}copies=clamped{{$}}
// JSON-NEXT: warning: loop vectorized with width 4, not the requested 8: {{.*}}maximum safe vectorization factor 4

void honoured(double *restrict a, const double *restrict b, int n) {
#pragma loop transform vectorize width(64)
  for (int i = 0; i < n; i++)
    a[i] = b[i] + 1.0;
}
// REMARK: missed-vectorize-width-overridden.c:[[@LINE-3]]:3: remark: vectorized loop (vectorization width: 64, interleaved count: {{[0-9]+}})
// WARN: 1 warning generated.
// JSON: chain missed-vectorize-width-overridden.c honoured [[@LINE-5]]:3
// JSON-NEXT: step 0 vectorize width(64) @[[@LINE-7]]:24 applied vector_width=64 {{.*}}copies=honoured{{$}}
// JSON-NOT: warning:
