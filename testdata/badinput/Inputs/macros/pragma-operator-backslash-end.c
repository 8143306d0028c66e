// _Pragma whose string ends in a backslash.
// EXPECT: ok
// OPT-WARNING: 6:3: loop not unrolled: LLVM's loop-unroll pass left the loop as it was and
void f(int *a, int n) {
  _Pragma("loop transform unroll \\")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
