// Chains of a chains file (Inputs/chains-file/gone.chains) whose loop is
// gone after the source changed are warnings in -Wpass-failed, at the
// header's line, naming what is missing, and the rest of the unit compiles
// (-Werror=pass-failed makes them errors, as for any forced transformation
// that is not applied): a function that is not there (renamed), a loop
// number beyond the function's loops, a loop name no `#pragma loop id` or
// `ids(...)` gives, and a header with no directives under it.
// Loops that cannot carry a chain are errors, as a directive written above
// them would be: a loop with `#pragma clang loop`, a loop under
// `#pragma omp simd`, and a second chain for the same loop. (The first of
// two loops one macro expansion writes carries its chain, as a directive
// written above the macro's use does: no error.)
//
// RUN: not %loopcc -fopenmp-simd -c %s -o %t.o -floop-transform-chains=%S/Inputs/chains-file/gone.chains 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %loopcc -DNO_ERRORS -c %s -o %t.o -floop-transform-chains=%S/Inputs/chains-file/gone.chains 2>&1 | FileCheck --check-prefix=WARN %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: test -s %t.o
// RUN: not %loopcc -DNO_ERRORS -Werror=pass-failed -c %s -o %t.o -floop-transform-chains=%S/Inputs/chains-file/gone.chains 2>&1 | FileCheck --check-prefix=WERROR %s
//
// CHECK: gone.chains:2:1: warning: no function 'renamed' is defined in 'chains-file-gone.c' (in this translation unit): its chain for loop 1 is not applied [-Wpass-failed]
// CHECK: gone.chains:4:34: warning: 'kernel' has 2 loops: its chain for loop 3 is not applied [-Wpass-failed]
// CHECK: gone.chains:6:34: warning: 'kernel' has no loop named 'rows' (no '#pragma loop id' or 'ids(...)' gives it): its chain is not applied [-Wpass-failed]
// CHECK: gone.chains:8:1: warning: the chain for loop 1 of 'kernel' has no directives [-Wpass-failed]
// CHECK: gone.chains:10:34: error: loop 1 of 'hinted' carries '#pragma clang loop' (or '#pragma unroll'): use one loop directive language per loop
// CHECK: chains-file-gone.c:45:3: note: the loop is here
// CHECK: gone.chains:14:1: error: a second chain for loop 1 of 'twice': write its directives in one chain
// CHECK: gone.chains:12:1: note: the first chain for the loop is here
// CHECK: gone.chains:18:32: error: loop 1 of 'simd' is associated with an OpenMP loop directive: use one loop directive language per loop
//
// Without the loops that cannot carry a chain, their functions are gone too:
// nine warnings, and the object file is written.
// WARN-COUNT-9: warning: {{.*}} [-Wpass-failed]
// WARN: 9 warnings generated.
// WERROR: error: no function 'renamed' is defined in 'chains-file-gone.c' (in this translation unit): its chain for loop 1 is not applied [-Werror,-Wpass-failed]

void kernel(double *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2;
  while (n-- > 0)
    a[n] += 1;
}

#ifndef NO_ERRORS
void hinted(double *a, int n) {
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2;
}

void twice(double *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2;
}

#define TWO_LOOPS(a, n)                                                        \
  for (int i = 0; i < n; i++)                                                  \
    for (int j = 0; j < n; j++)                                                \
      a[j] += i;
void macro(double *a, int n) { TWO_LOOPS(a, n) }

void simd(double *a, int n) {
#pragma omp simd
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2;
}
#endif
