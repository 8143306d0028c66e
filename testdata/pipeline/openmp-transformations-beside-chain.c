// OpenMP's loop transformations (`#pragma omp unroll partial(2)`, `unroll
// full`, `tile sizes(4, 4)`, `reverse`, `interchange`, and `stripe
// sizes(4)`, which clang-22 accepts from -fopenmp-version=60) in a unit
// that also has a `#pragma loop transform` chain, in another function: the
// unit compiles with -fopenmp and with -fopenmp-simd, at -fsyntax-only and
// at -O2, as with clang-22, and the chain is still applied (remarks, JSON).
// Issue 27: the binding asked clang for the captured region of every
// OpenMP loop directive, and a loop transformation captures nothing
// (clang's getOpenMPCaptureRegions stopped the compiler with "PLEASE
// submit a bug report"). A `#pragma loop transform` above an OpenMP loop
// transformation, or between it and its loop, is the error for mixing the
// two languages on one loop, as for `#pragma omp simd`.
//
// clang-22 itself crashes generating code for `tile`, `reverse`,
// `interchange` and `stripe` under -fopenmp-simd (llvm-project issue
// 183451), so that -O2 compile keeps the unrolls only (-DUNROLLS_ONLY).
//
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fopenmp -fsyntax-only %s \
// RUN:   2> %t.omp.syntax.err | FileCheck --check-prefix=EXIT0 %s
// RUN: count 0 < %t.omp.syntax.err
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fopenmp-simd -fsyntax-only %s \
// RUN:   2> %t.simd.syntax.err | FileCheck --check-prefix=EXIT0 %s
// RUN: count 0 < %t.simd.syntax.err
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fopenmp -fopenmp-version=60 -DSTRIPE \
// RUN:   -fsyntax-only %s 2> %t.omp60.syntax.err | FileCheck --check-prefix=EXIT0 %s
// RUN: count 0 < %t.omp60.syntax.err
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fopenmp-simd -fopenmp-version=60 -DSTRIPE \
// RUN:   -fsyntax-only %s 2> %t.simd60.syntax.err | FileCheck --check-prefix=EXIT0 %s
// RUN: count 0 < %t.simd60.syntax.err
//
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fopenmp -O2 -Rpass='loop-unroll|loop-vectorize' \
// RUN:   -floop-transform-report=%t.omp.json -c %s -o %t.omp.o 2> %t.omp.err \
// RUN:   | FileCheck --check-prefix=EXIT0 %s
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: --implicit-check-not=error: %s < %t.omp.err
// RUN: %python %S/Inputs/report.py %t.omp.json | FileCheck --check-prefix=JSON %s
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fopenmp -fopenmp-version=60 -DSTRIPE -O2 \
// RUN:   -Rpass='loop-unroll|loop-vectorize' -floop-transform-report=%t.omp60.json -c %s -o %t.omp60.o \
// RUN:   2> %t.omp60.err | FileCheck --check-prefix=EXIT0 %s
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: --implicit-check-not=error: %s < %t.omp60.err
// RUN: %python %S/Inputs/report.py %t.omp60.json | FileCheck --check-prefix=JSON %s
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fopenmp-simd -DUNROLLS_ONLY -O2 \
// RUN:   -Rpass='loop-unroll|loop-vectorize' -floop-transform-report=%t.simd.json -c %s -o %t.simd.o \
// RUN:   2> %t.simd.err | FileCheck --check-prefix=EXIT0 %s
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: --implicit-check-not=error: %s < %t.simd.err
// RUN: %python %S/Inputs/report.py %t.simd.json | FileCheck --check-prefix=JSON %s
//
// RUN: not %loopcc -fopenmp -fsyntax-only -DMIXED %s 2> %t.mixed.err
// RUN: FileCheck --check-prefix=MIXED --implicit-check-not=error: %s < %t.mixed.err
// RUN: not %loopcc -fopenmp-simd -fsyntax-only -DMIXED %s 2> %t.mixed.simd.err
// RUN: FileCheck --check-prefix=MIXED --implicit-check-not=error: %s < %t.mixed.simd.err
//
// EXIT0: exit status: 0

void omp_unroll_partial(int *a, int n) {
#pragma omp unroll partial(2)
  for (int i = 0; i < n; i++)
    a[i] += i;
}

void omp_unroll_full(int *a) {
#pragma omp unroll full
  for (int i = 0; i < 8; i++)
    a[i] += i;
}

#ifndef UNROLLS_ONLY
void omp_tile(int *a, int n) {
#pragma omp tile sizes(4, 4)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      a[i * n + k] += i + k;
}

void omp_reverse(int *a, int n) {
#pragma omp reverse
  for (int i = 0; i < n; i++)
    a[i] += i;
}

void omp_interchange(int *a, int n) {
#pragma omp interchange
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      a[k * n + i] += i;
}
#endif

#if defined(STRIPE) && !defined(UNROLLS_ONLY)
void omp_stripe(int *a, int n) {
#pragma omp stripe sizes(4)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
#endif

// loopcc's chain, in an order only loopcc's scheduler applies.
void chain(float *restrict a, const float *restrict b, int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int j = 0; j < n; j++)
    a[j] = a[j] * 2.0f + b[j];
}
// REMARK-DAG: openmp-transformations-beside-chain.c:[[@LINE-3]]:3: remark: unrolled loop by a factor of 2 with run-time trip count [-Rpass=loop-unroll]
// REMARK-DAG: openmp-transformations-beside-chain.c:[[@LINE-4]]:3: remark: vectorized loop (vectorization width: 4, interleaved count: 1) [-Rpass=loop-vectorize]
// JSON: chain openmp-transformations-beside-chain.c chain [[@LINE-5]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-7]]:24 applied
// JSON-NEXT: step 1 vectorize width(4) @[[@LINE-9]]:24 applied vector_width=4
// JSON-NOT: {{^}}chain

#ifdef MIXED
void mixed_above(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma omp unroll partial(2)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
// MIXED: openmp-transformations-beside-chain.c:[[@LINE-5]]:24: error: '#pragma loop transform' cannot be combined with an OpenMP loop directive ('#pragma omp ...') on the same loop; use one loop directive language per loop
// MIXED: openmp-transformations-beside-chain.c:[[@LINE-5]]:1: note: the other loop directive is here

void mixed_between(int *a, int n) {
#pragma omp unroll partial(2)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
// MIXED: openmp-transformations-beside-chain.c:[[@LINE-4]]:24: error: '#pragma loop transform' cannot be combined with an OpenMP loop directive ('#pragma omp ...') on the same loop; use one loop directive language per loop
// MIXED: openmp-transformations-beside-chain.c:[[@LINE-6]]:1: note: the other loop directive is here
#endif
