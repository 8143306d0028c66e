// on() on the directive nearest the loop.
// EXPECT: error
// ERROR: 5:40: 'on(epilogue)' has nothing to refer to: 'unroll count(2) on(epilogue)'
void f(int *a, int n) {
#pragma loop transform unroll count(2) on(epilogue)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
