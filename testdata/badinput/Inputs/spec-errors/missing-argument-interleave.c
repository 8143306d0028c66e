// vectorize's interleave without its count.
// EXPECT: error
// ERROR: 5:44: expected '(' after 'interleave'
void f(int *a, int n) {
#pragma loop transform vectorize interleave
  for (int i = 0; i < n; i++)
    a[i] = i;
}
