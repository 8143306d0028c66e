// A directive in a block literal inside a function (-fblocks).
// EXPECT: ok
// ARGS: -fblocks
void f(int *a, int n) {
  void (^b)(void) = ^{
#pragma loop transform unroll count(2)
    for (int i = 0; i < n; i++)
      a[i] = i;
  };
  b();
}
