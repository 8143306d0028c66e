// Locality steps that would change what the program computes are not
// applied: one warning at the loop naming the dependence (the two accesses
// as written, with their lines) or, for a nest Polly cannot model, the
// analysis' own reason at the culprit's line and column (an indirect
// subscript; a call to a function that prints). The program then prints
// what clang-22 -O0 prints.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t.O2 2> %t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
//
// CHECK: missed-locality.c:29:3: warning: loop not interchanged: 'interchange' would reverse the dependence from A[i][j] (line 31) to A[i - 1][j + 1] (line 31) [-Wpass-failed]
// CHECK: missed-locality.c:28:24: note: 'interchange' requested here
// CHECK: missed-locality.c:36:3: warning: loop not reversed: 'reverse' would reverse the dependence from R[i] (line 37) to R[i - 1] (line 37) [-Wpass-failed]
// CHECK: missed-locality.c:42:3: warning: loop not tiled: Polly cannot model the loop nest: non affine access function at line 44, column 20 [-Wpass-failed]
// CHECK: missed-locality.c:49:3: warning: loop not interchanged: Polly cannot model the loop nest: call instruction at line 54, column 16 [-Wpass-failed]

#include <stdio.h>
#define N 64
int A[N][N], R[N], X[N][N];
int idx[N];
int g(int);

__attribute__((noinline)) void skew(void) {
#pragma loop transform interchange
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N - 1; j++)
      A[i][j] = A[i - 1][j + 1] + 1;
}

__attribute__((noinline)) void recurrence(void) {
#pragma loop transform reverse
  for (int i = 1; i < N; i++)
    R[i] = R[i - 1] * 3 + i;
}

__attribute__((noinline)) void indirect(void) {
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      X[idx[i]][j] += i + j;
}

__attribute__((noinline)) void calls(void) {
#pragma loop transform interchange
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      X[i][j] = g(X[i][j]);
}

int g(int x) { printf("%d", x & 1); return x + 1; }

int main(void) {
  for (int i = 0; i < N; i++) { idx[i] = (i * 5) % N; R[i] = 1; for (int j = 0; j < N; j++) A[i][j] = i ^ j; }
  skew(); recurrence(); indirect(); calls();
  long s = 0;
  for (int i = 0; i < N; i++) { s += R[i] % 1000; for (int j = 0; j < N; j++) s += (A[i][j] + X[i][j]) * (i + 1); }
  printf("\n%ld\n", s);
}
