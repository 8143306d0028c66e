// A macro that expands to a loop nest, a directive before its use: it binds
// to the outer loop, the first of the two at the macro's use in source order
// (an error before issue 38). The inner loop only adds j into a[i]: LLVM
// computes it in closed form before the jam, which then has no inner loop.
// EXPECT: ok
// OPT-WARNING: 11:3: loop not unroll-and-jammed: the loop has no inner loop to jam
#define NEST(a, n) \
  for (int i = 0; i < (n); i++) for (int j = 0; j < (n); j++) (a)[i] += j;
void f(int *a, int n) {
#pragma loop transform unroll_and_jam count(2)
  NEST(a, n)
}
// NO-ROUNDTRIP: in the -E output the macro's loops are on one line at
// different columns, so the positions no longer collide there.
