// <loopcc.h> (driver/include, installed into PREFIX/include): LOOP_TRANSFORM
// is the directive under loopcc and nothing elsewhere, so an annotated
// source builds with gcc -Wall -Werror and clang-22 -Wall -Werror (which
// warn about an unknown pragma, and fail with -Werror) without an #ifdef
// per directive. Under loopcc the directives bind and apply, the macro's
// argument expanded first (TS); all three programs print the same.
//
// RUN: gcc -Wall -Werror -I%testdata/../driver/include %s -o %t.gcc
// RUN: %clang -Wall -Werror -I%testdata/../driver/include %s -o %t.clang
// RUN: %loopcc -O2 -Wall -Werror -I%testdata/../driver/include %s -o %t.loopcc -floop-transform-report=%t.json
// RUN: %t.gcc > %t.gcc.out
// RUN: %t.clang > %t.clang.out
// RUN: %t.loopcc > %t.loopcc.out
// RUN: diff %t.gcc.out %t.clang.out
// RUN: diff %t.gcc.out %t.loopcc.out
// RUN: %python %testdata/pipeline/Inputs/report.py %t.json | FileCheck %s
// RUN: not %clang -Wall -Werror -DRAW_PRAGMA -I%testdata/../driver/include -fsyntax-only %s 2>&1 | FileCheck --check-prefix=RAW %s
//
// CHECK: chain portable-header.c main 37:3
// CHECK-NEXT: step 0 tile sizes(16, 16) @36:3 applied
// CHECK: chain portable-header.c main 46:3
// CHECK-NEXT: step 0 vectorize width(4) @42:3 applied
// CHECK-NEXT: step 1 unroll count(2) @41:3 applied
// RAW: error: unknown pragma ignored [-Werror,-Wunknown-pragmas]

#include <stdio.h>
#include <loopcc.h>

#define TS 16
static double a[64][64], b[64][64];

int main(void) {
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = i * 64 + j;
  LOOP_TRANSFORM(tile sizes(TS, TS))
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      b[j][i] = a[i][j];
  double s = 0;
  LOOP_TRANSFORM(unroll count(2))
  LOOP_TRANSFORM(vectorize width(4))
#ifdef RAW_PRAGMA
#pragma loop transform unroll count(2)
#endif
  for (int i = 0; i < 64; i++)
    s += b[i][3] * (i + 1);
  printf("%.1f\n", s);
  return 0;
}
