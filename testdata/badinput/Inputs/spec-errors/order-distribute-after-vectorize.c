// distribute after vectorize.
// EXPECT: error
// ERROR: 5:24: 'distribute' cannot follow 'vectorize': LoopDistribute only splits off
void f(int *a, int n) {
#pragma loop transform distribute
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    a[i] = i;
}
