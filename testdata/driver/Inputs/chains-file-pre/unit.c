// The unit of chains-file-preprocessed.test.
#include <loopcc.h>
#define NOTHING

void after_macro(double *a, int n) {
  LOOP_TRANSFORM(vectorize width(4))
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

void after_nothing(double *a, int n) {
  NOTHING
  for (int i = 0; i < n; i++)
    a[i] *= 2;
}

void hinted(double *a, int n) {
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; i++)
    a[i] -= 1;
}
