// A directive in a block literal at file scope (-fblocks).
// EXPECT: error
// ERROR: 8:24: '#pragma loop transform' must be inside a function, directly before a
// ARGS: -fblocks
int *a;
int n;
void (^b)(void) = ^{
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
};
