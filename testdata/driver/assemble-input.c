// Assembly inputs are assembled as clang-22 does: a .s file from -S, and a
// .S file that needs the preprocessor, both give objects that link and run.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -O2 -S %s -o %t/prog.s
// RUN: %loopcc -c %t/prog.s -o %t/prog.o
// RUN: %llvm-objdump -t %t/prog.o | FileCheck --check-prefix=SYM %s
// RUN: %loopcc -c %S/Inputs/answer.S -o %t/answer.o
// RUN: %llvm-objdump -t %t/answer.o | FileCheck --check-prefix=ASYM %s
// RUN: %loopcc %t/prog.o %t/answer.o -o %t/prog
// RUN: %t/prog | FileCheck %s
// Straight from .s to a program, too.
// RUN: %loopcc %t/prog.s %S/Inputs/answer.S -o %t/prog2
// RUN: %t/prog2 | FileCheck %s

// SYM: g F .text {{[0-9a-f]+}} main
// ASYM: g F .text {{[0-9a-f]+}} answer
// CHECK: answer=42
#include <stdio.h>

int answer(void);

int main(void) {
  printf("answer=%d\n", answer());
  return 0;
}
