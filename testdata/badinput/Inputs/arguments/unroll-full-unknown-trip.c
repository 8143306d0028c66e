// unroll full on a loop without a constant trip count (a warning when optimizing).
// EXPECT: ok
// OPT-WARNING: 6:3: loop not unrolled: Unable to fully unroll loop as directed by 'unroll
void f(int *a, int n) {
#pragma loop transform unroll full
  for (int i = 0; i < n; i++)
    a[i] = i;
}
