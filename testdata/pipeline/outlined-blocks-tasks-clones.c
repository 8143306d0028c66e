// A chain follows its loop into every function clang outlines or clones
// from the function it is written in: the body of a block literal
// (`__<function>_block_invoke`, -fblocks), of an `omp task` region (clang's
// `.omp_task_entry.`, which names no function: the loop is found by its
// position), and each clone of a target_clones function (`<function>.avx2.0`,
// `<function>.default.1`), where each clone gets the chain and the report
// names the clones. They were reported not-needed ("removed by an earlier
// optimization"), the loops alive, and the clones vectorized by LLVM's
// heuristics instead of as asked. Function multiversioning by `target`
// (x86's form; clang 22 knows `target_version` on AArch64 and RISC-V only)
// defines each version itself: each carries its own chain, and the report
// names the version (`versioned.avx2`).
//
// RUN: %loopcc -O2 -fblocks -fopenmp -floop-transform-report=%t.json -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: count 0 < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: FileCheck --check-prefix=IR %s < %t.ll

void run(void (^)(void));

void in_block(float *a, int n) {
  // run() is elsewhere: the block's body stays a function of its own. (A
  // float array: the captured n, read from the block, is then known not to
  // change in the loop.)
  run(^{
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
    for (int i = 0; i < n; i++)
      a[i] += 1.0f;
  });
}
// JSON: chain outlined-blocks-tasks-clones.c in_block [[@LINE-4]]:5
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-6]]:24 applied vector_width=4 {{.*}}copies=__in_block_block_invoke
// JSON-NEXT: step 1 unroll count(2) @[[@LINE-8]]:24 applied {{.*}}copies=__in_block_block_invoke

void in_task(int *a, int n) {
#pragma omp task
  {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
}
// JSON: chain outlined-blocks-tasks-clones.c in_task [[@LINE-4]]:5
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-6]]:24 applied vector_width=4 {{.*}}copies=.omp_task_entry.
// JSON-NEXT: step 1 unroll count(2) @[[@LINE-8]]:24 applied {{.*}}copies=.omp_task_entry.

__attribute__((target_clones("avx2", "default")))
void cloned(float *a, int n) {
#pragma loop transform vectorize width(8) interleave(1)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + 1.0f;
}
// JSON: chain outlined-blocks-tasks-clones.c cloned [[@LINE-3]]:3
// JSON-NEXT: step 0 vectorize width(8) interleave(1) @[[@LINE-5]]:24 applied vector_width=8 interleave_count=1 {{.*}}copies=cloned.avx2.0,cloned.default.1

__attribute__((target("avx2")))
void versioned(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
__attribute__((target("default")))
void versioned(int *a, int n) {
#pragma loop transform unroll count(4)
  for (int i = 0; i < n; i++)
    a[i] += 2;
}
// JSON: chain outlined-blocks-tasks-clones.c versioned [[@LINE-9]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-11]]:24 applied {{.*}}copies=versioned.avx2
// JSON: chain outlined-blocks-tasks-clones.c versioned [[@LINE-5]]:3
// JSON-NEXT: step 0 unroll count(4) @[[@LINE-7]]:24 applied {{.*}}copies=versioned{{$}}

// Both clones are vectorized 8 wide, once per iteration (interleave(1)):
// the default clone would take LLVM's own width, 4, on SSE.
// IR-LABEL: define {{.*}} @cloned.avx2.0(
// IR: call <8 x float> @llvm.fmuladd.v8f32
// IR-NOT: call <8 x float> @llvm.fmuladd.v8f32
// IR-LABEL: define {{.*}} @cloned.default.1(
// IR: call <8 x float> @llvm.fmuladd.v8f32
// IR-NOT: call <8 x float> @llvm.fmuladd.v8f32
// IR-LABEL: define {{.*}} @cloned.resolver(
