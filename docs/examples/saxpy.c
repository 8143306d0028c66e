// A small program with `#pragma loop transform` directives; the README's
// first command builds loopcc and runs it.
#include <stdio.h>

#define N 1000

static float X[N], Y[N];

int main(void) {
  for (int I = 0; I < N; I++) {
    X[I] = (float)I;
    Y[I] = 1.0f;
  }
#ifdef __loopcc__
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
#endif
  for (int I = 0; I < N; I++)
    Y[I] = 2.0f * X[I] + Y[I];
  double Sum = 0;
  for (int I = 0; I < N; I++)
    Sum += Y[I];
  printf("saxpy: sum = %.1f\n", Sum);
  return 0;
}
