// LLVM's transform-warning ("the optimizer was unable to perform the requested
// transformation") and LoopDistribute's own "failed explicitly specified loop
// distribution" never reach stderr for chain loops (failed, applied, or
// distributed), at -O1/-O2/-O3, with -g, and with every -Rpass-missed and
// -Rpass-analysis remark on; loopcc reports the failures at the loop.
// clang-22 with the closest pragmas prints both (at the function, without
// -g). (The record: opt-record-no-llvm-failures.c; loopcc's own warning on a
// distributed loop: distribute-no-false-positive.c.)
//
// RUN: %loopcc -O2 -c %s -o %t.o 2> %t.O2.err
// RUN: FileCheck --check-prefix=LOOPCC %s < %t.O2.err
// RUN: not grep -e 'unable to perform the requested transformation' -e 'failed explicitly specified' %t.O2.err
// RUN: %loopcc -O1 -c %s -o %t.o 2> %t.O1.err
// RUN: not grep -e 'unable to perform the requested transformation' -e 'failed explicitly specified' %t.O1.err
// RUN: %loopcc -O3 -g -c %s -o %t.o 2> %t.O3.err
// RUN: FileCheck --check-prefix=LOOPCC %s < %t.O3.err
// RUN: not grep -e 'unable to perform the requested transformation' -e 'failed explicitly specified' %t.O3.err
// RUN: %loopcc -O2 -Rpass-missed='.*' -Rpass-analysis='.*' -c %s -o %t.o 2> %t.remarks.err
// RUN: not grep -e 'unable to perform the requested transformation' -e 'failed explicitly specified' %t.remarks.err
//
// RUN: %clang -DCLANG -O2 -c %s -o %t.clang.o 2> %t.clang.err
// RUN: FileCheck --check-prefix=CLANG %s < %t.clang.err

#ifdef CLANG
#define LOOP(ours, clangs) _Pragma(clangs)
#else
#define LOOP(ours, clangs) _Pragma(ours)
#endif

void nothing_to_split(int *a, int n) {
  LOOP("loop transform distribute", "clang loop distribute(enable)")
  for (int i = 0; i < n; i++)
    a[i + 1] = a[i] * 3;
}
// LOOPCC: no-llvm-transform-warning.c:[[@LINE-3]]:3: warning: loop not distributed: the loop has one statement: nothing to split [-Wpass-failed]
// CLANG: no-llvm-transform-warning.c:[[@LINE-6]]:6: warning: loop not distributed: failed explicitly specified loop distribution
// CLANG: no-llvm-transform-warning.c:[[@LINE-7]]:6: warning: loop not distributed: the optimizer was unable to perform the requested transformation

void triangular(int n, float *restrict a, const float *restrict b) {
  LOOP("loop transform unroll_and_jam count(2)", "unroll_and_jam(2)")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      a[i] += b[j];
}
// LOOPCC: no-llvm-transform-warning.c:[[@LINE-4]]:3: warning: loop not unroll-and-jammed: the inner trip count depends on the outer loop (a triangular nest) [-Wpass-failed]
// CLANG: no-llvm-transform-warning.c:[[@LINE-7]]:6: warning: loop not unroll-and-jammed: the optimizer was unable to perform the requested transformation

void chain_fails(int *a, int n) {
  LOOP("loop transform unroll count(2)", "clang loop unroll_count(2)")
  LOOP("loop transform vectorize width(4)", "clang loop vectorize_width(4)")
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3 + 1;
}
// LOOPCC: no-llvm-transform-warning.c:[[@LINE-3]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change.
// CLANG: no-llvm-transform-warning.c:[[@LINE-7]]:6: warning: loop not vectorized: the optimizer was unable to perform the requested transformation

void distributed(int *restrict a, const int *restrict b, int *restrict c,
                 const int *restrict d, const int *restrict e, int n) {
  LOOP("loop transform distribute", "clang loop distribute(enable)")
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}
// CLANG: no-llvm-transform-warning.c:[[@LINE-8]]:6: warning: loop not distributed: the optimizer was unable to perform the requested transformation

void unrolled_then_distributed(int *restrict a, const int *restrict b,
                               int *restrict c, const int *restrict d,
                               const int *restrict e, int n) {
  LOOP("loop transform distribute", "clang loop distribute(enable)")
  LOOP("loop transform unroll count(2)", "clang loop unroll_count(2)")
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}
