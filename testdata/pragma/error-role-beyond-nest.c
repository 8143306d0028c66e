// A depth-indexed role deeper than any nest loopcc transforms (on(grid(5))
// and beyond) is judged with its chain, so the error says what the step
// before it makes: after a tile of 2 sizes, that the tile transforms 2
// loops and which roles it has; after a step that makes no such family,
// that step's roles; on the directive nearest the loop, that nothing came
// before it, once for a fuse (not again for each loop it takes). A depth
// of 0 and a number too large to read are still refused where they are
// written. Exit status 1 and no object file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: not test -e %t/out.o

void f(float A[64][64], int n) {
#pragma loop transform vectorize on(intratile(5))
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      A[i][j] += 1;

#pragma loop transform unroll count(2) on(level(9))
#pragma loop transform vectorize
  for (int i = 0; i < n; i++)
    A[0][i] = 0;

#pragma loop transform tile sizes(4) on(grid(7))
  for (int i = 0; i < n; i++)
    A[1][i] = 0;

#pragma loop transform fuse on(grid(6))
  {
    for (int i = 0; i < n; i++)
      A[4][i] = 0;
    for (int i = 0; i < n; i++)
      A[5][i] = 0;
  }
#pragma loop transform vectorize on(grid(0))
#pragma loop transform tile sizes(4)
  for (int i = 0; i < n; i++)
    A[2][i] = 0;

#pragma loop transform vectorize on(intratile(99999999999999999999))
#pragma loop transform tile sizes(4)
  for (int i = 0; i < n; i++)
    A[3][i] = 0;
}
// Parse errors come first, as each directive is read; the chain checks at
// each loop.
// CHECK: error-role-beyond-nest.c:36:42: error: loop role 'grid(0)' is out of range; 'grid' counts the loops of a nest from 1 to 4
// CHECK: error-role-beyond-nest.c:41:47: error: loop role 'intratile(99999999999999999999)' is out of range; 'intratile' counts the loops of a nest from 1 to 4
// CHECK: error-role-beyond-nest.c:14:34: error: 'on(intratile(5))' names no loop produced by 'tile': 'tile sizes(8, 8)' transforms 2 loops, so its roles are grid(1), grid(2), intratile(1) or intratile(2)
// CHECK-NEXT: 14 | #pragma loop transform vectorize on(intratile(5))
// CHECK-NEXT: {{^}}    |                                  ^{{$}}
// CHECK-NEXT: error-role-beyond-nest.c:15:24: note: 'tile sizes(8, 8)' requested here
// CHECK: error-role-beyond-nest.c:20:40: error: 'on(level(9))' names no loop produced by 'vectorize'; the roles of 'vectorize' are vectorized, epilogue or all
// CHECK: error-role-beyond-nest.c:21:24: note: 'vectorize' requested here
// CHECK: error-role-beyond-nest.c:25:38: error: 'on(grid(7))' has nothing to refer to: 'tile sizes(4) on(grid(7))' is the directive nearest the loop, so it is applied first and no earlier transformation produced the loop it names
// CHECK: error-role-beyond-nest.c:29:29: error: 'on(grid(6))' has nothing to refer to: 'fuse on(grid(6))' is the directive nearest the loop, so it is applied first and no earlier transformation produced the loop it names
// CHECK-NOT: error:
// CHECK: exit=1
