// Latin-1 bytes in comments around the directive.
// EXPECT: ok
// RUN-OUTPUT: 0 7\n
void f(int *a, int n) {
/* café */ #pragma loop transform unroll count(2) // naïve ÿþ
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
