// The inner loop of an unroll_and_jam chain is protected with
// llvm.loop.disable_nonforced until the step that consumes it has run; then
// the protection is lifted (a finished chain leaves no disable_nonforced:
// heuristics still apply after the chain), also on the remainder copy of the
// inner loop. Every loop of the function must be free of it.
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.ll
// RUN: %python %S/Inputs/loop-attrs.py --chain %t.ll > %t.attrs
// RUN: FileCheck --implicit-check-not=disable_nonforced %s < %t.attrs

void gemm(int n, float (*restrict C)[n], float (*restrict A)[n],
          float (*restrict B)[n]) {
  for (int i = 0; i < n; i++)
#pragma loop transform vectorize width(4) on(inner)
#pragma loop transform unroll_and_jam count(2)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C[i][j] += A[i][k] * B[k][j];
}
// CHECK: gemm: {{.*}}loopcc.chain [[#ID:]] 2
