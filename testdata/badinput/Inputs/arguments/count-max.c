// The largest unroll count (1024) is accepted, and the compile ends.
// EXPECT: ok
// MODES: O2 syntax E
// TIMEOUT: 60
void f(int *a, int n) {
#pragma loop transform unroll count(1024)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
