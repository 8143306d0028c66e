// _Pragma with a line comment in the string.
// EXPECT: ok
// OPT-WARNING: 6:3: loop not unrolled: LLVM's loop-unroll pass left the loop as it was and
void f(int *a, int n) {
  _Pragma("loop transform unroll // count(2)")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
