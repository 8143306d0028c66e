#include <stdio.h>
int main(void) {
  float a[1000], s = 0;
#pragma loop transform unroll count(4)
  for (int i = 0; i < 1000; i++)
    a[i] = i * 0.5f;
#pragma loop transform vectorize width(4)
  for (int i = 1; i < 1000; i++)
    a[i] = a[i - 1] * 0.5f + a[i];
  for (int i = 0; i < 1000; i++)
    s += a[i];
  printf("%g\n", s);
  return 0;
}
