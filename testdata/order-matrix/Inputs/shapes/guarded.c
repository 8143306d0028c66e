// guarded nest: the inner loop's body runs under a condition on the data.
// depth: 2
#include "shape.h"

#define M 200

int a[M][M], b[M][M];

__attribute__((noinline)) void kernel(int n) {
  /*CHAIN*/
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (b[i][j] > 0)
        a[i][j] = b[i][j] * 3 - j;
  /*END*/
}

int main(void) {
  fill(&b[0][0], M * M, 3);
  kernel(RuntimeN / 5);
  printf("%lu\n", checksum(&a[0][0], M * M));
  return 0;
}
