// A directive guarded by loopcc's version macros.
// EXPECT: ok
void f(int *a, int n) {
#if defined(__loopcc_major__) && __loopcc_major__ >= 0
#pragma loop transform unroll count(2)
#endif
  for (int i = 0; i < n; i++)
    a[i] = i;
}
