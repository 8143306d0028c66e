// Two loops on one line, a directive for each (positions differ by column).
// EXPECT: ok
// RUN-OUTPUT: 0 14\n
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) a[i] = i; _Pragma("loop transform vectorize") for (int i = 0; i < n; i++) a[i] += i;
}
#include <stdio.h>
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
