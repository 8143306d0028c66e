// A function-like macro call the directive's end cuts off.
#define ID(x) x
void f(int *a, int n) {
#pragma loop transform unroll count(ID(4)
  )
  for (int i = 0; i < n; i++)
    a[i] = i;
}
