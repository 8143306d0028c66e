// Parity corpus: nested loops, prefix sums, matrix multiply, loop-carried
// dependences and early exits.
#include <stddef.h>

enum { Dim = 32 };

void matmul(double C[Dim][Dim], const double A[Dim][Dim],
            const double B[Dim][Dim]) {
  for (int I = 0; I < Dim; I++)
    for (int J = 0; J < Dim; J++) {
      double Sum = 0.0;
      for (int K = 0; K < Dim; K++)
        Sum += A[I][K] * B[K][J];
      C[I][J] = Sum;
    }
}

void prefix_sum(long *Out, const int *In, size_t N) {
  long Running = 0;
  for (size_t I = 0; I < N; I++) {
    Running += In[I];
    Out[I] = Running;
  }
}

int find_first(const int *Values, int N, int Wanted) {
  for (int I = 0; I < N; I++)
    if (Values[I] == Wanted)
      return I;
  return -1;
}

unsigned collatz_steps(unsigned long X) {
  unsigned Steps = 0;
  while (X != 1) {
    X = (X & 1) ? 3 * X + 1 : X / 2;
    Steps++;
  }
  return Steps;
}

void transpose(int *Out, const int *In, int Rows, int Cols) {
  for (int R = 0; R < Rows; R++)
    for (int C = 0; C < Cols; C++)
      Out[C * Rows + R] = In[R * Cols + C];
}

int triangle_count(int N) {
  int Count = 0;
  for (int A = 1; A <= N; A++)
    for (int B = A; B <= N; B++)
      for (int C = B; C <= N; C++)
        if (A + B > C)
          Count++;
  return Count;
}
