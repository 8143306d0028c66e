// -E keeps the locality directives with their clauses and depth-indexed
// roles, and compiling the preprocessed output gives the same IR as
// compiling the source (debug info stripped, module name left out). The
// IR holds the chain: tile sizes, the permutation, follow-ups per role.
// RUN: %loopcc -E %s -o %t.i
// RUN: FileCheck --check-prefix=PP %s < %t.i
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.c.ll
// RUN: %loopcc -O2 -S -emit-llvm %t.i -o %t.i.ll
// RUN: %opt -S -strip-debug %t.c.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.c.norm
// RUN: %opt -S -strip-debug %t.i.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.i.norm
// RUN: diff %t.c.norm %t.i.norm
// RUN: %loopcc -O0 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s

#define TILE _Pragma("loop transform tile sizes(32, 64)")
void f(int n, float a[n][n]) {
#pragma loop transform unroll count(2) on(intratile(2))
  TILE
#pragma loop transform interchange permutation(2, 1)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] += 1.0f;
}
// PP: #pragma loop transform unroll count(2) on(intratile(2))
// PP: #pragma loop transform tile sizes(32, 64)
// PP: #pragma loop transform interchange permutation(2, 1)
// IR-DAG: !{!"llvm.loop.interchange.permutation", i32 2, i32 1}
// IR-DAG: !{!"llvm.loop.interchange.followup_level(1)",
// IR-DAG: !{!"llvm.loop.tile.sizes", i32 32, i32 64}
// IR-DAG: !{!"llvm.loop.tile.followup_intratile(2)",
