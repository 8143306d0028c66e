// Every optimization level compiles a program that runs and gives the same
// answers; each level defines the macros clang-22 defines for it
// (__OPTIMIZE__, __OPTIMIZE_SIZE__, __FAST_MATH__).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -O0 %s -o %t/O0 && %t/O0 | FileCheck --check-prefixes=CHECK,O0 %s
// RUN: %loopcc -O1 %s -o %t/O1 && %t/O1 | FileCheck --check-prefixes=CHECK,OPT %s
// RUN: %loopcc -O2 %s -o %t/O2 && %t/O2 | FileCheck --check-prefixes=CHECK,OPT %s
// RUN: %loopcc -O3 %s -o %t/O3 && %t/O3 | FileCheck --check-prefixes=CHECK,OPT %s
// RUN: %loopcc -Os %s -o %t/Os && %t/Os | FileCheck --check-prefixes=CHECK,SIZE %s
// RUN: %loopcc -Oz %s -o %t/Oz && %t/Oz | FileCheck --check-prefixes=CHECK,SIZE %s
// RUN: %loopcc -Og %s -o %t/Og && %t/Og | FileCheck --check-prefixes=CHECK,OPT %s
// -Ofast is deprecated in clang 22 and says so; it still means -O3 -ffast-math.
// RUN: %loopcc -Ofast %s -o %t/Ofast 2>%t/Ofast.err && %t/Ofast \
// RUN:   | FileCheck --check-prefixes=CHECK,FAST %s
// RUN: %clang -Ofast -c %s -o %t/clang-Ofast.o 2>%t/clang-Ofast.err
// RUN: sed 's/^clang-22: /loopcc: /' %t/clang-Ofast.err | diff - %t/Ofast.err
// RUN: FileCheck --check-prefix=DEPRECATED %s < %t/Ofast.err
//
// Higher levels really optimize: the -O0 code of `checksum` is larger.
// RUN: %loopcc -O0 -S %s -o %t/O0.s
// RUN: %loopcc -O2 -S %s -o %t/O2.s
// RUN: FileCheck --check-prefix=ASM-O0 %s < %t/O0.s
// RUN: FileCheck --check-prefix=ASM-O2 %s < %t/O2.s

// O0: optimize=0 size=0 fast=0
// OPT: optimize=1 size=0 fast=0
// SIZE: optimize=1 size=1 fast=0
// FAST: optimize=1 size=0 fast=1
// CHECK-NEXT: checksum=1300 fib=6765 mean=4.50
// CHECK-NEXT: sorted=1 2 3 5 8 9
// DEPRECATED: loopcc: warning: argument '-Ofast' is deprecated
// ASM-O0: checksum:
// ASM-O0: rbp
// ASM-O2: checksum:
// ASM-O2-NOT: rbp
// ASM-O2: .size checksum
#include <stdio.h>
#include <stdlib.h>

#ifdef __OPTIMIZE__
enum { Optimize = 1 };
#else
enum { Optimize = 0 };
#endif
#ifdef __OPTIMIZE_SIZE__
enum { Size = 1 };
#else
enum { Size = 0 };
#endif
#ifdef __FAST_MATH__
enum { Fast = 1 };
#else
enum { Fast = 0 };
#endif

unsigned checksum(const unsigned char *Data, int N) {
  unsigned Sum = 0;
  for (int I = 0; I < N; I++)
    Sum += Data[I] * (unsigned)(I + 1);
  return Sum;
}

static int fib(int N) { return N < 2 ? N : fib(N - 1) + fib(N - 2); }

static int compare(const void *A, const void *B) {
  return *(const int *)A - *(const int *)B;
}

int main(void) {
  printf("optimize=%d size=%d fast=%d\n", Optimize, Size, Fast);
  unsigned char Data[25];
  for (int I = 0; I < 25; I++)
    Data[I] = 4;
  double Mean = 0;
  for (int I = 0; I < 10; I++)
    Mean += I;
  Mean /= 10;
  printf("checksum=%u fib=%d mean=%.2f\n", checksum(Data, 25), fib(20), Mean);
  int Values[] = {5, 3, 9, 1, 8, 2};
  qsort(Values, 6, sizeof(int), compare);
  printf("sorted=");
  for (int I = 0; I < 6; I++)
    printf(I ? " %d" : "%d", Values[I]);
  printf("\n");
  return 0;
}
