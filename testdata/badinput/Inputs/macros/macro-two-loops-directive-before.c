// A macro that expands to two loops, a directive before its use: it binds
// to the first loop, which the passes find by its order among the loops at
// the macro's position (it was an error, "ambiguous", before issue 38).
// EXPECT: ok
#define TWO_LOOPS(a, n) \
  for (int i = 0; i < (n); i++) (a)[i] = 0; \
  for (int i = 0; i < (n); i++) (a)[i] += i;
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  TWO_LOOPS(a, n)
}
// NO-ROUNDTRIP: in the -E output the macro's loops are on one line at
// different columns, so the positions no longer collide there.
