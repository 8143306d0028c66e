// A lone directive (a chain of one step) that applies is reported like any
// chain: the JSON report says applied, lists the loops the step produced (a
// vectorize leaves a vector loop, an unroll an unrolled loop: at least one)
// and names each copy of the loop once (here one function, not inlined),
// and nothing is reported as missed.
//
// RUN: %loopcc -O2 -Rpass='loop-vectorize|loop-unroll' -floop-transform-report=%t.json -c %s -o %t.o 2> %t.err
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s

__attribute__((noinline)) void vectorize(float *restrict a,
                                         const float *restrict b, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}
// REMARK: lone-directive-report.c:[[@LINE-3]]:3: remark: vectorized loop (vectorization width: 4
// JSON: chain lone-directive-report.c vectorize [[@LINE-4]]:3
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-6]]:24 applied vector_width=4 {{.*}}produced_loops={{[1-9][0-9]*}} copies=vectorize{{$}}

__attribute__((noinline)) void unroll(int *restrict a, const int *restrict b,
                                      int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + b[i] / 7;
}
// REMARK: lone-directive-report.c:[[@LINE-3]]:3: remark: unrolled loop by a factor of 2
// JSON: chain lone-directive-report.c unroll [[@LINE-4]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-6]]:24 applied produced_loops={{[1-9][0-9]*}} copies=unroll{{$}}
// JSON-NOT: {{^}}chain
