// skew is lowered into llvm.loop.skew.*: its factors as a list of i32 (none
// without factors(...), which means factors(1)) and enable; as a later step
// it sits in the previous step's follow-up for its role, and each loop it
// makes carries llvm.loop.skew.followup_level(k) for the step after it.
// -E keeps the directives, and the preprocessed source gives the same IR.
// RUN: %loopcc -O0 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s
// RUN: %loopcc -E %s -o %t.i
// RUN: FileCheck --check-prefix=PP %s < %t.i
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.c.ll
// RUN: %loopcc -O2 -S -emit-llvm %t.i -o %t.i.ll
// RUN: %opt -S -strip-debug %t.c.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.c.norm
// RUN: %opt -S -strip-debug %t.i.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.i.norm
// RUN: diff %t.c.norm %t.i.norm
#define N 64
double A[N][N][N], B[N];
void f(void) {
#pragma loop transform tile sizes(8, 16) on(level(1))
#pragma loop transform skew factors(2, 0)
  for (int t = 1; t < N; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 0; j < N; j++)
        A[t][i][j] = A[t - 1][i + 1][j] + A[t][i - 1][j];
#pragma loop transform skew
  for (int t = 0; t < N; t++)
    for (int i = 1; i < N - 1; i++)
      B[i] = B[i - 1] + B[i + 1];
}
// PP: #pragma loop transform tile sizes(8, 16) on(level(1))
// PP: #pragma loop transform skew factors(2, 0)
// PP: #pragma loop transform skew
// IR-DAG: ![[FACTORS:[0-9]+]] = !{!"llvm.loop.skew.factors", i32 2, i32 0}
// IR-DAG: ![[ON:[0-9]+]] = !{!"llvm.loop.skew.enable", i1 true}
// IR-DAG: ![[SIZES:[0-9]+]] = !{!"llvm.loop.tile.sizes", i32 8, i32 16}
// IR-DAG: ![[LEVEL1:[0-9]+]] = !{!"llvm.loop.skew.followup_level(1)", {{.*}}![[SIZES]]{{(,|})}}
// IR-DAG: = distinct !{{{.*}}![[FACTORS]], ![[ON]], {{.*}}![[LEVEL1]]{{(,|})}}
// The second loop's skew has no factors: factors(1) is meant.
// IR-DAG: = distinct !{{{.*}}![[ON]]{{(,|})}}
// IR-NOT: llvm.loop.skew.factors", i32 1}
