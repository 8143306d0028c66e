// The largest unroll_and_jam count.
// EXPECT: ok
// OPT-WARNING: 6:3: loop not unroll-and-jammed: the loop has no inner loop to jam
void f(int *a, int n) {
#pragma loop transform unroll_and_jam count(4294967295)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
