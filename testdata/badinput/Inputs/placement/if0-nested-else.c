// A bad directive in the #else of #if 1, and in nested #if 0.
// EXPECT: ok
void f(int *a, int n) {
#if 1
#pragma loop transform unroll count(2)
#else
#pragma loop transform unroll count(0)
#if 0
#pragma loop transform tile
#endif
#endif
  for (int i = 0; i < n; i++)
    a[i] = i;
}
