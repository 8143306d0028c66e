#define UNROLL_TWICE _Pragma("loop transform unroll count(2)")
static inline void macro_kernel(int *a, int n) {
  UNROLL_TWICE
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
