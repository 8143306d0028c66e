// -E keeps the directives as `#pragma loop transform` lines, and compiling
// the preprocessed output gives the same IR as compiling the source (at -O2,
// debug info stripped, the module's name and source file left out).
// RUN: %loopcc -E %s -o %t.i
// RUN: FileCheck --check-prefix=PP %s < %t.i
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.c.ll
// RUN: %loopcc -O2 -S -emit-llvm %t.i -o %t.i.ll
// RUN: %opt -S -strip-debug %t.c.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.c.norm
// RUN: %opt -S -strip-debug %t.i.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.i.norm
// RUN: diff %t.c.norm %t.i.norm
// What is compared holds the chains:
// RUN: FileCheck --check-prefix=IR %s < %t.i.norm

void f(float *restrict a, float *restrict b, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}
// PP: void f(float *restrict a, float *restrict b, int n) {
// PP-NEXT: #pragma loop transform unroll count(2)
// PP-NEXT: #pragma loop transform vectorize width(4)
// PP-NEXT:   for (int i = 0; i < n; i++)

void g(int *a, int n) {
  for (int i = 0; i < n; i++)
#pragma loop transform unroll_and_jam count(2)
    for (int j = 0; j < n; j++)
      a[i] += a[j];
}
// PP: #pragma loop transform unroll_and_jam count(2)
// PP-NEXT:     for (int j = 0; j < n; j++)
// IR-DAG: !{!"loopcc.chain", i32 1, i32 2}
// IR-DAG: !{!"loopcc.chain", i32 2, i32 {{[0-9]+}}}
