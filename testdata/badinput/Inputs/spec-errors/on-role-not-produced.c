// on() naming a role the previous step does not produce.
// EXPECT: error
// ERROR: 5:40: 'on(inner)' names no loop produced by 'vectorize'; the roles of
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(inner)
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
