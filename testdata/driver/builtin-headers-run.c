// clang's builtin headers come from the LLVM 22 installation, as for
// clang-22: <stdarg.h>, <stddef.h>, <stdbool.h>, <stdint.h>, <float.h>,
// <limits.h> and <immintrin.h> with an SSE2 intrinsic; the program runs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -O2 %s -o %t/prog
// RUN: %t/prog | FileCheck %s
// -H lists the headers used: the builtin ones are LLVM 22's, and the list
// is clang-22's.
// RUN: %loopcc -H -fsyntax-only %s 2>&1 | FileCheck --check-prefix=HEADERS %s
// RUN: %loopcc -H -fsyntax-only %s 2> %t/loopcc.H
// RUN: %clang -H -fsyntax-only %s 2> %t/clang.H
// RUN: diff %t/clang.H %t/loopcc.H
// RUN: %loopcc -print-resource-dir | FileCheck --check-prefix=RESOURCE %s
// RUN: %loopcc -print-file-name=include | FileCheck --check-prefix=RESOURCE %s

// CHECK: sum=60 offset=8 align=1 small=1
// CHECK-NEXT: lanes=11 22 33 44
// CHECK-NEXT: int32_max=2147483647 flt_dig=6
// HEADERS-DAG: . /usr/lib/llvm-22/lib/clang/22/include/stdarg.h
// HEADERS-DAG: . /usr/lib/llvm-22/lib/clang/22/include/stddef.h
// HEADERS-DAG: . /usr/lib/llvm-22/lib/clang/22/include/stdbool.h
// HEADERS-DAG: . /usr/lib/llvm-22/lib/clang/22/include/float.h
// HEADERS-DAG: . /usr/lib/llvm-22/lib/clang/22/include/immintrin.h
// HEADERS-DAG: .. /usr/lib/llvm-22/lib/clang/22/include/emmintrin.h
// RESOURCE: /usr/lib/llvm-22/lib/clang/22
#include <float.h>
#include <immintrin.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct Record {
  char Tag;
  double Value;
};

static int sum(int Count, ...) {
  va_list Args;
  va_start(Args, Count);
  int Total = 0;
  for (int I = 0; I < Count; I++)
    Total += va_arg(Args, int);
  va_end(Args);
  return Total;
}

int main(void) {
  bool Small = sizeof(max_align_t) <= 64;
  printf("sum=%d offset=%zu align=%d small=%d\n", sum(3, 10, 20, 30),
         offsetof(struct Record, Value),
         (int)(_Alignof(max_align_t) >= _Alignof(double)), (int)Small);
  __m128i A = _mm_setr_epi32(1, 2, 3, 4);
  __m128i B = _mm_setr_epi32(10, 20, 30, 40);
  int Out[4];
  _mm_storeu_si128((__m128i *)Out, _mm_add_epi32(A, B));
  printf("lanes=%d %d %d %d\n", Out[0], Out[1], Out[2], Out[3]);
  printf("int32_max=%ld flt_dig=%d\n", (long)INT32_MAX, FLT_DIG);
  return 0;
}
