// gemm nest: i-j-k matrix product, three perfectly nested loops.
// depth: 3
#include "shape.h"

#define M 64

int a[M][M], b[M][M], c[M][M];

__attribute__((noinline)) void kernel(int n) {
  /*CHAIN*/
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        c[i][j] += a[i][k] * b[k][j];
  /*END*/
}

int main(void) {
  fill(&a[0][0], M * M, 3);
  fill(&b[0][0], M * M, 5);
  kernel(M + RuntimeN - N);
  printf("%lu\n", checksum(&c[0][0], M * M));
  return 0;
}
