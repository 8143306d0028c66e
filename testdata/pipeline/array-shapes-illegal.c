// Array shapes as C declares them make dependences exact, not absent: a
// step that would reverse a real dependence is still refused, naming it,
// for each shape: a global `int A[50][50]`, a fixed-size parameter with a
// triangular nest, a VLA parameter, a pointer to VLA rows, a guarded nest. And -mllvm -loopcc-subscript-bounds=false
// (arrays as flat memory, as LLVM sees them) gives back the old, false
// dependence between rows for the legal tile of `legal`.
//
// RUN: %loopcc -O2 -c %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %loopcc -O2 -c %s -o /dev/null -mllvm -loopcc-subscript-bounds=false 2>&1 | FileCheck --check-prefix=FLAT %s
//
// CHECK-NOT: warning: loop not tiled
// CHECK: array-shapes-illegal.c:32:3: warning: loop not interchanged: 'interchange' would reverse the dependence from A[i][j] (line 34) to A[i - 1][j + 1] (line 34) [-Wpass-failed]
// CHECK: array-shapes-illegal.c:39:3: warning: loop not interchanged: 'interchange' would reverse the dependence from T[i][j] (line 41) to T[i - 1][j + 1] (line 41) [-Wpass-failed]
// CHECK: array-shapes-illegal.c:46:3: warning: loop not interchanged: 'interchange' would reverse the dependence from V[i][j] (line 48) to V[i - 1][j + 1] (line 48) [-Wpass-failed]
// CHECK: array-shapes-illegal.c:53:3: warning: loop not interchanged: 'interchange' would reverse the dependence from P[i][j] (line 55) to P[i - 1][j + 1] (line 55) [-Wpass-failed]
// CHECK: array-shapes-illegal.c:60:3: warning: loop not interchanged: 'interchange' would reverse the dependence from A[i][j] (line 63) to A[i - 1][j + 1] (line 63) [-Wpass-failed]
// CHECK-NOT: warning:
//
// FLAT: array-shapes-illegal.c:25:3: warning: loop not tiled: 'tile sizes(4, 8)' would reverse the dependence from A[i][j] (line 27) to A[i][j + 1] (line 27) [-Wpass-failed]

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

void pointer_rows(int n, int m, double (*P)[m]) {
#pragma loop transform interchange
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m - 1; j++)
      P[i][j] = P[i - 1][j + 1] + 1;
}

void guarded(int n) {
#pragma loop transform interchange
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n - 1; j++)
      if (A[i][j] > 0)
        A[i][j] = A[i - 1][j + 1] - 1;
}
