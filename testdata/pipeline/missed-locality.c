// Locality steps that would change what the program computes are not
// applied: one warning at the loop naming the dependence (the two accesses
// as written, with their lines) or, for a nest Polly cannot model, the
// reason in the terms of the C source, at the culprit's line and column,
// with what to do where something can be done (an indirect subscript; a
// call to a function that prints; a `break`; a bound changed in the
// body), never Polly's internal text ("non affine loop bound
// '***couldnotcompute***'", "loop  has multiple exits."). The program
// then prints what clang-22 -O0 prints.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t.O2 2> %t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
//
// CHECK: missed-locality.c:34:3: warning: loop not interchanged: 'interchange' would reverse the dependence from A[i][j] (line 36) to A[i - 1][j + 1] (line 36) [-Wpass-failed]
// CHECK: missed-locality.c:33:24: note: 'interchange' requested here
// CHECK: missed-locality.c:41:3: warning: loop not reversed: 'reverse' would reverse the dependence from R[i] (line 42) to R[i - 1] (line 42) [-Wpass-failed]
// CHECK: missed-locality.c:47:3: warning: loop not tiled: Polly cannot model the loop nest: at line 49, column 20, a subscript is not a linear function of the loop counters (an indirect subscript such as A[B[i]], or a product such as A[i * j]) [-Wpass-failed]
// CHECK: missed-locality.c:54:3: warning: loop not interchanged: Polly cannot model the loop nest: at line 59, column 16, it calls a function that may read or write memory; inline it, or declare it __attribute__((const)) or __attribute__((pure)) if that is what it is [-Wpass-failed]
// CHECK: missed-locality.c:63:3: warning: loop not reversed: Polly cannot model the loop nest: at line 63, column 3, a loop has more than one exit (a break, a return or a goto out of it); write the early exit as a condition of the loop [-Wpass-failed]
// CHECK: missed-locality.c:72:3: warning: loop not reversed: Polly cannot model the loop nest: at line 72, column 3, a loop's trip count is unknown when it starts: its bound or counter changes in the loop's body, or is read from memory the loop may write (a variable shared with an OpenMP task, or captured by reference), or its test is not a comparison of the counter with a value the loop does not change; copy the bound into a local variable before the loop [-Wpass-failed]

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

__attribute__((noinline)) void early_exit(void) {
#pragma loop transform reverse
  for (int i = 0; i < N; i++) {
    if (R[i] < 0)
      break;
    R[i] += 2;
  }
}

__attribute__((noinline)) void moving_bound(int n) {
#pragma loop transform reverse
  for (int i = 0; i < n; i++) {
    R[i] += 1;
    if (R[i] % 7 == 3)
      n--;
  }
}

int main(void) {
  for (int i = 0; i < N; i++) { idx[i] = (i * 5) % N; R[i] = 1; for (int j = 0; j < N; j++) A[i][j] = i ^ j; }
  skew(); recurrence(); indirect(); calls(); early_exit(); moving_bound(N);
  long s = 0;
  for (int i = 0; i < N; i++) { s += R[i] % 1000; for (int j = 0; j < N; j++) s += (A[i][j] + X[i][j]) * (i + 1); }
  printf("\n%ld\n", s);
}
