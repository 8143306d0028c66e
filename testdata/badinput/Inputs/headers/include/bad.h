// A header with a bad directive.
static inline void fill(int *a, int n) {
#pragma loop transform unroll count(0)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
