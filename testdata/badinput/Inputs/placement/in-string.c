// A directive's text in string literals.
// EXPECT: ok
// RUN-OUTPUT: #pragma loop transform bogus\n0 7\n
#include <stdio.h>
void f(int *a, int n) {
  const char *s = "\n#pragma loop transform bogus\n";
  const char *t = "#pragma loop transform unroll count("
    "0)";
  (void)t;
  fputs(s + 1, stdout);
  for (int i = 0; i < n; i++)
    a[i] = i;
}
int main(void) {
  int a[8] = {0};
  f(a, 8);
  printf("%d %d\n", a[0], a[7]);
  return 0;
}
