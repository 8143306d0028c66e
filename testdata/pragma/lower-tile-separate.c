// tile sizes(...) separate is lowered into llvm.loop.tile.separate beside
// the sizes (a tile without the clause has none); the clause is read back
// from the loop ID (the explain view spells the step with it), -E keeps it
// and the preprocessed source gives the same IR. Misuse is an error at the
// clause: an argument, the clause on another transformation, twice.
// RUN: %loopcc -O0 -S -emit-llvm %s -o %t.O0.ll
// RUN: FileCheck --check-prefix=IR %s < %t.O0.ll
// RUN: grep -c llvm.loop.tile.separate %t.O0.ll | FileCheck --check-prefix=ONE %s
// RUN: %loopcc -E %s -o %t.i
// RUN: FileCheck --check-prefix=PP %s < %t.i
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.c.ll
// RUN: %loopcc -O2 -S -emit-llvm %t.i -o %t.i.ll
// RUN: %opt -S -strip-debug %t.c.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.c.norm
// RUN: %opt -S -strip-debug %t.i.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.i.norm
// RUN: diff %t.c.norm %t.i.norm
// RUN: %loopcc -O2 -c %s -o %t.o -floop-transform-explain 2>&1 | FileCheck --check-prefix=EXPLAIN %s
// RUN: not %loopcc -fsyntax-only -DERRORS %s 2>&1 | FileCheck --check-prefix=ERR %s
#define N 100
double A[N][N], B[N][N];
void separated(void) {
#pragma loop transform tile sizes(32, 16) separate
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] += B[j][i];
}
void plain(void) {
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      B[i][j] *= 2;
}
// PP: #pragma loop transform tile sizes(32, 16) separate
// PP: #pragma loop transform tile sizes(8, 8)
// IR-DAG: !{!"llvm.loop.tile.sizes", i32 32, i32 16}
// IR-DAG: !{!"llvm.loop.tile.separate", i1 true}
// IR-DAG: !{!"llvm.loop.tile.sizes", i32 8, i32 8}
// ONE: {{^}}1{{$}}
// EXPLAIN: chain in 'separated': tile sizes(32, 16) separate
// EXPLAIN: step 1: tile sizes(32, 16) separate [{{.*}}]: applied
#ifdef ERRORS
void bad(void) {
#pragma loop transform tile sizes(32, 16) separate(2)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = 0;
#pragma loop transform unroll count(2) separate
  for (int i = 0; i < N; i++)
    A[0][i] = 0;
#pragma loop transform tile sizes(4, 4) separate separate
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = 1;
}
// ERR: lower-tile-separate.c:[[@LINE-12]]:51: error: {{.*}}'separate'{{.*}}
// ERR: lower-tile-separate.c:[[@LINE-9]]:40: error: {{.*}}'separate'{{.*}}
// ERR: lower-tile-separate.c:[[@LINE-7]]:50: error: {{.*}}'separate'{{.*}}
#endif
