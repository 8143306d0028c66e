// 4'000: no digit separators before C23 (an unterminated character constant).
// EXPECT: error
// ERROR: 6:38: expected ')' after the argument of 'count'
// WARNING: 6:38: missing terminating ' character [-Winvalid-pp-token]
void f(int *a, int n) {
#pragma loop transform unroll count(4'000)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
