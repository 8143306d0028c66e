// A `#pragma loop transform` on an inner loop of an OpenMP directive that
// takes several nested loops (`omp simd collapse(2)`, `omp tile sizes(4, 4)`)
// is on that directive's loop nest: the error for mixing the two loop
// directive languages, at the directive, with a note at the OpenMP
// pragma. It was bound to the inner loop and silently lost with it
// (reported not-needed, "removed by an earlier optimization"; issue 27). A
// loop nested deeper than the OpenMP directive's loops takes directives as
// any loop does, and its chain applies.
//
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fopenmp-simd -O2 -c %s -o %t.o -DCASE=1 \
// RUN:   2> %t.collapse.err | FileCheck --check-prefix=EXIT1 %s
// RUN: FileCheck --check-prefix=COLLAPSE --implicit-check-not=error: < %t.collapse.err %s
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fopenmp -fsyntax-only %s -DCASE=2 \
// RUN:   2> %t.tile.err | FileCheck --check-prefix=EXIT1 %s
// RUN: FileCheck --check-prefix=TILE --implicit-check-not=error: < %t.tile.err %s
// RUN: %loopcc -fopenmp-simd -O2 -c %s -o %t.o -DCASE=3 -floop-transform-report=%t.json 2> %t.deeper.err
// (LLVM's own transform-warning for `omp simd` on a nest whose innermost
// loop is not the collapsed one may speak; loopcc does not.)
// RUN: not grep -q "not unrolled\|error:" %t.deeper.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=DEEPER %s
// EXIT1: exit status: 1

#if CASE == 1
void collapse(int *a, int n) {
#pragma omp simd collapse(2)
  for (int i = 0; i < n; i++)
#pragma loop transform reverse
    for (int j = 0; j < n; j++)
      a[i * n + j] += j;
}
// COLLAPSE: openmp-loop-nest.c:[[@LINE-4]]:24: error: '#pragma loop transform' cannot be combined with an OpenMP loop directive ('#pragma omp ...') on the same loop; use one loop directive language per loop
// COLLAPSE: openmp-loop-nest.c:[[@LINE-7]]:1: note: the other loop directive is here
#elif CASE == 2
void tiled(int *a, int n) {
#pragma omp tile sizes(4, 4)
  for (int i = 0; i < n; i++) {
#pragma loop transform unroll count(2)
    for (int j = 0; j < n; j++)
      a[i * n + j] += j;
  }
}
// TILE: openmp-loop-nest.c:[[@LINE-5]]:24: error: '#pragma loop transform' cannot be combined with an OpenMP loop directive ('#pragma omp ...') on the same loop; use one loop directive language per loop
// TILE: openmp-loop-nest.c:[[@LINE-8]]:1: note: the other loop directive is here
#else
void deeper(int *a, int n) {
#pragma omp simd collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
#pragma loop transform unroll count(2)
      for (int k = 0; k < n; k++)
        a[(i * n + j) * n + k] += k;
    }
}
// DEEPER: chain openmp-loop-nest.c deeper [[@LINE-4]]:7
// DEEPER-NEXT: step 0 unroll count(2) @[[@LINE-6]]:24 applied
#endif
