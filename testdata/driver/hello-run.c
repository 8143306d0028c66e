// A program compiled and linked by loopcc runs and prints what it should.
// RUN: %loopcc -O2 %s -o %t
// RUN: %t | FileCheck %s
// CHECK: sum=4950
#include <stdio.h>

int main(void) {
  int Sum = 0;
  for (int I = 0; I < 100; I++)
    Sum += I;
  printf("sum=%d\n", Sum);
  return 0;
}
