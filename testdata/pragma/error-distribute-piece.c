// piece(k), the k-th loop a distribute makes (in the order they run): its
// index is checked where it is written (1 to 8, written with its index),
// it names a loop only after a distribute, and ids(...) on a distribute
// names its pieces (then its fallback), never its coincident or
// sequential loops, of which there may be several. Each error at the offending token, exit status 1, no object.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: not test -e %t/out.o
void f(double (*a)[64], double *b) {
#pragma loop transform tile sizes(4, 4) on(piece(9))
#pragma loop transform distribute
  for (int i = 0; i < 64; i++) { b[i] = 0; for (int j = 0; j < 64; j++) a[i][j] = b[i]; }
#pragma loop transform tile sizes(4, 4) on(piece(0))
#pragma loop transform distribute
  for (int i = 0; i < 64; i++) { b[i] = 0; for (int j = 0; j < 64; j++) a[i][j] = b[i]; }
#pragma loop transform tile sizes(4, 4) on(piece)
#pragma loop transform distribute
  for (int i = 0; i < 64; i++) { b[i] = 0; for (int j = 0; j < 64; j++) a[i][j] = b[i]; }
#pragma loop transform vectorize on(piece(2))
#pragma loop transform unroll count(2)
  for (int i = 0; i < 64; i++) b[i] = i;
#pragma loop transform distribute ids(p1, p2, p3, p4, p5, p6, p7, p8, fb, extra)
  for (int i = 0; i < 64; i++) { b[i] = 0; for (int j = 0; j < 64; j++) a[i][j] = b[i]; }
}
// CHECK: error-distribute-piece.c:10:50: error: loop role 'piece(9)' is out of range; 'piece' counts the loops a distribute makes, in the order they run, from 1 to 8
// CHECK: error-distribute-piece.c:13:50: error: loop role 'piece(0)' is out of range; 'piece' counts the loops a distribute makes, in the order they run, from 1 to 8
// CHECK: error-distribute-piece.c:16:49: error: expected '(' after 'piece'
// CHECK: error-distribute-piece.c:22:35: error: 'ids' names 10 loops; 'distribute ids(p1, p2, p3, p4, p5, p6, p7, p8, fb, extra)' makes 9 (piece(1), piece(2), piece(3), piece(4), piece(5), piece(6), piece(7), piece(8) and fallback)
// CHECK: error-distribute-piece.c:19:34: error: 'on(piece(2))' names no loop produced by 'unroll'; the roles of 'unroll' are unrolled, remainder or all
// CHECK: error-distribute-piece.c:20:24: note: 'unroll count(2)' requested here
// CHECK: exit=1
