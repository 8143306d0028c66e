// A chain of directives with no loop after it.
// EXPECT: error
// ERROR: 8:24: expected a for, while or do-while loop to follow '#pragma loop
// ERROR: 9:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loop transform unroll count(2)
#pragma loop transform vectorize
}
