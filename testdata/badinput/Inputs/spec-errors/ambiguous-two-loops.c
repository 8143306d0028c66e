// A macro that expands to two loops.
// EXPECT: error
// ERROR: 8:24: '#pragma loop transform' is bound to a loop that shares its source
#define TWO_LOOPS(a, n) \
  for (int i = 0; i < (n); i++) (a)[i] = 0; \
  for (int i = 0; i < (n); i++) (a)[i] += i;
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  TWO_LOOPS(a, n)
}
// NO-ROUNDTRIP: in the -E output the macro's loops are on one line at
// different columns, so the binding is no longer ambiguous there.
