// An empty on().
// EXPECT: error
// ERROR: 5:37: missing argument to 'on'; expected a loop role such as 'epilogue'
void f(int *a, int n) {
#pragma loop transform vectorize on()
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
