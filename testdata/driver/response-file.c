// @file reads more arguments from a response file, as gcc and clang do:
// options, quoted values with spaces, nested response files and inputs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: echo '-O2 -DGREETING="\"hello from a response file\"" @%t/nested.rsp' > %t/args.rsp
// RUN: echo '-DANSWER=42 -I%S/Inputs/include' > %t/nested.rsp
// RUN: %loopcc @%t/args.rsp %s -o %t/prog
// RUN: %t/prog | FileCheck %s
// The input and -o can come from the response file too.
// RUN: echo '%s -o %t/prog2 -DANSWER=7 -DGREETING="\"second\"" -I%S/Inputs/include' > %t/all.rsp
// RUN: %loopcc @%t/all.rsp
// RUN: %t/prog2 | FileCheck --check-prefix=ALL %s
// A missing response file is left as an argument, an input that does not
// exist.
// RUN: not %loopcc @%t/missing.rsp -c %s -o %t/x.o 2>&1 | FileCheck --check-prefix=MISSING %s

// CHECK: hello from a response file 42 11
// ALL: second 7 11
// MISSING: no such file or directory: '@{{.*}}missing.rsp'
#include "local_header.h"
#include <stdio.h>

int main(void) {
  printf("%s %d %d\n", GREETING, ANSWER, LOCAL_VALUE);
  return 0;
}
