// LLVM 22's SLP vectorizer crashes (a segmentation fault in
// vectorizeHorReduction) when it builds one of its remarks about the
// horizontal reductions a tiled sum leaves once LLVM has unrolled it. It
// builds remarks only when the diagnostic handler says some remark is
// wanted; loopcc's handler said so always (it reads the loop passes'
// remarks), so the SLP vectorizer built its remarks where clang-22 builds
// them only under -Rpass, and seeds 950019 and 950277 of the reliability
// run crashed. Now remarks are built only while a pass whose remarks
// loopcc reads runs (or the user asked for them).
// The 1-D sum tiled by 8 crashed at -O2 -march=x86-64-v4 (compiled only:
// the machine running the test may lack AVX-512); the 2-D sum tiled
// (4, 8) with a pack crashed at -O2 and must print what clang-22 -O0
// prints. The tiles are still applied (the pack exceeds its footprint's
// share of the budget, as before), and a loop pass's remark the user asks
// for is still printed.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -march=x86-64-v4 -c %s -o %t.v4.o -floop-transform-report=%t.v4.json
// RUN: %python %S/Inputs/report.py %t.v4.json | FileCheck %s
// RUN: %loopcc -O2 %s -o %t.O2 -floop-transform-report=%t.json
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.O2 | diff %t.ref.out -
// RUN: %loopcc -O3 %s -o %t.O3 2> /dev/null
// RUN: %t.O3 | diff %t.ref.out -
// RUN: %loopcc -O2 -c %s -o /dev/null -Rpass=loop-vectorize 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
//
// CHECK: step 0 tile sizes(8) {{.*}}applied
// CHECK: step 0 tile sizes(4, 8) {{.*}}applied
// CHECK-NEXT: step 1 pack array(Q) on(intratile(2)) {{.*}}missed
// CHECK-NEXT: reason: {{.*}}a pack's footprint may take
// REMARK: remark: vectorized loop

#include <stdio.h>

unsigned Q[16][5];
volatile int zero = 0;

__attribute__((noinline)) unsigned oneDeep(void) {
  unsigned s = 0u;
#pragma loop transform tile sizes(8)
  for (int i = 0; i < 16; i++)
    s += Q[(i * 3 + i) % 16][(i + i) % 5] + Q[(i * 3 + i) % 16][i % 5] * 4u +
         Q[(i + 13) % 16][(i + 3) % 5] * 6u +
         Q[(i + 10) % 16][(i + i) % 5] * 6u + Q[(i + 10) % 16][i % 5] * 4u +
         Q[(i + i) % 16][i % 5] * 2u;
  return s;
}

__attribute__((noinline)) unsigned twoDeep(int n) {
  unsigned s = 0u;
#pragma loop transform pack array(Q) on(intratile(2))
#pragma loop transform tile sizes(4, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 16; j++)
      s += Q[(i + j + 2) % 16][j % 5] + Q[(i + 11) % 16][(i + 1) % 5] * 5u +
           Q[(i + 12) % 16][j % 5] * 8u +
           Q[(i * 3 + j) % 16][(i + j) % 5] * 8u +
           Q[(j + 6) % 16][(2 * j + 1) % 5] * 3u +
           Q[(2 * i + 3) % 16][(2 * j + 1) % 5] * 9u;
  return s;
}

__attribute__((noinline)) void scale(float *restrict a, const float *b, int n) {
  for (int i = 0; i < n; i++)
    a[i] = 2.0f * b[i];
}

int main(void) {
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 5; j++)
      Q[i][j] = (unsigned)(i * 7 + j * 13 + 1);
  printf("%u\n", oneDeep());
  for (int n = 0; n < 11; n++)
    printf("%d %u\n", n, twoDeep(n + zero));
  float a[8], b[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  scale(a, b, 8 + zero);
  printf("%g\n", a[7]);
  return 0;
}
