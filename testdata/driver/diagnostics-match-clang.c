// loopcc's diagnostics are clang-22's, character for character: errors,
// warnings, notes, fix-its, include stacks, macro expansion notes, the
// summary line and driver warnings; only the program name in the driver's
// own messages differs (clang-22: -> loopcc:). Both compile the same file
// with the same options, so paths and positions are the same.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %clang -Wall -Wextra -I%S/Inputs -c %s -lm -o %t/clang.o 2> %t/clang.err
// RUN: not %loopcc -Wall -Wextra -I%S/Inputs -c %s -lm -o %t/loopcc.o 2> %t/loopcc.err
// RUN: sed 's/^clang-22: /loopcc: /' %t/clang.err > %t/clang.norm
// RUN: diff %t/clang.norm %t/loopcc.err
// What is compared is really there:
// RUN: FileCheck %s < %t/loopcc.err
//
// The same with -fdiagnostics-color=always: the same escape sequences.
// RUN: not %clang -fdiagnostics-color=always -Wall -Wextra -I%S/Inputs -c %s -lm \
// RUN:   -o %t/clang.o 2> %t/clang.color.err
// RUN: not %loopcc -fdiagnostics-color=always -Wall -Wextra -I%S/Inputs -c %s -lm \
// RUN:   -o %t/loopcc.o 2> %t/loopcc.color.err
// RUN: sed 's/^clang-22: /loopcc: /' %t/clang.color.err > %t/clang.color.norm
// RUN: diff %t/clang.color.norm %t/loopcc.color.err
// RUN: FileCheck --check-prefix=COLOR %s < %t/loopcc.color.err
// Colors differ from plain output (so they are compared too).
// RUN: not diff %t/loopcc.err %t/loopcc.color.err > /dev/null
//
// And in other forms: machine-readable fix-its, no columns, no carets.
// RUN: not %clang -fdiagnostics-parseable-fixits -fno-show-column -Wall \
// RUN:   -I%S/Inputs -fsyntax-only %s 2> %t/clang.fixits.err
// RUN: not %loopcc -fdiagnostics-parseable-fixits -fno-show-column -Wall \
// RUN:   -I%S/Inputs -fsyntax-only %s 2> %t/loopcc.fixits.err
// RUN: diff %t/clang.fixits.err %t/loopcc.fixits.err
// RUN: FileCheck --check-prefix=FIXIT %s < %t/loopcc.fixits.err
// RUN: not %clang -fno-caret-diagnostics -Wall -I%S/Inputs -fsyntax-only %s \
// RUN:   2> %t/clang.nocaret.err
// RUN: not %loopcc -fno-caret-diagnostics -Wall -I%S/Inputs -fsyntax-only %s \
// RUN:   2> %t/loopcc.nocaret.err
// RUN: diff %t/clang.nocaret.err %t/loopcc.nocaret.err

// CHECK: loopcc: warning: -lm: 'linker' input unused [-Wunused-command-line-argument]
// CHECK-NEXT: In file included from {{.*}}diagnostics-match-clang.c:[[@LINE+20]]:
// CHECK-NEXT: bad_header.h:4:9: warning: using the result of an assignment as a condition without parentheses [-Wparentheses]
// CHECK: bad_header.h:4:9: note: place parentheses around the assignment to silence this warning
// CHECK: bad_header.h:4:9: note: use '==' to turn this assignment into an equality comparison
// CHECK: diagnostics-match-clang.c:[[@LINE+23]]:3: error: call to undeclared function 'undeclared_function'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]
// CHECK: diagnostics-match-clang.c:[[@LINE+23]]:15: error: expected ';' after expression
// CHECK-NEXT: {{^ *}}[[@LINE+22]] |   misspelled++{{$}}
// CHECK-NEXT: {{^ *}}|               ^{{$}}
// CHECK-NEXT: {{^ *}}|               ;{{$}}
// CHECK: diagnostics-match-clang.c:[[@LINE+20]]:3: error: use of undeclared identifier 'mispeled'; did you mean 'misspelled'?
// CHECK: diagnostics-match-clang.c:[[@LINE+16]]:7: note: 'misspelled' declared here
// CHECK: diagnostics-match-clang.c:[[@LINE+19]]:24: error: incompatible pointer to integer conversion passing 'char[6]' to parameter of type 'int' [-Wint-conversion]
// CHECK: diagnostics-match-clang.c:[[@LINE+10]]:25: note: passing argument to parameter 'X' here
// CHECK: diagnostics-match-clang.c:[[@LINE+18]]:10: error: use of undeclared identifier 'scale_factor'
// CHECK: diagnostics-match-clang.c:[[@LINE+9]]:25: note: expanded from macro 'SCALE'
// CHECK: diagnostics-match-clang.c:[[@LINE+10]]:14: warning: unused parameter 'Argc' [-Wunused-parameter]
// CHECK: 2 warnings and 5 errors generated.
// COLOR: loopcc: {{.*}}warning: {{.*}}-lm: 'linker' input unused
// COLOR: {{.*}}error: {{.*}}expected ';' after expression
// FIXIT: fix-it:"{{.*}}diagnostics-match-clang.c":{[[@LINE+9]]:15-[[@LINE+9]]:15}:";"
#include "bad_header.h"

static int twice_of(int X) { return 2 * X; }
#define SCALE(X) ((X) * scale_factor)

int main(int Argc, char **Argv) {
  int misspelled = header_function(1);
  undeclared_function(misspelled);
  misspelled++
  mispeled = 2;
  int Twice = twice_of("hello");
  return SCALE(Twice) + (Argv != 0);
}
