// LLVM IR inputs are compiled as clang-22 compiles them: a .ll from
// -S -emit-llvm and a .bc from -c -emit-llvm become objects and programs,
// and -save-temps (which goes .i -> .bc -> .s -> .o) builds a program and
// keeps the intermediate files.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t/prog.ll
// RUN: %loopcc -O2 -c %t/prog.ll -o %t/from-ll.o
// RUN: %llvm-objdump -t %t/from-ll.o | FileCheck --check-prefix=SYM %s
// RUN: %loopcc %t/from-ll.o -o %t/from-ll
// RUN: %t/from-ll | FileCheck %s
// RUN: %loopcc -O2 -c -emit-llvm %s -o %t/prog.bc
// RUN: %loopcc %t/prog.bc -o %t/from-bc
// RUN: %t/from-bc | FileCheck %s
//
// RUN: mkdir -p %t/temps && cd %t/temps && %loopcc -O2 -save-temps %s -o prog
// RUN: %t/temps/prog | FileCheck %s
// RUN: ls %t/temps | FileCheck --check-prefix=TEMPS %s

// SYM: g F .text {{[0-9a-f]+}} main
// CHECK: squares=285
// TEMPS: ir-input.bc
// TEMPS-NEXT: ir-input.i
// TEMPS-NEXT: ir-input.o
// TEMPS-NEXT: ir-input.s
// TEMPS-NEXT: prog
#include <stdio.h>

int main(void) {
  int Sum = 0;
  for (int I = 0; I < 10; I++)
    Sum += I * I;
  printf("squares=%d\n", Sum);
  return 0;
}
