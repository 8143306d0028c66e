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
