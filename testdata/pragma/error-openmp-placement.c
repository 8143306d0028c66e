// Under -floop-transform-openmp (without -fopenmp), an OpenMP loop
// transformation that stands before no loop is the same error as a
// misplaced `#pragma loop transform`, worded for the directive the user
// wrote: at file scope, and before a statement that is not a loop, with the
// note at that statement. Exit status 1, no object file.
//
// RUN: rm -f %t.o
// RUN: not %loopcc -c -floop-transform-openmp %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
//
// CHECK: error-openmp-placement.c:[[#@LINE+5]]:13: error: '#pragma omp' must be inside a function, directly before a for, while or do-while loop
// CHECK: error-openmp-placement.c:[[#@LINE+8]]:13: error: expected a for, while or do-while loop to follow '#pragma omp'
// CHECK: error-openmp-placement.c:[[#@LINE+8]]:3: note: this statement is not a loop
// CHECK: 2 errors generated.

#pragma omp tile sizes(4)
int x;

void f(int *a) {
#pragma omp reverse
  a[0] = 1;
}
