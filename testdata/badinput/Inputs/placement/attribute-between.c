// A statement attribute between a directive and its loop.
// EXPECT: ok
// WARNING: 7:3: 'nomerge' attribute is ignored because there exists no call expression
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  __attribute__((nomerge))
  for (int i = 0; i < n; i++)
    a[i] = i;
}
