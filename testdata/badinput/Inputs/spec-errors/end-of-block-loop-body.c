// A directive at the end of a loop's body.
// EXPECT: error
// ERROR: 7:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  for (int i = 0; i < n; i++) {
    a[i] = i;
#pragma loop transform unroll
  }
}
