// C's subscript bounds are never an assumption LLVM can exploit
// (passes/locality/SubscriptBounds.h). Nests that write or read one
// element past their row, X[i][j + 1] with j + 1 == 8 on `double X[10][8]`
// (the next row's first element: outside C, common in real code), under a
// locality step:
// - with constant bounds the access leaves its row whenever the nest runs:
//   each step (tile, interchange, reverse, pack) is refused with a warning
//   naming the access; before, the bound given to LLVM as llvm.assume made
//   the nest an endless loop of stores (a segmentation fault) and the
//   report said "not-needed";
// - with a run-time bound m the step is applied under a run-time check
//   that m keeps every subscript within its row, the original nest
//   otherwise: called with m = 8 the original order runs (an interchange
//   of a nest that reads what the row before wrote past its end was
//   applied and changed the result), with m = 7 the transformed one.
// The program prints what clang-22 -O2 prints for it (it is outside C, so
// -O2 is the reference; -O0 prints the same), at -O1, -O2, -O3 and -g.
//
// RUN: %clang -O2 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %clang -O0 %s -o %t.ref0
// RUN: %t.ref0 | diff %t.ref.out -
// RUN: %loopcc -O2 %s -o %t.O2 -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O1 %s -o %t.O1 2> /dev/null
// RUN: %t.O1 | diff %t.ref.out -
// RUN: %loopcc -O3 %s -o %t.O3 2> /dev/null
// RUN: %t.O3 | diff %t.ref.out -
// RUN: %loopcc -O2 -g %s -o %t.g 2> /dev/null
// RUN: %t.g | diff %t.ref.out -

#include <stdio.h>

double X[10][8];
int A[10][8];

__attribute__((noinline)) void tile_const(int n) {
#pragma loop transform tile sizes(4, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 8; j++)
      X[i][j + 1] = i * 10 + j;
}
// CHECK-DAG: run-subscript-past-row.c:[[@LINE-4]]:3: warning: loop not tiled: 'tile sizes(4, 4)' is not applied: X[i][j + 1] (line [[@LINE-2]]) goes past the end of a dimension of 8 elements whenever the nest runs; C leaves such an access undefined, so loopcc does not reorder the nest (write the element it reaches with its own subscripts, such as the next row's first, or declare the dimension larger) [-Wpass-failed]

__attribute__((noinline)) void interchange_const(void) {
#pragma loop transform interchange
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 8; j++)
      A[i][j + 1] = A[i][j] + A[i + 1][0] + 1;
}
// CHECK-DAG: run-subscript-past-row.c:[[@LINE-4]]:3: warning: loop not interchanged: 'interchange' is not applied: A[i][j + 1] (line [[@LINE-2]]) goes past the end of a dimension of 8 elements whenever the nest runs

__attribute__((noinline)) void reverse_const(void) {
#pragma loop transform reverse
  for (int j = 0; j < 8; j++)
    X[2][j + 1] = X[2][j] * 0.5 + j;
}
// CHECK-DAG: run-subscript-past-row.c:[[@LINE-3]]:3: warning: loop not reversed: 'reverse' is not applied: X[2][j + 1] (line [[@LINE-2]]) goes past the end of a dimension of 8 elements whenever the nest runs

__attribute__((noinline)) void pack_const(void) {
#pragma loop transform pack array(X)
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 8; j++)
      A[i][j] += (int)X[i][j + 1];
}
// CHECK-DAG: run-subscript-past-row.c:[[@LINE-4]]:3: warning: loop not packed: 'pack array(X)' is not applied: X[i][j + 1] (line [[@LINE-2]]) goes past the end of a dimension of 8 elements whenever the nest runs

__attribute__((noinline)) void interchange_runtime(int n, int m) {
#pragma loop transform interchange
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j + 1] = A[i][j] + A[i + 1][0] + 1;
}
// JSON: chain run-subscript-past-row.c interchange_runtime
// JSON-NEXT: step 0 interchange {{.*}}applied runtime_check=True

__attribute__((noinline)) void tile_runtime(int n, int m) {
#pragma loop transform tile sizes(4, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      X[i][j + 1] += i * 3 + j;
}
// JSON: chain run-subscript-past-row.c tile_runtime
// JSON-NEXT: step 0 tile sizes(4, 4) {{.*}}applied runtime_check=True

static void print(void) {
  double s = 0;
  long t = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 8; j++) {
      s += X[i][j] * (i + 1) * (j + 3);
      t = t * 3 + A[i][j];
    }
  printf("%.1f %ld\n", s, t);
}

int main(void) {
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 8; j++)
      A[i][j] = i * 3 + j;
  tile_const(9);
  print();
  interchange_const();
  print();
  reverse_const();
  print();
  pack_const();
  print();
  interchange_runtime(9, 8);
  print();
  interchange_runtime(9, 7);
  print();
  tile_runtime(9, 8);
  print();
  tile_runtime(9, 7);
  print();
  return 0;
}
