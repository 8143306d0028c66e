// unroll_and_jam of the middle loop k of a trmm-like nest: works when k's
// bound is rectangular (rect, rect_runtime) and is missed when k's bound
// depends on the outer loop i (tri), although the jammed inner loop j is
// rectangular in all three:
//   loopcc -O2 -c -Rpass=loop-unroll-and-jam triangular-unroll-and-jam.c
//   -> rect, rect_runtime: remark: unroll and jammed loop by a factor of 2
//   -> tri: warning: loop not unroll-and-jammed: a dependence forbids
//      jamming the copies of the inner loop [-Wpass-failed]
// (loopcc's own diagnosis; LLVM's pass gives no reason). The dependence is
// the same in all three (B[i][j] read and written in every k iteration);
// LLVM 22's dependence analysis gives up on the i-dependent bound.
#define N 128
double L[N][N], A[N][N], B[N][N];
void tri(void) {
  for (int i = 0; i < N; i++) {
#pragma loop transform unroll_and_jam count(2)
    for (int k = 0; k <= i; k++)
      for (int j = 0; j < N; j++)
        B[i][j] += L[i][k] * A[k][j];
  }
}
void rect_runtime(int m) {
  for (int i = 0; i < N; i++) {
#pragma loop transform unroll_and_jam count(2)
    for (int k = 0; k < m; k++)
      for (int j = 0; j < N; j++)
        B[i][j] += L[i][k] * A[k][j];
  }
}
void rect(void) {
  for (int i = 0; i < N; i++) {
#pragma loop transform unroll_and_jam count(2)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        B[i][j] += L[i][k] * A[k][j];
  }
}
