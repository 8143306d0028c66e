// Parity corpus: floating point: polynomials, libm calls, reductions in
// float and double, conversions, and a Newton iteration.
#include <math.h>

double horner(const double *Coeffs, int Degree, double X) {
  double Result = Coeffs[Degree];
  for (int I = Degree - 1; I >= 0; I--)
    Result = Result * X + Coeffs[I];
  return Result;
}

float mean(const float *Values, int N) {
  float Sum = 0.0f;
  for (int I = 0; I < N; I++)
    Sum += Values[I];
  return N ? Sum / (float)N : 0.0f;
}

double stddev(const double *Values, int N) {
  double Mean = 0.0, M2 = 0.0;
  for (int I = 0; I < N; I++) {
    double Delta = Values[I] - Mean;
    Mean += Delta / (I + 1);
    M2 += Delta * (Values[I] - Mean);
  }
  return N > 1 ? sqrt(M2 / (N - 1)) : 0.0;
}

double newton_sqrt(double X) {
  if (X <= 0.0)
    return 0.0;
  double Guess = X > 1.0 ? X / 2.0 : 1.0;
  for (int I = 0; I < 30; I++) {
    double Next = 0.5 * (Guess + X / Guess);
    if (fabs(Next - Guess) < 1e-12)
      return Next;
    Guess = Next;
  }
  return Guess;
}

void polar_to_cartesian(double *Xs, double *Ys, const double *Radii,
                        const double *Angles, int N) {
  for (int I = 0; I < N; I++) {
    Xs[I] = Radii[I] * cos(Angles[I]);
    Ys[I] = Radii[I] * sin(Angles[I]);
  }
}

int quantize(float *Values, int N, float Step) {
  int Clipped = 0;
  for (int I = 0; I < N; I++) {
    float Q = floorf(Values[I] / Step + 0.5f) * Step;
    if (Q > 1.0f) {
      Q = 1.0f;
      Clipped++;
    }
    Values[I] = Q;
  }
  return Clipped;
}

long double long_sum(const long double *Values, int N) {
  long double Sum = 0;
  for (int I = 0; I < N; I++)
    Sum += Values[I] * Values[I];
  return Sum;
}
