// distribute after interleave, a step between.
void f(int *a, int n) {
#pragma loop transform distribute
#pragma loop transform unroll count(2)
#pragma loop transform interleave count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
