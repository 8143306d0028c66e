// -E writes a `_Pragma` from a macro as a `#pragma loop transform` line of
// its own, and compiling the preprocessed output gives the same IR as
// compiling the source, except for the directive's column in loopcc.pragma
// markers: in the source the directive is at the macro's use (column 3), in
// the .i file on its own line (column 24), so positions are blanked before
// the diff.
// RUN: %loopcc -E %s -o %t.i
// RUN: FileCheck --check-prefix=PP %s < %t.i
// RUN: %loopcc -O0 -S -emit-llvm %s -o %t.c.ll
// RUN: %loopcc -O0 -S -emit-llvm %t.i -o %t.i.ll
// RUN: FileCheck --check-prefix=COL3 %s < %t.c.ll
// RUN: FileCheck --check-prefix=COL24 %s < %t.i.ll
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.c.o2.ll
// RUN: %loopcc -O2 -S -emit-llvm %t.i -o %t.i.o2.ll
// RUN: %opt -S -strip-debug %t.c.o2.ll | grep -v -e '^; ModuleID' -e '^source_filename' | \
// RUN:   sed -E -e 's/(!"loopcc.pragma", !"[^"]*"), i32 [0-9]+, i32 [0-9]+/\1/' > %t.c.norm
// RUN: %opt -S -strip-debug %t.i.o2.ll | grep -v -e '^; ModuleID' -e '^source_filename' | \
// RUN:   sed -E -e 's/(!"loopcc.pragma", !"[^"]*"), i32 [0-9]+, i32 [0-9]+/\1/' > %t.i.norm
// RUN: diff %t.c.norm %t.i.norm
// RUN: FileCheck --check-prefix=IR %s < %t.i.norm

#define VECTORIZED(a, b, n)                                                    \
  _Pragma("loop transform vectorize width(4) interleave(2)")                  \
  for (int i = 0; i < (n); i++)                                               \
    (a)[i] += (b)[i];

void f(float *restrict a, float *restrict b, int n) {
  VECTORIZED(a, b, n)
}
// PP: void f(float *restrict a, float *restrict b, int n) {
// PP-NEXT: #pragma loop transform vectorize width(4) interleave(2)
// PP: for (int i = 0; i < (n); i++) (a)[i] += (b)[i];
// COL3: !{!"loopcc.pragma", !"{{.*}}preprocess-macro.c", i32 [[@LINE-5]], i32 3}
// COL24: !{!"loopcc.pragma", !"{{.*}}preprocess-macro.c", i32 [[@LINE-6]], i32 24}
// IR: fadd <4 x float>
// IR: !{!"loopcc.chain", i32 1, i32 {{[0-9]+}}}
