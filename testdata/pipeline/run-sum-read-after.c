// A sum kept in a register and read by a later statement is never read
// before its last update (passes/locality/SumOrder.h). The engine marks a
// register sum's updates as a reduction so that steps may reorder them;
// a `fuse` of the loop that sums with a later loop that reads the sum was
// applied, and the later loop read the partial sums (1 4 43 where 36 37 43
// is right). Each shape the fuse took, now refused at the first loop with
// the sum and the statement that reads it named (the checks are at the
// end of the file, so that they move no line):
// - fuse_read: `s += a[i]`, then `c[j] = s + j`;
// - fuse_xor: the same with `^=`;
// - fuse_tiled_member: the summing loop tiled first (`tile` on a member),
//   then fused;
// - fuse_then_tile: the fuse, then `tile on(fused)`;
// - fuse_nest: two 2-deep nests, a sum over the first read by the second.
// And what stays legal is applied: fuse_read_after reads the sum only
// after both loops, tile_sum tiles a nest whose sum is read after it, and
// two_sums and map_then_sum fuse loops that sum into registers (each was
// refused, "a statement that is not a loop between loop 1 and loop 2":
// a sum's first value stored before its loop, or its last value read
// after it; those statements now move before or after the fused loop,
// by their dependences). Integers: the program prints what clang-22 -O0
// prints, at -O1, -O2, -O3 and with -g.
//
// RUN: %clang -O0 %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t.json %s -o %t.O2 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: %t.O2 > %t.O2.out
// RUN: diff %t.ref.out %t.O2.out
// RUN: %loopcc -O1 %s -o %t.O1 2> /dev/null
// RUN: %t.O1 > %t.O1.out
// RUN: diff %t.ref.out %t.O1.out
// RUN: %loopcc -O3 %s -o %t.O3 2> /dev/null
// RUN: %t.O3 > %t.O3.out
// RUN: diff %t.ref.out %t.O3.out
// RUN: %loopcc -O2 -g %s -o %t.g 2> /dev/null
// RUN: %t.g > %t.g.out
// RUN: diff %t.ref.out %t.g.out
//
//
// CHECK: chain run-sum-read-after.c tile_sum
// CHECK-NEXT: step 0 tile sizes(4, 4) {{.*}}applied
// CHECK: chain run-sum-read-after.c fuse_read
// CHECK-NEXT: step 0 fuse {{.*}}missed
// CHECK: chain run-sum-read-after.c fuse_read_after
// CHECK-NEXT: step 0 fuse {{.*}}applied
// CHECK: chain run-sum-read-after.c two_sums
// CHECK-NEXT: step 0 fuse {{.*}}applied
// CHECK: chain run-sum-read-after.c map_then_sum
// CHECK-NEXT: step 0 fuse {{.*}}applied

#include <stdio.h>

#define N 37
int a[N], c[N], d[8][8], m[8][8];

__attribute__((noinline)) void fuse_read(int n) {
  int s = 0;
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      s += a[i];
    for (int j = 0; j < n; j++)
      c[j] = s + j;
  }
}

__attribute__((noinline)) void fuse_xor(int n) {
  int s = 5;
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      s ^= a[i] * 7;
    for (int j = 0; j < n; j++)
      c[j] = s + j;
  }
}

__attribute__((noinline)) void fuse_tiled_member(int n) {
  int s = 0;
#pragma loop transform fuse
  {
#pragma loop transform tile sizes(8)
    for (int i = 0; i < n; i++)
      s += a[i];
    for (int j = 0; j < n; j++)
      c[j] = s + j;
  }
}

__attribute__((noinline)) void fuse_then_tile(int n) {
  int s = 0;
#pragma loop transform tile sizes(8) on(fused)
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      s += a[i];
    for (int j = 0; j < n; j++)
      c[j] = s + j;
  }
}

__attribute__((noinline)) void fuse_nest(int n) {
  int s = 0;
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        s += m[i][j];
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        d[i][j] = s + i;
  }
}

__attribute__((noinline)) int fuse_read_after(int n) {
  int s = 0;
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      s += a[i];
    for (int j = 0; j < n; j++)
      c[j] = a[j] * 2;
  }
  return s;
}

__attribute__((noinline)) int tile_sum(int n) {
  int s = 0;
#pragma loop transform tile sizes(4, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += m[i][j] * (i + 1);
  return s * 3;
}

__attribute__((noinline)) int two_sums(int n) {
  int s = 0, t = 0;
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      s += a[i];
    for (int j = 0; j < n; j++)
      t += c[j] * 2;
  }
  return s * 7 + t;
}

__attribute__((noinline)) int map_then_sum(int n) {
  int s = 0;
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      c[i] = a[i] + 1;
    for (int j = 0; j < n; j++)
      s += c[j];
  }
  return s;
}

static void print(void) {
  long t = 0;
  for (int i = 0; i < N; i++)
    t = t * 31 + c[i];
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      t = t * 7 + d[i][j];
  printf("%ld\n", t);
}

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = i * 3 + 1;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      m[i][j] = i * 8 + j;
  fuse_read(N);
  print();
  fuse_xor(N);
  print();
  fuse_tiled_member(N);
  print();
  fuse_then_tile(N);
  print();
  fuse_nest(8);
  print();
  printf("%d\n", fuse_read_after(N));
  print();
  printf("%d\n", tile_sum(8));
  printf("%d\n", two_sums(N));
  printf("%d\n", map_then_sum(N));
  print();
  return 0;
}
// WARN-DAG: run-sum-read-after.c:85:5: warning: loop not fused: 'fuse' would reverse the dependence from the sum at line 86 (s += a[i]), read after its loop, to c[j] = s + j (line 88) [-Wpass-failed]
// WARN-DAG: run-sum-read-after.c:62:5: warning: loop not fused: 'fuse' would reverse the dependence from the sum at line 63 (s += a[i]), read after its loop, to c[j] = s + j (line 65) [-Wpass-failed]
// WARN-DAG: run-sum-read-after.c:73:5: warning: loop not fused: 'fuse' would reverse the dependence from the sum at line 74 (s ^= a[i] * 7), read after its loop, to c[j] = s + j (line 76) [-Wpass-failed]
// WARN-DAG: run-sum-read-after.c:97:5: warning: loop not fused: 'fuse' would reverse the dependence from the sum at line 98 (s += a[i]), read after its loop, to c[j] = s + j (line 100) [-Wpass-failed]
// WARN-DAG: run-sum-read-after.c:108:5: warning: loop not fused: 'fuse' would reverse the dependence from the sum at line 110 (s += m[i][j]), read after its loop, to d[i][j] = s + i (line 113) [-Wpass-failed]
