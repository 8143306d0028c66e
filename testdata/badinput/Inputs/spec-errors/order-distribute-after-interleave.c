// distribute after interleave, a step between.
// EXPECT: error
// ERROR: 5:24: 'distribute' cannot follow 'interleave': LoopDistribute only splits off
void f(int *a, int n) {
#pragma loop transform distribute
#pragma loop transform unroll count(2)
#pragma loop transform interleave count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
