// on() on the directive nearest the loop.
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(epilogue)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
