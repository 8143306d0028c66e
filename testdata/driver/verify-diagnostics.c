// -Xclang -verify, as clang's own tests and many projects check their
// diagnostics: loopcc exits as clang-22 does, 0 when the diagnostics are
// exactly the expected ones (clang's, the directive language's, and the
// warnings of forced transformations the optimizer could not apply,
// which come after code generation), 1 with clang's report otherwise.
// Before, loopcc printed the same diagnostics but counted every expected
// error too, and exited 1 ("1 error generated.").
//
// Frontend errors, expected (clang's and a directive's):
// RUN: %loopcc -fsyntax-only -Xclang -verify=front -DFRONT %s
// RUN: %loopcc -c -Xclang -verify=front -DFRONT %s -o %t.front.o
// The same, one expectation wrong: exit 1, clang's report.
// RUN: not %loopcc -fsyntax-only -Xclang -verify=front -DFRONT -DWRONG %s 2>&1 \
// RUN:   | FileCheck --check-prefix=WRONG %s
// The optimizer's warning and its note, expected: exit 0 and an object.
// RUN: rm -f %t.o
// RUN: %loopcc -O2 -c -Xclang -verify=back %s -o %t.o
// RUN: test -s %t.o
// clang-22 agrees on the frontend file.
// RUN: %clang -fsyntax-only -Xclang -verify=clang -DCLANG %s
//
// WRONG: error: 'front-error' diagnostics expected but not seen:
// WRONG: error: 'front-error' diagnostics seen but not expected:
// WRONG: 2 errors generated.

#if defined(FRONT) || defined(CLANG)
void g(void) {
  int x = "s"; // front-error {{incompatible pointer to integer conversion initializing 'int' with an expression of type 'char[2]'}} clang-error {{incompatible pointer to integer conversion}}
  (void)x;
}
#endif

#ifdef FRONT
void h(int *a, int n) {
#ifdef WRONG
#pragma loop transform unroll count(0) // front-error {{argument of 'count' must be positive, not 1}}
#else
#pragma loop transform unroll count(0) // front-error {{argument of 'count' must be positive, not 0}}
#endif
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
#endif

#if !defined(FRONT) && !defined(CLANG)
void f(int *a, int n) {
#pragma loop transform reverse // back-note {{'reverse' requested here}}
  for (int i = 1; i < n; i++) // back-warning {{loop not reversed: 'reverse' would reverse the dependence from a[i] (line 49) to a[i - 1] (line 49)}}
    a[i] = a[i - 1] + 1;
}
#endif
