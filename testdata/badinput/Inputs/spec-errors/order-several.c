// Three impossible orders in one chain.
// EXPECT: error
// ERROR: 9:24: 'vectorize' cannot follow 'unroll full': full unrolling leaves no loop
// ERROR: 8:24: 'distribute' cannot follow 'vectorize': LoopDistribute only splits off
// ERROR: 7:24: 'unroll_and_jam' cannot follow 'distribute' of an innermost loop: the loops it makes
void f(int *a, int n) {
#pragma loop transform unroll_and_jam
#pragma loop transform distribute
#pragma loop transform vectorize
#pragma loop transform unroll full
  for (int i = 0; i < 8; i++)
    a[i] = i;
}
