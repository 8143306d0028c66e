// interchange produces no `all`.
// EXPECT: error
// ERROR: 5:31: 'on(all)' names no loop produced by 'interchange'; the roles of
void f(int *a, int n) {
#pragma loop transform unroll on(all)
#pragma loop transform interchange
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i] += j;
}
