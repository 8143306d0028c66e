// With -Xclang -disable-llvm-passes clang builds no pass pipeline, so none
// of loopcc's passes runs at an extension point; the chains are lowered
// into the IR as it is written (-emit-llvm, -emit-llvm-bc), as LLVM's
// follow-up metadata, so that whatever optimizes the IR later applies them
// (here opt-22 -O2, in LLVM's own pass order, which this chain follows:
// vectorize, then unroll). Nothing is reported, as nothing ran. The
// directives are still parsed and checked (errors are reported).
// RUN: %loopcc -O2 -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %loopcc -O2 -Xclang -disable-llvm-passes -c -emit-llvm %s -o %t.bc
// RUN: %opt -S %t.bc -o - | FileCheck %s
// RUN: %opt -passes='default<O2>' -pass-remarks='loop-vectorize|loop-unroll' -S %t.ll -o %t.opt.ll 2>&1 \
// RUN:   | FileCheck --check-prefix=OPT %s
// RUN: not %loopcc -O2 -Xclang -disable-llvm-passes -S -emit-llvm -DBAD %s -o %t.bad.ll 2>&1 \
// RUN:   | FileCheck --check-prefix=BAD %s
// RUN: not test -e %t.bad.ll

void f(float *a, int n) {
#ifdef BAD
#pragma loop transform vectorize width(3)
#endif
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// The loop's ID keeps clang's locations and mustprogress, and carries the
// chain's first step with the second in its follow-up.
// CHECK: define {{.*}} @f(
// CHECK: !llvm.loop [[LOOP:![0-9]+]]
// CHECK-DAG: [[START:![0-9]+]] = !DILocation(line: [[@LINE-7]], column: 3,
// CHECK-DAG: [[MP:![0-9]+]] = !{!"llvm.loop.mustprogress"}
// CHECK-DAG: [[WIDTH:![0-9]+]] = !{!"llvm.loop.vectorize.width", i32 4}
// CHECK-DAG: [[COUNT:![0-9]+]] = !{!"llvm.loop.unroll.count", i32 2}
// CHECK-DAG: [[FOLLOW:![0-9]+]] = !{!"llvm.loop.vectorize.followup_vectorized", {{.*}}[[COUNT]]{{[,}]}}
// CHECK-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START]], {{![0-9]+}}, [[MP]], [[WIDTH]], {{.*}}[[FOLLOW]]{{[,}]}}
// OPT: remark: {{.*}}disable-llvm-passes.c:[[@LINE-13]]:3: vectorized loop (vectorization width: 4
// OPT: remark: {{.*}}disable-llvm-passes.c:[[@LINE-14]]:3: unrolled loop by a factor of 2
// BAD: disable-llvm-passes.c:[[@LINE-19]]:40: error: argument of 'width' must be a power of two, not 3
