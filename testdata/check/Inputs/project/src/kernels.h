#ifndef KERNELS_H
#define KERNELS_H

void scale(float *restrict a, const float *restrict b, int n);
void shift(float *restrict a, const float *restrict b);
void recurrence(int *a, int n);
void accumulate(int n, int m, float *restrict a, const float *restrict b);

#endif
