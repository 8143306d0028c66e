// One inline function with a chain, called twice.
// EXPECT: ok
// RUN-OUTPUT: 0 7\n
static inline void g(int *a, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void f(int *a, int n) {
  g(a, n);
  g(a, n);
}
#include <stdio.h>
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
