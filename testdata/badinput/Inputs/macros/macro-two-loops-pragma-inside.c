// A macro whose _Pragma precedes two loops: it binds to the first, found by
// its order among the loops at the macro's use (an error before issue 38).
// EXPECT: ok
#define TWO(a, n) \
  _Pragma("loop transform vectorize") \
  for (int i = 0; i < (n); i++) (a)[i] = 0; \
  for (int i = 0; i < (n); i++) (a)[i] += i;
void f(int *a, int n) {
  TWO(a, n)
}
// NO-ROUNDTRIP: in the -E output the macro's loops are on one line at
// different columns, so the positions no longer collide there.
