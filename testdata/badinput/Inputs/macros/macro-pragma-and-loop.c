// A macro with a _Pragma and its loop.
// EXPECT: ok
#define FILL(a, n) \
  _Pragma("loop transform vectorize width(4)") \
  for (int i = 0; i < (n); i++) (a)[i] = i;
void f(int *a, int n) {
  FILL(a, n)
  FILL(a + n, n)
}
