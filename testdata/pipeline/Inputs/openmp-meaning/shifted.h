// An OpenMP transformation in a header (openmp-meaning-edges.c): it keeps
// OpenMP's meaning as one in the main file does.
static inline void shifted_in_header(int *a) {
#pragma omp reverse
  for (int i = 0; i < 7; i++)
    a[i + 1] = a[i];
}
