// The locality directives' own errors, each at the offending token, exit
// status 1 and no object: tile without sizes, a size of 1 or over 65536,
// more loops than loopcc transforms, a permutation that is not one (a
// repeated loop, a loop outside the nest, a single loop), a depth-indexed
// role out of range or not produced, and a nest that is not perfectly
// nested (statements beside the inner loop; no inner loop at all).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: not test -e %t/out.o
void f(int n, float a[n][n]) {
#pragma loop transform tile
  for (int i = 0; i < n; i++) a[i][0] = 0;
#pragma loop transform tile sizes(1, 8)
  for (int i = 0; i < n; i++) a[i][0] = 0;
#pragma loop transform tile sizes(8, 70000)
  for (int i = 0; i < n; i++) a[i][0] = 0;
#pragma loop transform tile sizes(2, 2, 2, 2, 2)
  for (int i = 0; i < n; i++) a[i][0] = 0;
#pragma loop transform interchange permutation(1, 1)
  for (int i = 0; i < n; i++) a[i][0] = 0;
#pragma loop transform interchange permutation(1, 3)
  for (int i = 0; i < n; i++) a[i][0] = 0;
#pragma loop transform interchange permutation(1)
  for (int i = 0; i < n; i++) a[i][0] = 0;
#pragma loop transform vectorize on(grid(3))
#pragma loop transform tile sizes(4, 4)
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i][j] = 0;
#pragma loop transform vectorize on(level(5))
#pragma loop transform interchange
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i][j] = 0;
#pragma loop transform tile sizes(4, 4)
  for (int i = 0; i < n; i++) { a[i][0] = 1; for (int j = 0; j < n; j++) a[i][j] = 0; }
#pragma loop transform interchange
  for (int i = 0; i < n; i++) a[i][0] = 1;
#pragma loop transform reverse on(outer)
#pragma loop transform tile sizes(4)
  for (int i = 0; i < n; i++) a[i][0] = 1;
}
// CHECK: error-locality.c:11:28: error: 'tile' needs 'sizes(S1, ..., Sd)': the tile size of each of the d loops it tiles
// CHECK: error-locality.c:13:35: error: a tile of size 1 would leave its loop unchanged; each tile size must be at least 2
// CHECK: error-locality.c:15:38: error: argument of 'sizes' is too large: 70000 exceeds 65536, the largest tile size loopcc accepts
// CHECK: error-locality.c:17:47: error: 'sizes' lists 5 loops; loopcc transforms nests of at most 4 loops
// CHECK: error-locality.c:19:51: error: 'permutation(1, 1)' is not a permutation of 1..2: 1 appears twice
// CHECK: error-locality.c:21:51: error: 'permutation(1, 3)' is not a permutation of 1..2: 3 is not a loop of a nest of 2
// CHECK: error-locality.c:23:48: error: 'permutation' needs at least 2 loops; 'permutation(1)' would leave the nest unchanged
// CHECK: error-locality.c:25:34: error: 'on(grid(3))' names no loop produced by 'tile': 'tile sizes(4, 4)' transforms 2 loops, so its roles are grid(1), grid(2), intratile(1) or intratile(2)
// CHECK: error-locality.c:28:34: error: 'on(level(5))' names no loop produced by 'interchange': 'interchange' transforms 2 loops, so its roles are outer or inner
// CHECK: error-locality.c:31:24: error: 'tile sizes(4, 4)' needs 2 perfectly nested loops; the loop at line 32 has other statements beside its inner loop
// CHECK: error-locality.c:33:24: error: 'interchange' needs 2 perfectly nested loops; the loop at line 34 has no loop nested directly inside it
// CHECK: error-locality.c:35:32: error: 'on(outer)' names no loop produced by 'tile'; the roles of 'tile' are grid(1) or intratile(1)
// CHECK: exit=1
