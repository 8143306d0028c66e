// The explain view of locality steps shows each step's own nest: the
// engine applies a chain's consecutive tile, interchange and reverse as one
// schedule, so the IR has the nest after the last of them only, and the
// view used to print that final nest, with the later steps' labels, under
// every step. Now, worked out from the source and the steps: after `tile
// sizes(8, 16)` the grid loops step over their tiles (`i += 8`, 125 and 63
// iterations of N = 1000) and the intratile loops say how many iterations
// a tile has, and the last one ("16 iterations (last tile 8)", not "at
// most 1000"); after `interchange on(grid(1))` the grid loops are swapped
// and labelled outer and inner of step 2; a reversed loop is written
// running backwards (`for (x = W - 1; x >= 0; x--)`).
//
// RUN: %loopcc -O2 -c %s -o %t.o -floop-transform-explain 2> %t.err
// RUN: FileCheck --strict-whitespace --match-full-lines %s < %t.err
// RUN: FileCheck --check-prefix=VEC --strict-whitespace --match-full-lines %s < %t.err

#define N 1000
#define W 300
double A[N][N], B[N][N], R[W];

void tiled(void) {
#pragma loop transform interchange on(grid(1))
#pragma loop transform tile sizes(8, 16)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[j][i];
}

void reversed(void) {
#pragma loop transform reverse
  for (int x = 0; x < W; x++)
    R[x] = R[x] * 0.5;
}

// CHECK:explain-locality-steps.c:24:3: chain in 'tiled': tile sizes(8, 16), then interchange on(grid(1))
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int i = 0; i < N; i++)                 // line 24
// CHECK-NEXT:      for (int j = 0; j < N; j++)               // line 25
// CHECK-NEXT:  step 1: tile sizes(8, 16) [explain-locality-steps.c:23:24]: applied
// CHECK-NEXT:    for (i; i < N; i += 8)                      // line 24: grid(1) loop of step 1, over tiles of 8, 125 iterations
// CHECK-NEXT:      for (j; j < N; j += 16)                   // line 25: grid(2) loop of step 1, over tiles of 16, 63 iterations
// CHECK-NEXT:        for (i; i < N; i++)                     // line 24: intratile(1) loop of step 1, 8 iterations
// CHECK-NEXT:          for (j; j < N; j++)                   // line 25: intratile(2) loop of step 1, 16 iterations (last tile 8)
// CHECK-NEXT:  step 2: interchange on(grid(1)) [explain-locality-steps.c:22:24]: applied
// CHECK-NEXT:    for (j; j < N; j += 16)                     // line 25: outer loop of step 2, over tiles of 16, 63 iterations
// CHECK-NEXT:      for (i; i < N; i += 8)                    // line 24: inner loop of step 2, over tiles of 8, 125 iterations
// CHECK-NEXT:        for (i; i < N; i++)                     // line 24: intratile(1) loop of step 1, 8 iterations
// CHECK-NEXT:          for (j; j < N; j++)                   // line 25: intratile(2) loop of step 1, 16 iterations (last tile 8)
// CHECK-NEXT:explain-locality-steps.c:31:3: chain in 'reversed': reverse
// CHECK-NEXT:  source:
// CHECK-NEXT:    for (int x = 0; x < W; x++)                 // line 31
// CHECK-NEXT:  step 1: reverse [explain-locality-steps.c:30:24]: applied
// CHECK-NEXT:    for (x = W - 1; x >= 0; x--)                // line 31: reversed loop of step 1, 300 iterations, in reverse order

// A vectorize on an intratile loop: the vector loop (which LLVM 22 leaves
// without a start location) is shown as the j loop it comes from, not as
// "loop (16 source iterations each) // line 0", and the grid loop still
// steps over its tiles.
void vectorized(void) {
#pragma loop transform vectorize width(8) on(intratile(2))
#pragma loop transform tile sizes(32, 64)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = A[i][j] * 2.0 + 1.0;
}
// VEC:explain-locality-steps.c:62:3: chain in 'vectorized': tile sizes(32, 64), then vectorize width(8) on(intratile(2))
// VEC:  step 2: vectorize width(8) on(intratile(2)) [explain-locality-steps.c:60:24]: applied, vector width 8, interleave {{[0-9]+}}
// VEC-NEXT:    for (i; i < N; i += 32)                     // line 62: grid(1) loop of step 1, 32 iterations
// VEC-NEXT:      for (j; j < N; j += {{[0-9]+}}) {{ +}}// line 63: grid(2) loop of step 1, 16 iterations
// VEC-NEXT:        for (i; i < N; i++)                     // line 62: intratile(1) loop of step 1, at most 32 iterations
// VEC-NEXT:          for (j; j < N; j += {{[0-9]+}}) {{ +}}// line 63: vectorized loop of step 2 (vector width 8, interleave {{[0-9]+}}), iterations known at run time
// VEC-NEXT:          for (j; j < N; j++)                   // line 63: epilogue loop of step 2, {{.*}}
