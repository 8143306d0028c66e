// -E writes `#pragma loop transform` lines with their clause arguments
// expanded: the .i no longer defines the macro, and compiling it must give
// the same IR as compiling the source (ccache and distcc compile the .i).
// RUN: %loopcc -E %s -o %t.i
// RUN: FileCheck --check-prefix=PP %s < %t.i
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.c.ll
// RUN: %loopcc -O2 -S -emit-llvm %t.i -o %t.i.ll
// RUN: %opt -S -strip-debug %t.c.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.c.norm
// RUN: %opt -S -strip-debug %t.i.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.i.norm
// RUN: diff %t.c.norm %t.i.norm

#define FACTOR 4
void f(int *a, int n) {
#pragma loop transform unroll count(FACTOR)
  for (int i = 0; i < n; i++)
    a[i] += i;
}
// PP: #pragma loop transform unroll count(4)
