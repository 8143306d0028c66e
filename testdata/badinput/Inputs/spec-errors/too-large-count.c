// A count above 32 bits.
void f(int *a, int n) {
#pragma loop transform unroll count(4294967296)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
