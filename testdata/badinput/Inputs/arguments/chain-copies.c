// The product of the counts along a chain is limited like one count:
// 32 x 32 = 1024 copies is accepted; 64 x 32 is not. A remainder holds one
// copy of the body, so a count on it starts again from 1.
// EXPECT: error
// ERROR: 21:24: 'unroll count(32)' makes 2048 copies of the loop body in this chain (64 x 32); loopcc makes at most 1024
void f(int *a, int n) {
#pragma loop transform unroll count(32)
#pragma loop transform unroll count(32)
  for (int i = 0; i < n; i++)
    a[i] = i;
}

void g(int *a, int n) {
#pragma loop transform unroll count(1024) on(remainder)
#pragma loop transform unroll count(1024)
  for (int i = 0; i < n; i++)
    a[i] = i;
}

void h(int *a, int n) {
#pragma loop transform unroll count(32)
#pragma loop transform unroll count(64)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
