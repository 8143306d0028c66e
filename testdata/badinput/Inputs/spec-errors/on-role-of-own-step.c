// on(unrolled) after vectorize: unrolled is unroll's role.
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(unrolled)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
