// Every clause of vectorize at once.
// EXPECT: ok
// OPT-WARNING: 6:3: loop vectorized with width 4, not the requested 8 [-Wpass-failed]
void f(int *a, int n) {
#pragma loop transform vectorize width(8, scalable) interleave(4) predicate
  for (int i = 0; i < n; i++)
    a[i] = i;
}
