// At -O2 the chains are applied and their markers survive on the loops the
// passes produce. `vectorize` then `unroll count(2)` (LLVM's own order): the
// vectorized loop, unrolled, carries the unroll step's final follow-up: the
// flags the vectorize step left on it (isvectorized i32 1,
// unroll.runtime.disable, inherited), then the unroll step's own
// (llvm.loop.unroll.disable), and chain step 2 (no step left); the scalar
// epilogue carries vectorize's final follow-up (isvectorized i32 1,
// unroll.runtime.disable) and step 2. `unroll count(2)` then `vectorize`
// (an order LLVM's pipeline does not have): the unrolled loop is vectorized
// and its loops end at step 2 too, with the unroll step's
// llvm.loop.unroll.disable before the vectorize step's flags; so does
// `unroll_and_jam` then `vectorize on(inner)` on a gemm nest. A lone
// directive is left to LLVM's pipeline.
// Every step was applied, so nothing is reported as missed.
// RUN: %loopcc -O2 -S -emit-llvm '-Rpass=loop-(vectorize|unroll|unroll-and-jam)' %s \
// RUN:   -o %t.ll 2> %t.remarks
// RUN: FileCheck --check-prefix=VU %s < %t.ll
// RUN: FileCheck --check-prefix=UV %s < %t.ll
// RUN: FileCheck --check-prefix=LONE %s < %t.ll
// RUN: FileCheck --check-prefix=GEMM %s < %t.ll
// RUN: %python %S/Inputs/loop-attrs.py --chain %t.ll > %t.attrs
// RUN: FileCheck --check-prefix=ATTRS %s < %t.attrs
// RUN: FileCheck --check-prefix=REMARKS %s < %t.remarks
// RUN: not grep -e 'warning:' -e 'error:' %t.remarks

void vectorize_then_unroll(float *restrict a, float *restrict b, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}
// REMARKS-DAG: o2-chains.c:[[@LINE-3]]:3: remark: vectorized loop (vectorization width: 4, interleaved count: {{[0-9]+}})
// REMARKS-DAG: o2-chains.c:[[@LINE-4]]:3: remark: unrolled loop by a factor of 2
// VU: define {{.*}} @vectorize_then_unroll(
// VU: fadd <4 x float>
// VU: fadd <4 x float>
// VU: !llvm.loop [[VEC:![0-9]+]]
// VU: fadd float
// VU: !llvm.loop [[EPI:![0-9]+]]
// VU: define
// VU-DAG: [[VEC]] = distinct !{[[VEC]], {{.*}}[[ISV:![0-9]+]], [[RTD:![0-9]+]], [[UD:![0-9]+]], [[FINAL:![0-9]+]]}
// VU-DAG: [[UD]] = !{!"llvm.loop.unroll.disable"}
// VU-DAG: [[FINAL]] = !{!"loopcc.chain", i32 [[ID:[0-9]+]], i32 2}
// VU-DAG: [[EPI]] = distinct !{[[EPI]], {{.*}}[[ISV]], [[RTD]], [[FINAL]]}
// VU-DAG: [[ISV]] = !{!"llvm.loop.isvectorized", i32 1}
// VU-DAG: [[RTD]] = !{!"llvm.loop.unroll.runtime.disable"}

void unroll_then_vectorize(float *restrict a, float *restrict b, int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}
// REMARKS-DAG: o2-chains.c:[[@LINE-3]]:3: remark: unrolled loop by a factor of 2
// REMARKS-DAG: o2-chains.c:[[@LINE-4]]:3: remark: vectorized loop (vectorization width: 4, interleaved count: {{[0-9]+}})
// UV: define {{.*}} @unroll_then_vectorize(
// The unrolled body (two floats an iteration), vectorized by 4.
// UV: fadd <8 x float>
// ATTRS: vectorize_then_unroll: llvm.loop.isvectorized i32 1; llvm.loop.unroll.runtime.disable; llvm.loop.unroll.disable; loopcc.chain [[#C1:]] 2
// ATTRS-NEXT: vectorize_then_unroll: llvm.loop.isvectorized i32 1; llvm.loop.unroll.runtime.disable; loopcc.chain [[#C1]] 2
// ATTRS-NEXT: unroll_then_vectorize: llvm.loop.unroll.disable; llvm.loop.isvectorized i32 1; {{.*}}loopcc.chain [[#C2:]] 2{{(;.*)?$}}
// ATTRS-NEXT: unroll_then_vectorize: llvm.loop.unroll.disable; llvm.loop.isvectorized i32 1; {{.*}}loopcc.chain [[#C2]] 2{{(;.*)?$}}
// ATTRS-NOT: unroll_then_vectorize: {{.*}}loopcc.chain [[#C2]] {{[01]}}

void lone_vectorize(float *restrict a, float *restrict b, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}
// REMARKS-DAG: o2-chains.c:[[@LINE-3]]:3: remark: vectorized loop (vectorization width: 4, interleaved count: {{[0-9]+}})
// LONE: define {{.*}} @lone_vectorize(
// LONE: fadd <4 x float>
// A lone directive is left to LLVM's own pipeline (so that it gives clang's
// code): its loops keep step 0 beside what LLVM writes on them.
// ATTRS: lone_vectorize: loopcc.chain [[#C3:]] 0; llvm.loop.isvectorized i32 1; llvm.loop.unroll.runtime.disable
// ATTRS-NEXT: lone_vectorize: loopcc.chain [[#C3]] 0; llvm.loop.unroll.runtime.disable; llvm.loop.isvectorized i32 1

void gemm(int n, float (*restrict C)[n], float (*restrict A)[n],
          float (*restrict B)[n]) {
  for (int i = 0; i < n; i++)
#pragma loop transform vectorize width(4) on(inner)
#pragma loop transform unroll_and_jam count(2)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C[i][j] += A[i][k] * B[k][j];
}
// REMARKS-DAG: o2-chains.c:[[@LINE-4]]:5: remark: unroll and jammed loop by a factor of 2
// REMARKS-DAG: o2-chains.c:{{[0-9]+}}:{{[0-9]+}}: remark: vectorized loop (vectorization width: 4, interleaved count: {{[0-9]+}})
// GEMM: define {{.*}} @gemm(
// Two jammed copies of the j loop, vectorized: two vector multiply-adds.
// GEMM-COUNT-2: call <4 x float> @llvm.fmuladd.v4f32(
// ATTRS: gemm: {{.*}}loopcc.chain [[#C4:]] 2{{(;.*)?$}}
