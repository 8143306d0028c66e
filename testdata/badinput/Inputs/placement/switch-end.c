// A directive at the end of a switch.
// EXPECT: error
// ERROR: 10:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n, int k) {
  switch (k) {
  case 1:
  for (int i = 0; i < n; i++)
    a[i] = i;

#pragma loop transform unroll count(2)
  }
}
