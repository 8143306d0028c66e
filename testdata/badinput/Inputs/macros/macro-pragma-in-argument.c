// A `_Pragma` in a macro argument, the loop after the call.
// EXPECT: ok
#define ID(x) x
void f(int *a, int n) {
  ID(_Pragma("loop transform unroll count(2)"))
  for (int i = 0; i < n; i++)
    a[i] = i;
}
