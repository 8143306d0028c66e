// Array shapes as C declares them make dependences exact, not absent: a
// step that would reverse a real dependence is still refused, naming it,
// for each shape: a global `int A[50][50]`, a fixed-size parameter with a
// triangular nest, a VLA parameter. And -mllvm -loopcc-subscript-bounds=false
// (arrays as flat memory, as LLVM sees them) gives back the old, false
// dependence between rows for the legal tile of `legal`.
//
// RUN: %loopcc -O2 -c %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %loopcc -O2 -c %s -o /dev/null -mllvm -loopcc-subscript-bounds=false 2>&1 | FileCheck --check-prefix=FLAT %s
//
// CHECK-NOT: warning: loop not tiled
// CHECK: array-shapes-illegal.c:30:3: warning: loop not interchanged: 'interchange' would reverse the dependence from A[i][j] (line 32) to A[i - 1][j + 1] (line 32) [-Wpass-failed]
// CHECK: array-shapes-illegal.c:37:3: warning: loop not interchanged: 'interchange' would reverse the dependence from T[i][j] (line 39) to T[i - 1][j + 1] (line 39) [-Wpass-failed]
// CHECK: array-shapes-illegal.c:44:3: warning: loop not interchanged: 'interchange' would reverse the dependence from V[i][j] (line 46) to V[i - 1][j + 1] (line 46) [-Wpass-failed]
// CHECK-NOT: warning:
//
// FLAT: array-shapes-illegal.c:23:3: warning: loop not tiled: 'tile sizes(4, 8)' would reverse the dependence from A[i][j] (line 25) to A[i][j + 1] (line 25) [-Wpass-failed]

int A[50][50];

void legal(int n) {
#pragma loop transform tile sizes(4, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n - 1; j++)
      A[i][j] = A[i][j + 1] + i;
}

void fixed(int n) {
#pragma loop transform interchange
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n - 1; j++)
      A[i][j] = A[i - 1][j + 1] + 1;
}

void triangular(int n, double T[200][200]) {
#pragma loop transform interchange
  for (int i = 1; i < n; i++)
    for (int j = 0; j < i; j++)
      T[i][j] = T[i - 1][j + 1] * 0.5;
}

void vla(int n, int m, double V[n][m]) {
#pragma loop transform interchange
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m - 1; j++)
      V[i][j] = V[i - 1][j + 1] * 0.5;
}
