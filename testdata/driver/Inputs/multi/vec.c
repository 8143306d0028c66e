#include "vec.h"

long vec_dot(const int *A, const int *B, int N) {
  long Sum = 0;
  for (int I = 0; I < N; I++)
    Sum += (long)A[I] * B[I];
  return Sum;
}

void vec_scale(int *A, int N, int Factor) {
  for (int I = 0; I < N; I++)
    A[I] *= Factor;
}
