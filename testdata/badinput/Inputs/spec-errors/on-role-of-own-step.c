// on(unrolled) after vectorize: unrolled is unroll's role.
// EXPECT: error
// ERROR: 5:40: 'on(unrolled)' names no loop produced by 'vectorize'; the roles of
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(unrolled)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
