// The largest unroll_and_jam count, and one above it.
// EXPECT: error
// ERROR: 12:45: argument of 'count' is too large: 1025 exceeds 1024
void f(int *a, int n) {
#pragma loop transform unroll_and_jam count(1024)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}

void g(int *a, int n) {
#pragma loop transform unroll_and_jam count(1025)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
