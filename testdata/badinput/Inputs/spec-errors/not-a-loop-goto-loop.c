// A loop made of goto is no loop.
// EXPECT: error
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  int i = 0;
#pragma loop transform unroll count(2)
again:
  a[i] = i;
  if (++i < n)
    goto again;
}
