// unroll_and_jam on a distributed loop.
// EXPECT: error
// ERROR: 5:24: 'unroll_and_jam' cannot follow 'distribute' of an innermost loop: the loops it makes
void f(int *a, int n) {
#pragma loop transform unroll_and_jam count(2)
#pragma loop transform distribute
  for (int i = 0; i < n; i++)
    a[i] = i;
}
