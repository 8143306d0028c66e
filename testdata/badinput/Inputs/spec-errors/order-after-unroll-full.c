// Steps after unroll full.
void f(int *a, int n) {
#pragma loop transform vectorize
#pragma loop transform unroll full
  for (int i = 0; i < 8; i++)
    a[i] = i;
}
