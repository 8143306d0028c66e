// loopcc's own IR without its chain record (`!loopcc.chains` deleted, as a
// tool that drops unknown named metadata would): the chains are read back
// from the loop IDs, where the lowering put every step, its parameters and
// the directive's position (`loopcc.pragma`), so the written order still
// applies and the warning and its notes still point at the loop and the
// directives. (Deleting the record used to turn loopcc's order off.)
//
// RUN: %loopcc -O2 -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.full.ll
// RUN: grep -v '^!loopcc.chains' %t.full.ll > %t.ll
// RUN: not grep -q 'loopcc.chains' %t.ll
// RUN: %opt_loopcc -passes='default<O2>' -S %t.ll -o %t.out.ll 2> %t.err
// RUN: FileCheck %s --check-prefix=IR < %t.out.ll
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.err

void scale(float *restrict a, const float *restrict b, int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}
// Unrolled, then vectorized: the two copies are one interleave group.
// IR-LABEL: define {{.*}} @scale(
// IR: load <8 x float>
// IR: call <8 x float> @llvm.fmuladd.v8f32

void recurrence(float *a, int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i + 1] = a[i] * 2.0f;
}
// WARN: warning: {{.*}}record-deleted.c:[[@LINE-3]]:3: loop not vectorized: {{.*}}
// WARN-NEXT: note: {{.*}}record-deleted.c:[[@LINE-6]]:24: 'vectorize width(4)' requested here
