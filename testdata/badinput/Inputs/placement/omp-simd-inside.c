// A directive on a loop nested inside a `#pragma omp simd` loop binds to
// it. (The captured region's children are the captured variables' first
// uses, which once made loopcc bind the directive to `a[k]`: "this
// statement is not a loop".) clang-22 warns the same about the outer loop.
// ARGS: -fopenmp-simd
// EXPECT: ok
// OPT-WARNING: 11:1: loop not vectorized
// RUN-OUTPUT: 3 3\n
#include <stdio.h>
void f(int *a, int n) {
#pragma omp simd
  for (int i = 0; i < n; i++) {
#pragma loop transform vectorize
    for (int k = 0; k < n; k++)
      a[k] += i;
  }
}
int main(void) {
  int a[3] = {0};
  f(a, 3);
  printf("%d %d\n", a[0], a[2]);
  return 0;
}
