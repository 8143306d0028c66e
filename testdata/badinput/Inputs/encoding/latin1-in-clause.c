// A Latin-1 byte inside a clause name.
// EXPECT: error
// ERROR: 5:31: unknown clause 'c' for 'unroll'; 'unroll' accepts count(N), full, on(role)
void f(int *a, int n) {
#pragma loop transform unroll cöunt(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
