// The largest count a loop metadata operand holds. LLVM's unroller makes
// one copy of the body per forced count, with no size limit: clang-22 -O2
// with `#pragma clang loop unroll_count(2147483647)` runs until memory runs
// out. loopcc rejects any count above 1024 (MaxBodyCopies).
// EXPECT: error
// ERROR: 8:37: argument of 'count' is too large: 4294967295 exceeds 1024, the most copies of a loop body loopcc makes
void f(int *a, int n) {
#pragma loop transform unroll count(4294967295)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
