// -Rpass-missed/-Rpass-analysis=loop-vectorize never say "loop not
// vectorized" about a chain loop whose vectorize step applied (the JSON report:
// applied): not from the scheduler's forced-only runs while another chain
// waits, nor from LLVM's vectorizer re-reading a vector loop after a chain
// that ends in `unroll` (it must stay marked vectorized). clang-22's closest
// pragma (vectorize_width(4) unroll_count(2)) says nothing of the kind.
//
// RUN: %loopcc -O2 -Rpass-missed=loop-vectorize -floop-transform-report=%t.json -c %s -o %t.o 2> %t.missed.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %clang -DCLANG -O2 -Rpass-missed=loop-vectorize -Rpass-analysis=loop-vectorize -c %s -o %t.clang.o 2> %t.clang.err
// RUN: not grep 'loop not vectorized' %t.clang.err
// RUN: not grep 'loop not vectorized' %t.missed.err
// RUN: %loopcc -O2 -Rpass-analysis=loop-vectorize -c %s -o %t.o 2> %t.analysis.err
// RUN: not grep 'loop not vectorized' %t.analysis.err

void f(float *restrict a, const float *restrict b, float *restrict c,
       float *restrict d, int n) {
#ifdef CLANG
#pragma clang loop vectorize_width(4) unroll_count(2)
#else
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
#endif
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
// JSON: chain rpass-missed-no-contradiction.c f [[@LINE-2]]:3
// JSON-NEXT: step 0 vectorize width(4) {{.*}} applied
// JSON-NEXT: step 1 unroll count(2) {{.*}} applied

#ifndef CLANG
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    c[i] = c[i] * 2.0f + b[i];
// JSON: chain rpass-missed-no-contradiction.c f [[@LINE-2]]:3
// JSON-NEXT: step 0 unroll count(2) {{.*}} applied
// JSON-NEXT: step 1 vectorize width(4) {{.*}} applied

#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    d[i] = d[i] * 3.0f + c[i];
// JSON: chain rpass-missed-no-contradiction.c f [[@LINE-2]]:3
// JSON-NEXT: step 0 unroll count(2) {{.*}} applied
// JSON-NEXT: step 1 vectorize width(4) {{.*}} applied
// JSON-NEXT: step 2 unroll count(2) {{.*}} applied
#endif
}
