// unroll full on a loop without a constant trip count (a warning when optimizing).
// EXPECT: ok
// OPT-WARNING: 6:3: loop not unrolled: the loop's number of iterations is known only at run time (a bound such as n
void f(int *a, int n) {
#pragma loop transform unroll full
  for (int i = 0; i < n; i++)
    a[i] = i;
}
