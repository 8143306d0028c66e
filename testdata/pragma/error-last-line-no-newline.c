// A directive on the last line of a file that has no newline after it: an
// error at the transformation's name (the directive is at file scope, there
// is no loop after it), exit status 1, no object left behind.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: printf 'void f(int *a, int n) {\n  for (int i = 0; i < n; i++)\n    a[i] = i;\n}\n#pragma loop transform unroll count(2)' > %t/last.c
// RUN: sh -c '%loopcc -c %t/last.c -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// RUN: sh -c '%loopcc -fsyntax-only %t/last.c; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// The same inside a function that the file's end cuts short:
// RUN: printf 'void f(int *a, int n) {\n#pragma loop transform vectorize' > %t/cut.c
// RUN: not %loopcc -c %t/cut.c -o %t/out.o 2>&1 | FileCheck --strict-whitespace --check-prefix=CUT %s
// RUN: not test -e %t/out.o

// CHECK: last.c:5:24: error: '#pragma loop transform' must be inside a function, directly before a for, while or do-while loop
// CHECK-NEXT: {{^ *}}5 | #pragma loop transform unroll count(2){{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{^}}1 error generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
// CUT: cut.c:2:33: error: expected '}'
// CUT: cut.c:2:24: error: expected a for, while or do-while loop to follow '#pragma loop transform', not the end of the block
// CUT-NEXT: {{^ *}}2 | #pragma loop transform vectorize{{$}}
// CUT-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~{{$}}
// CUT-NEXT: 2 errors generated.
