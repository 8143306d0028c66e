// Chains on a loop and on the loop inside it.
// EXPECT: ok
// RUN-OUTPUT: 0 7\n
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int k = 0; k < 2; k++)
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
    for (int i = 0; i < n; i++)
      a[i] = i;
}
#include <stdio.h>
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
