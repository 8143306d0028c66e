// parallelize is lowered into llvm.loop.parallelize.*: threads as an i32,
// the schedule's kind as a string, its chunk as an i32, and enable; as a
// later step it sits in the previous step's follow-up for its role, and
// the loop it makes carries llvm.loop.parallelize.followup_parallel for
// the step after it. -E keeps the directives, and the preprocessed source
// gives the same IR.
// RUN: %loopcc -O0 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s
// RUN: %loopcc -E %s -o %t.i
// RUN: FileCheck --check-prefix=PP %s < %t.i
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.c.ll
// RUN: %loopcc -O2 -S -emit-llvm %t.i -o %t.i.ll
// RUN: %opt -S -strip-debug %t.c.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.c.norm
// RUN: %opt -S -strip-debug %t.i.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.i.norm
// RUN: diff %t.c.norm %t.i.norm
#define N 64
double A[N][N], B[N][N];
void f(void) {
#pragma loop transform vectorize width(4) on(parallel)
#pragma loop transform parallelize threads(3) schedule(dynamic, 8) on(grid(1))
#pragma loop transform tile sizes(16, 16)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[j][i];
#pragma loop transform parallelize schedule(static)
  for (int i = 0; i < N; i++)
    A[i][0] = 1;
}
// PP: #pragma loop transform vectorize width(4) on(parallel)
// PP: #pragma loop transform parallelize threads(3) schedule(dynamic, 8) on(grid(1))
// PP: #pragma loop transform tile sizes(16, 16)
// PP: #pragma loop transform parallelize schedule(static)
// IR-DAG: ![[THREADS:[0-9]+]] = !{!"llvm.loop.parallelize.threads", i32 3}
// IR-DAG: ![[KIND:[0-9]+]] = !{!"llvm.loop.parallelize.schedule", !"dynamic"}
// IR-DAG: ![[CHUNK:[0-9]+]] = !{!"llvm.loop.parallelize.chunk", i32 8}
// IR-DAG: ![[ON:[0-9]+]] = !{!"llvm.loop.parallelize.enable", i1 true}
// IR-DAG: ![[WIDTH:[0-9]+]] = !{!"llvm.loop.vectorize.width", i32 4}
// IR-DAG: ![[PARALLEL:[0-9]+]] = !{!"llvm.loop.parallelize.followup_parallel", {{.*}}![[WIDTH]]{{(,|})}}
// IR-DAG: !{!"llvm.loop.tile.followup_grid(1)", {{.*}}![[THREADS]], ![[KIND]], ![[CHUNK]], ![[ON]], {{.*}}![[PARALLEL]]{{(,|})}}
// IR-DAG: !{!"llvm.loop.parallelize.schedule", !"static"}
