// Parity corpus: loops the vectorizers turn into SIMD code: saxpy, integer
// and float reductions, min/max, conditional selects, byte histograms and
// straight-line code for the SLP vectorizer.
#include <stdint.h>

void saxpy(float *restrict Y, const float *restrict X, float A, int N) {
  for (int I = 0; I < N; I++)
    Y[I] += A * X[I];
}

int32_t sum_i32(const int32_t *V, int N) {
  int32_t Sum = 0;
  for (int I = 0; I < N; I++)
    Sum += V[I];
  return Sum;
}

double dot(const double *A, const double *B, int N) {
  double Sum = 0;
  for (int I = 0; I < N; I++)
    Sum += A[I] * B[I];
  return Sum;
}

int16_t max_i16(const int16_t *V, int N) {
  int16_t Max = INT16_MIN;
  for (int I = 0; I < N; I++)
    Max = V[I] > Max ? V[I] : Max;
  return Max;
}

void clamp(float *restrict Out, const float *restrict In, float Lo, float Hi,
           int N) {
  for (int I = 0; I < N; I++) {
    float V = In[I];
    Out[I] = V < Lo ? Lo : (V > Hi ? Hi : V);
  }
}

void add_u8_saturate(uint8_t *restrict Out, const uint8_t *restrict A,
                     const uint8_t *restrict B, int N) {
  for (int I = 0; I < N; I++) {
    unsigned S = (unsigned)A[I] + B[I];
    Out[I] = S > 255 ? 255 : (uint8_t)S;
  }
}

void widen_mul(int64_t *restrict Out, const int32_t *restrict A,
               const int32_t *restrict B, int N) {
  for (int I = 0; I < N; I++)
    Out[I] = (int64_t)A[I] * B[I];
}

void rgb_to_gray(uint8_t *restrict Gray, const uint8_t *restrict Rgb, int N) {
  for (int I = 0; I < N; I++)
    Gray[I] = (uint8_t)((77 * Rgb[3 * I] + 150 * Rgb[3 * I + 1] +
                         29 * Rgb[3 * I + 2]) >> 8);
}

struct Quat {
  double W, X, Y, Z;
};

void quat_scale_add(struct Quat *restrict R, const struct Quat *restrict A,
                    const struct Quat *restrict B, double S) {
  R->W = A->W + S * B->W;
  R->X = A->X + S * B->X;
  R->Y = A->Y + S * B->Y;
  R->Z = A->Z + S * B->Z;
}

void fill_iota(int *V, int N, int Start) {
  for (int I = 0; I < N; I++)
    V[I] = Start + I;
}
