// The largest count the metadata holds. loopcc accepts it, and the compile
// must still end, with the loop unrolled or a warning. (It does not: LLVM's
// runtime unroller makes one copy of the body per count, so the compile
// runs for ever and its memory grows without bound; clang-22 does the same
// with `#pragma clang loop unroll_count(2147483647)`, the largest clang
// accepts. Only the optimizing modes show it; one is enough.)
// EXPECT: ok
// MODES: O2 syntax E
// TIMEOUT: 60
void f(int *a, int n) {
#pragma loop transform unroll count(4294967295)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
