// The transformation's name from a macro.
// EXPECT: ok
#define T unroll
void f(int *a, int n) {
#pragma loop transform T count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
