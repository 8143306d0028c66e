// `-x c -` reads the C source from standard input: it compiles, links and
// runs, and -E names the file <stdin>.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -O2 -x c - -o %t/prog < %s
// RUN: %t/prog | FileCheck %s
// RUN: %loopcc -x c -c - -o %t/stdin.o < %s
// RUN: %llvm-objdump -t %t/stdin.o | FileCheck --check-prefix=SYM %s
// RUN: %loopcc -E -x c - < %s | FileCheck --check-prefix=PP %s
// Without -x, the language of `-` is not known: an error, as in clang.
// RUN: not %loopcc -c - -o %t/none.o < %s 2>&1 | FileCheck --check-prefix=NOX %s

// CHECK: from stdin: 55
// SYM: g F .text {{[0-9a-f]+}} main
// PP: # 1 "<stdin>"
// PP: printf("from stdin: %d\n", fib(10));
// NOX: loopcc: error: -E or -x required when input is from standard input
#include <stdio.h>

static int fib(int N) { return N < 2 ? N : fib(N - 1) + fib(N - 2); }

int main(void) {
  printf("from stdin: %d\n", fib(10));
  return 0;
}
