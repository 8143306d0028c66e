// skew on the engine, and what it is for: time tiling of stencils.
// - seidel1: a Gauss-Seidel sweep repeated T times. Its tile is refused
//   without a skew, the warning naming the dependence it would reverse
//   (the FileCheck run with -DNO_SKEW); after skew factors(1) the same tile
//   is applied.
// - seidel2: the 2-d sweep, skew factors(1, 1) then a tile of the time and
//   row loops (the column loop carries a dependence against the rows'
//   direction at one time step, so it stays inside).
// - shear: skew factors(2) on a nest whose trip counts no tile divides
//   (13 x 101 against 4 x 16): the tiles at the skewed nest's slanted
//   edges are partial and triangle-shaped; every point runs once.
// - swap: skew then interchange, legal only after the skew (without it,
//   the interchange is refused: checked with -DNO_SKEW too).
// - map: skewing alone never reverses a dependence (its first component is
//   kept), so a skew applies wherever the nest is perfect; the skewed inner
//   loop is then vectorized.
// Every step is applied (remarks under -Rpass=loopcc-skew|loopcc-tile), no
// warning, and the program prints what clang-22 -O0 prints without the
// directives, at -O2 and -O3.
//
// RUN: %clang -O0 -DNO_PRAGMAS %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 %s -o %t.O2 -Rpass='loopcc-(skew|tile|interchange)|loop-vectorize' 2> %t.err
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: %s < %t.err
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O3 -march=x86-64-v3 %s -o %t.O3 2> %t.O3.err
// RUN: count 0 < %t.O3.err
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
// RUN: %loopcc -O2 -DNO_SKEW %s -o %t.noskew 2>&1 | FileCheck --check-prefix=NOSKEW %s
// RUN: %t.noskew > %t.noskew.out
// RUN: diff %t.ref.out %t.noskew.out
//
// REMARK: skew.c:[[#SEIDEL1:]]:3: remark: skewed loops (factors 1) [-Rpass=loopcc-skew]
// REMARK: skew.c:[[#SEIDEL1]]:3: remark: tiled loop (sizes 8 x 32) [-Rpass=loopcc-tile]
// REMARK: skew.c:[[#SEIDEL2:]]:3: remark: skewed loops (factors 1, 1) [-Rpass=loopcc-skew]
// REMARK: skew.c:[[#SEIDEL2]]:3: remark: tiled loop (sizes 4 x 16) [-Rpass=loopcc-tile]
// REMARK: skew.c:[[#SHEAR:]]:3: remark: skewed loops (factors 2) [-Rpass=loopcc-skew]
// REMARK: skew.c:[[#SHEAR]]:3: remark: tiled loop (sizes 4 x 16) [-Rpass=loopcc-tile]
// REMARK: skew.c:[[#SWAP:]]:3: remark: skewed loops (factors 1) [-Rpass=loopcc-skew]
// REMARK: skew.c:[[#SWAP]]:3: remark: interchanged loops
// REMARK: skew.c:[[#MAP:]]:3: remark: skewed loops (factors 3) [-Rpass=loopcc-skew]
// REMARK: skew.c:[[#MAP+1]]:5: remark: vectorized loop (vectorization width: 4
//
// NOSKEW: skew.c:72:3: warning: loop not tiled: 'tile sizes(8, 32)' would reverse the dependence from A1[i] (line 74) to A1[i + 1] (line 74)
// NOSKEW: skew.c:80:3: warning: loop not tiled: 'tile sizes(4, 16)' would reverse the dependence from A2[i][j] (line 83) to A2[i + 1][j - 1] (line 85)
// NOSKEW: skew.c:92:3: warning: loop not tiled: 'tile sizes(4, 16)' would reverse the dependence from Out[t + 1][i] (line 94) to Out[t][i + 1] (line 94)
// NOSKEW: skew.c:100:3: warning: loop not interchanged: 'interchange' would reverse the dependence from S[t][i] (line 102) to S[t - 1][i + 1] (line 102)

#include <stdio.h>

#define T 13
#define N 101
static double A1[N], A2[40][40], S[T][N + 3 * T], M[T][N];
static double Out[T + 1][N + 2 * T + 1];

#if defined(NO_PRAGMAS)
#define SKEW(...)
#define STEP(...)
#elif defined(NO_SKEW)
#define SKEW(...)
#define STEP(...) _Pragma(#__VA_ARGS__)
#else
#define SKEW(...) _Pragma(#__VA_ARGS__)
#define STEP(...) _Pragma(#__VA_ARGS__)
#endif

__attribute__((noinline)) static void seidel1(void) {
  STEP(loop transform tile sizes(8, 32))
  SKEW(loop transform skew factors(1))
  for (int t = 0; t < T; t++)
    for (int i = 1; i < N - 1; i++)
      A1[i] = (A1[i - 1] + A1[i] + A1[i + 1]) / 3.0;
}

__attribute__((noinline)) static void seidel2(void) {
  STEP(loop transform tile sizes(4, 16))
  SKEW(loop transform skew factors(1, 1))
  for (int t = 0; t < T; t++)
    for (int i = 1; i < 39; i++)
      for (int j = 1; j < 39; j++)
        A2[i][j] = (A2[i - 1][j - 1] + A2[i - 1][j] + A2[i - 1][j + 1] +
                    A2[i][j - 1] + A2[i][j] + A2[i][j + 1] +
                    A2[i + 1][j - 1] + A2[i + 1][j] + A2[i + 1][j + 1]) /
                   9.0;
}

__attribute__((noinline)) static void shear(void) {
  STEP(loop transform tile sizes(4, 16))
  SKEW(loop transform skew factors(2))
  for (int t = 0; t < T; t++)
    for (int i = 1; i < N; i++)
      Out[t + 1][i] = Out[t][i + 1] + Out[t + 1][i - 1] + 1.0;
}

__attribute__((noinline)) static void swap(void) {
  STEP(loop transform interchange)
  SKEW(loop transform skew factors(1))
  for (int t = 1; t < T; t++)
    for (int i = 1; i < N - 1; i++)
      S[t][i] = S[t - 1][i + 1] + S[t][i - 1];
}

__attribute__((noinline)) static void map(void) {
  SKEW(loop transform vectorize width(4) on(level(2)))
  SKEW(loop transform skew factors(3))
  for (int t = 0; t < T; t++)
    for (int i = 0; i < N; i++)
      M[t][i] = 2.0 * M[t][i] + t;
}

int main(void) {
  for (int i = 0; i < N; i++)
    A1[i] = (i * 7 % 13) / 3.0;
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      A2[i][j] = ((i * 5 + j * 3) % 11) / 7.0;
  for (int t = 0; t < T; t++)
    for (int i = 0; i < N; i++) {
      S[t][i] = (t + i) % 5;
      M[t][i] = (t * i) % 7;
    }
  for (int i = 0; i < N + 2 * T + 1; i++)
    Out[0][i] = i % 3;
  seidel1();
  seidel2();
  shear();
  swap();
  map();
  double Sum = 0;
  for (int i = 0; i < N; i++)
    Sum += A1[i] * (i % 5 + 1);
  printf("seidel1 %.10f\n", Sum);
  Sum = 0;
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      Sum += A2[i][j] * ((i + j) % 3 + 1);
  printf("seidel2 %.10f\n", Sum);
  for (int t = 0; t <= T; t++)
    for (int i = 0; i < N + 2 * T + 1; i++)
      printf("%g%c", Out[t][i], i + 1 == N + 2 * T + 1 ? '\n' : ' ');
  for (int t = 0; t < T; t++)
    for (int i = 0; i < N; i++)
      printf("%g%c", S[t][i] + M[t][i], i + 1 == N ? '\n' : ' ');
  return 0;
}
