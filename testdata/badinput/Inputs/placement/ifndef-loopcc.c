// A bad directive guarded by !__loopcc__.
// EXPECT: ok
void f(int *a, int n) {
#ifndef __loopcc__
#pragma loop transform unroll count(-1)
#endif
  for (int i = 0; i < n; i++)
    a[i] = i;
}
