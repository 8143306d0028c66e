// -march=native: loopcc asks the host for its CPU as clang-22 does, so the
// same -target-cpu and the same predefined feature macros; a vectorizable
// program built for it runs and computes what the generic build computes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -O3 -march=native %s -o %t/native
// RUN: %t/native | FileCheck %s
// RUN: %loopcc -O3 %s -o %t/generic
// RUN: %t/generic | FileCheck %s
//
// The host's processor (not the generic x86-64), the one clang-22 picks.
// RUN: %loopcc -### -march=native -c %s 2>&1 | FileCheck --check-prefix=CPU %s
// RUN: %clang -### -march=native -c %s 2>&1 | FileCheck --check-prefix=CPU %s
// RUN: %loopcc -### -march=native -c %s 2>&1 | grep -o '"-target-cpu" "[^"]*"' > %t/loopcc.cpu
// RUN: %clang -### -march=native -c %s 2>&1 | grep -o '"-target-cpu" "[^"]*"' > %t/clang.cpu
// RUN: diff %t/clang.cpu %t/loopcc.cpu
// RUN: not grep '"x86-64"' %t/loopcc.cpu
// RUN: %loopcc -### -march=native -c %s 2>&1 | grep -o '"-target-feature" "[^"]*"' > %t/loopcc.features
// RUN: %clang -### -march=native -c %s 2>&1 | grep -o '"-target-feature" "[^"]*"' > %t/clang.features
// RUN: diff %t/clang.features %t/loopcc.features
//
// The feature macros (__AVX2__, ...) are clang's, loopcc's own aside.
// RUN: %loopcc -march=native -dM -E -x c /dev/null | grep -v __loopcc | sort > %t/loopcc.macros
// RUN: %clang -march=native -dM -E -x c /dev/null | sort > %t/clang.macros
// RUN: diff %t/clang.macros %t/loopcc.macros
// RUN: FileCheck --check-prefix=MACROS %s < %t/loopcc.macros

// CHECK: sum=332833500 dot=12779250.0
// CPU: "-target-cpu" "{{[^"]+}}"
// MACROS: #define __SSE2__ 1
#include <stdio.h>

enum { N = 1000 };
static int A[N], B[N];
static float X[N], Y[N];

int main(void) {
  for (int I = 0; I < N; I++) {
    A[I] = I;
    B[I] = I;
    X[I] = (float)I * 0.5f;
    Y[I] = (float)(I % 100);
  }
  long Sum = 0;
  for (int I = 0; I < N; I++)
    Sum += (long)A[I] * B[I];
  double Dot = 0;
  for (int I = 0; I < N; I++)
    Dot += (double)X[I] * Y[I];
  printf("sum=%ld dot=%.1f\n", Sum, Dot);
  return 0;
}
