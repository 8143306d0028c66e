// XFAIL: *
// BUG: -E writes `#pragma loop transform` lines with their clause arguments
// unexpanded (`count(N)`), and the .i no longer defines N, so compiling the
// preprocessed output fails ("argument of 'count' must be an integer
// constant, not 'N'"). A clause argument may be a macro (spec), so -E must
// write the expanded tokens, as clang does for `#pragma omp` with -fopenmp.
// RUN: %loopcc -E %s -o %t.i
// RUN: FileCheck --check-prefix=PP %s < %t.i
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.c.ll
// RUN: %loopcc -O2 -S -emit-llvm %t.i -o %t.i.ll
// RUN: %opt -S -strip-debug %t.c.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.c.norm
// RUN: %opt -S -strip-debug %t.i.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.i.norm
// RUN: diff %t.c.norm %t.i.norm

#define FACTOR 4
void f(int *a, int n) {
#pragma loop transform unroll count(FACTOR)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
// PP: #pragma loop transform unroll count(4)
