// A macro whose _Pragma precedes two loops.
// EXPECT: error
// ERROR: 9:3: '#pragma loop transform' is bound to a loop that shares its source
#define TWO(a, n) \
  _Pragma("loop transform vectorize") \
  for (int i = 0; i < (n); i++) (a)[i] = 0; \
  for (int i = 0; i < (n); i++) (a)[i] += i;
void f(int *a, int n) {
  TWO(a, n)
}
// NO-ROUNDTRIP: in the -E output the macro's loops are on one line at
// different columns, so the binding is no longer ambiguous there.
