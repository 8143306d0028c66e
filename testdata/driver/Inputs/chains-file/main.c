// The second unit of chains-file-build.test: the loop of sum is in the
// chains file too, which also names a loop of the first unit.
#include <stdio.h>

void fill(double *a, int n);

double sum(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * (i % 3);
  return s;
}

int main(void) {
  double a[1000];
  fill(a, 1000);
  printf("%.1f\n", sum(a, 1000));
  return 0;
}
