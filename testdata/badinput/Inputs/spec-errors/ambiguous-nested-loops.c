// A macro that expands to a loop nest.
// EXPECT: error
// ERROR: 7:24: '#pragma loop transform' is bound to a loop that shares its source
#define NEST(a, n) \
  for (int i = 0; i < (n); i++) for (int j = 0; j < (n); j++) (a)[i] += j;
void f(int *a, int n) {
#pragma loop transform unroll_and_jam count(2)
  NEST(a, n)
}
// NO-ROUNDTRIP: in the -E output the macro's loops are on one line at
// different columns, so the binding is no longer ambiguous there.
