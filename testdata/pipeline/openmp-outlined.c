// clang outlines the body of `#pragma omp parallel for` into
// `<function>.omp_outlined`: a chain on a loop inside the region follows
// its loop there and is applied (it was once reported not-needed, the loop
// unseen in the function the directive was written in). The same holds
// when the chain is lone, and for a loop in a nested outlined region.
//
// RUN: %loopcc -fopenmp -O2 -floop-transform-report=%t.json -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck --check-prefix=IR %s < %t.ll
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: count 0 < %t.err

void f(float *a, int n) {
#pragma omp parallel for
  for (int j = 0; j < n; j++) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
    for (int i = 0; i < n; i++)
      a[j * n + i] += 1.0f;
  }
}
// JSON: chain openmp-outlined.c f [[@LINE-4]]:5
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-6]]:24 applied vector_width=4
// JSON-NEXT: step 1 unroll count(2) @[[@LINE-8]]:24 applied

void g(int *a, int n) {
#pragma omp parallel
  {
#pragma omp for
    for (int j = 0; j < n; j++) {
#pragma loop transform unroll count(3)
      for (int i = 0; i < n; i++)
        a[j * n + i] += i;
    }
  }
}
// JSON: chain openmp-outlined.c g [[@LINE-5]]:7
// JSON-NEXT: step 0 unroll count(3) @[[@LINE-7]]:24 applied

// The vector loop, unrolled: two <4 x float> additions per iteration.
// IR-LABEL: define internal void @f.omp_outlined(
// IR: fadd <4 x float>
// IR: fadd <4 x float>
// IR-LABEL: define internal void @g.omp_outlined(
