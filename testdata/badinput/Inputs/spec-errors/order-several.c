// Three impossible orders in one chain.
void f(int *a, int n) {
#pragma loop transform unroll_and_jam
#pragma loop transform distribute
#pragma loop transform vectorize
#pragma loop transform unroll full
  for (int i = 0; i < 8; i++)
    a[i] = i;
}
