#ifndef VEC_H
#define VEC_H

long vec_dot(const int *A, const int *B, int N);
void vec_scale(int *A, int N, int Factor);

#endif
