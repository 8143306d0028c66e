// pack array(NAME) is lowered into llvm.loop.pack.*: the array's name as
// the source writes it, and enable; as a later step it sits in the
// previous step's follow-up for its role, and the loop it keeps carries
// llvm.loop.pack.followup_packed for the step after it. -E keeps the
// directive, and the preprocessed source gives the same IR.
// RUN: %loopcc -O0 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s
// RUN: %loopcc -E %s -o %t.i
// RUN: FileCheck --check-prefix=PP %s < %t.i
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.c.ll
// RUN: %loopcc -O2 -S -emit-llvm %t.i -o %t.i.ll
// RUN: %opt -S -strip-debug %t.c.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.c.norm
// RUN: %opt -S -strip-debug %t.i.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.i.norm
// RUN: diff %t.c.norm %t.i.norm
#define N 64
double A[N][N], B[N][N], C[N][N];
void gemm(void) {
#pragma loop transform unroll_and_jam count(2) on(packed)
#pragma loop transform pack array(B) on(intratile(1))
#pragma loop transform tile sizes(16, 16, 16)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j];
}
// PP: #pragma loop transform unroll_and_jam count(2) on(packed)
// PP: #pragma loop transform pack array(B) on(intratile(1))
// PP: #pragma loop transform tile sizes(16, 16, 16)
// IR-DAG: ![[UAJ:[0-9]+]] = !{!"llvm.loop.unroll_and_jam.count", i32 2}
// IR-DAG: ![[PACKARRAY:[0-9]+]] = !{!"llvm.loop.pack.array", !"B"}
// IR-DAG: ![[PACKON:[0-9]+]] = !{!"llvm.loop.pack.enable", i1 true}
// IR-DAG: ![[PACKED:[0-9]+]] = !{!"llvm.loop.pack.followup_packed", {{.*}}![[UAJ]]{{(,|})}}
// IR-DAG: !{!"llvm.loop.tile.followup_intratile(1)", {{.*}}![[PACKARRAY]], ![[PACKON]], {{.*}}![[PACKED]]{{(,|})}}
