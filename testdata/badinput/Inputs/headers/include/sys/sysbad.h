// A system header with a bad directive.
static inline void fill(int *a, int n) {
#pragma loop transform vectorize width(3)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
