// Current, documented limitation: with -Xclang -disable-llvm-passes clang
// builds no pass pipeline, so loopcc's pass that attaches the chains to the
// IR loops never runs: the output has no loopcc.chain marker and no
// transformation attribute at all, only clang's own loop metadata (locations,
// mustprogress). The directives are still parsed and checked (errors are
// reported as usual).
// RUN: %loopcc -O2 -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: not grep -e '"loopcc\.' -e 'llvm.loop.unroll' -e 'llvm.loop.vectorize' %t.ll
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
// CHECK: define {{.*}} @f(
// CHECK: !llvm.loop [[LOOP:![0-9]+]]
// CHECK-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]]}
// CHECK-DAG: [[START]] = !DILocation(line: [[@LINE-6]], column: 3,
// CHECK-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// BAD: disable-llvm-passes.c:[[@LINE-12]]:40: error: argument of 'width' must be a power of two, not 3
