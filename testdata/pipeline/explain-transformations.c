// The explain view of each kind of step: distribute (its sequential and
// coincident loops, then the vectorized coincident loop beside the
// untouched sequential one; loops in the order they run, the vector loop
// before its epilogue), distribute followed by a step on(all) (its loops
// still named coincident and sequential, not "all"), a lone interleave (LLVM's own loops, without
// roles: a lone directive gets no follow-ups), unroll full (no loop left),
// an interchange applied by the locality engine, and `unroll full on(epilogue)` after a
// vectorize of a constant trip count (the epilogue's 11 iterations go, the
// vector loop stays), and loops entered after a run-time overlap check (no
// restrict). Trip-count bounds that are only the range of the
// induction's type are not shown. pipeline/explain.c has the format.
//
// RUN: %loopcc -O2 -c %s -o %t.o -Wno-pass-failed -floop-transform-explain 2> %t.err
// RUN: FileCheck --strict-whitespace --match-full-lines %s < %t.err
// RUN: FileCheck --check-prefix=AXPY --strict-whitespace --match-full-lines %s < %t.err

void dist(int *restrict a, const int *restrict b, int *restrict c,
          const int *restrict d, const int *restrict e, int n) {
#pragma loop transform vectorize on(coincident)
#pragma loop transform distribute
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}
// CHECK:explain-transformations.c:[[@LINE-5]]:3: chain in 'dist': distribute, then vectorize on(coincident)
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int i = 1; i < n; i++)                 // line [[@LINE-7]]
// CHECK-NEXT:  step 1: distribute [explain-transformations.c:[[@LINE-9]]:24]: applied
// CHECK-NEXT:    for (i; i < n; i++)                         // line [[@LINE-9]]: sequential loop of step 1, iterations known at run time
// CHECK-NEXT:    for (i; i < n; i++)                         // line [[@LINE-10]]: coincident loop of step 1, iterations known at run time
// CHECK-NEXT:  step 2: vectorize on(coincident) [explain-transformations.c:[[@LINE-13]]:24]: applied, vector width {{[0-9]+}}, interleave {{[0-9]+}}
// CHECK-NEXT:    for (i; i < n; i++)                         // line [[@LINE-12]]: sequential loop of step 1, iterations known at run time
// CHECK-NEXT:    for (i; i < n; i += {{[0-9]+}}) {{ +}}// line [[@LINE-13]]: vectorized loop of step 2 (vector width {{[0-9]+}}, interleave {{[0-9]+}}), iterations known at run time
// CHECK-NEXT:    for (i; i < n; i++)                         // line [[@LINE-14]]: epilogue loop of step 2, iterations known at run time

void dist_all(float *restrict a, float *restrict b, const float *restrict c,
              int n) {
#pragma loop transform unroll count(2) on(all)
#pragma loop transform distribute
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    b[i] = c[i] * 2;
  }
}
// CHECK:explain-transformations.c:[[@LINE-5]]:3: chain in 'dist_all': distribute, then unroll count(2) on(all)
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int i = 0; i < n; i++)                 // line [[@LINE-7]]
// CHECK-NEXT:  step 1: distribute [explain-transformations.c:[[@LINE-9]]:24]: applied
// CHECK-NEXT:    for (i; i < n; i++)                         // line [[@LINE-9]]: sequential loop of step 1, iterations known at run time
// CHECK-NEXT:    for (i; i < n; i++)                         // line [[@LINE-10]]: coincident loop of step 1, iterations known at run time
// CHECK-NEXT:  step 2: unroll count(2) on(all) [explain-transformations.c:[[@LINE-13]]:24]: applied
// CHECK-NEXT:    for (i; i < n; i += 2)                      // line [[@LINE-12]]: unrolled loop of step 2, iterations known at run time
// CHECK-NEXT:    for (i; i < n; i += 2)                      // line [[@LINE-13]]: unrolled loop of step 2, iterations known at run time

void inter(float *restrict a, int n) {
#pragma loop transform interleave count(4)
  for (int i = 0; i < n; i++)
    a[i] = a[i] + 1.0f;
}
// CHECK-NEXT:explain-transformations.c:[[@LINE-3]]:3: chain in 'inter': interleave count(4)
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int i = 0; i < n; i++)                 // line [[@LINE-5]]
// CHECK-NEXT:  step 1: interleave count(4) [explain-transformations.c:[[@LINE-7]]:24]: applied, interleave 4
// CHECK-NEXT:    for (i; i < n; i += 4)                      // line [[@LINE-7]]{{.*}}

void full(float *restrict a) {
#pragma loop transform unroll full
  for (int i = 0; i < 8; i++)
    a[i] = a[i] * 2.0f;
}
// CHECK:explain-transformations.c:[[@LINE-3]]:3: chain in 'full': unroll full
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int i = 0; i < 8; i++)                 // line [[@LINE-5]]
// CHECK-NEXT:  step 1: unroll full [explain-transformations.c:[[@LINE-7]]:24]: applied
// CHECK-NEXT:    (no loop left)

void swap(float A[restrict 64][64]) {
#pragma loop transform interchange
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      A[j][i] += 1.0f;
}
// CHECK-NEXT:explain-transformations.c:[[@LINE-4]]:3: chain in 'swap': interchange
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int i = 0; i < 64; i++)                // line [[@LINE-6]]
// CHECK-NEXT:      for (int j = 0; j < 64; j++)              // line [[@LINE-6]]
// CHECK-NEXT:  step 1: interchange [explain-transformations.c:[[@LINE-9]]:24]: applied
// CHECK-NEXT:    for (j; j < 64; j++)                        // line [[@LINE-8]]: outer loop of step 1, 64 iterations
// CHECK-NEXT:      for (i; i < 64; i++)                      // line [[@LINE-10]]: inner loop of step 1, 64 iterations

void odd(float *restrict a) {
#pragma loop transform unroll full on(epilogue)
#pragma loop transform vectorize width(8)
  for (int i = 0; i < 1003; i++)
    a[i] = a[i] * 3.0f;
}
// CHECK-NEXT:explain-transformations.c:[[@LINE-3]]:3: chain in 'odd': vectorize width(8), then unroll full on(epilogue)
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int i = 0; i < 1003; i++)              // line [[@LINE-5]]
// CHECK-NEXT:  step 1: vectorize width(8) [explain-transformations.c:[[@LINE-7]]:24]: applied, vector width 8, interleave [[IC:[0-9]+]]
// CHECK-NEXT:    for (i; i < 1003; i += {{[0-9]+}}) {{ +}}// line [[@LINE-7]]: vectorized loop of step 1 (vector width 8, interleave [[IC]]), {{[0-9]+}} iterations
// CHECK-NEXT:    for (i; i < 1003; i++)                      // line [[@LINE-8]]: epilogue loop of step 1, {{[0-9]+}} iterations
// CHECK-NEXT:  step 2: unroll full on(epilogue) [explain-transformations.c:[[@LINE-11]]:24]: applied
// CHECK-NEXT:    for (i; i < 1003; i += {{[0-9]+}}) {{ +}}// line [[@LINE-10]]: vectorized loop of step 1 (vector width 8, interleave [[IC]]), {{[0-9]+}} iterations
// CHECK-NEXT:explain-transformations.c:{{[0-9]+}}:3: chain in 'axpy': {{.*}}

// Without restrict, the vectorizer enters its vector loop only after a
// run-time check that the two arrays do not overlap; the view says so of
// that loop (and of the loop unrolled from it), not of the epilogue, which
// also runs the whole loop when the check fails.
void axpy(float *y, const float *x, int n) {
#pragma loop transform unroll count(2) on(vectorized)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    y[i] += 2.0f * x[i];
}
// AXPY:explain-transformations.c:[[@LINE-3]]:3: chain in 'axpy': vectorize width(4), then unroll count(2) on(vectorized)
// AXPY-NEXT:  source:
// AXPY-NEXT:    for (int i = 0; i < n; i++)                 // line [[@LINE-5]]
// AXPY-NEXT:  step 1: vectorize width(4) [explain-transformations.c:[[@LINE-7]]:24]: applied, vector width 4, interleave [[IC:[0-9]+]]
// AXPY-NEXT:    for (i; i < n; i += {{[0-9]+}}) {{ +}}// line [[@LINE-7]]: vectorized loop of step 1 (vector width 4, interleave [[IC]]), after a run-time check that the accesses do not overlap, iterations known at run time
// AXPY-NEXT:    for (i; i < n; i++)                         // line [[@LINE-8]]: epilogue loop of step 1, iterations known at run time
// AXPY-NEXT:  step 2: unroll count(2) on(vectorized) [explain-transformations.c:[[@LINE-11]]:24]: applied
// AXPY-NEXT:    for (i; i < n; i += {{[0-9]+}}) {{ +}}// line [[@LINE-10]]: unrolled loop of step 2, after a run-time check that the accesses do not overlap, iterations known at run time
// AXPY-NEXT:    for (i; i < n; i++)                         // line [[@LINE-11]]: epilogue loop of step 1, iterations known at run time
