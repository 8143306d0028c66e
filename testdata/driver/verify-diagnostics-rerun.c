// -Xclang -verify on a unit compiled more than once: a directive from a
// header's macro makes loopcc compile the unit again with loop locations
// (LocationTracking.h), and the diagnostics before the point where the
// first attempt stopped used to be shown by that attempt only, so clang's
// consumer of the second saw them missing ("expected but not seen") and
// the first reported every later expectation missing. Now the attempts
// before the last are quiet and the last one is run with every diagnostic:
// exit 0 when the diagnostics are exactly the expected ones, 1 otherwise.
//
// RUN: %loopcc -O2 -c -I %S/Inputs/verify -Wunused-variable -Xclang -verify %s -o %t.o
// RUN: test -s %t.o
// RUN: not %loopcc -O2 -c -I %S/Inputs/verify -Wunused-variable -Xclang -verify -DWRONG %s \
// RUN:   -o %t.wrong.o 2>&1 | FileCheck --check-prefix=WRONG %s
// The same without -verify: the diagnostics once each.
// RUN: %loopcc -O2 -c -I %S/Inputs/verify -Wunused-variable %s -o %t.plain.o 2>&1 \
// RUN:   | FileCheck --check-prefix=PLAIN --implicit-check-not=warning: %s
//
// WRONG: error: 'expected-warning' diagnostics expected but not seen:
// WRONG: Line 35 {{.*}}: loop not reversed: never said
// WRONG: error: 'expected-warning' diagnostics seen but not expected:
// WRONG: Line 35: loop not reversed: 'reverse' would reverse
// WRONG: 2 errors generated.
//
// PLAIN: warning: unused variable 'unused'
// PLAIN: warning: loop not reversed: 'reverse' would reverse the dependence

#include "late-directive.h"

int before(void) {
  int unused; // expected-warning {{unused variable 'unused'}}
  return 0;
}

void f(int *a, int n) {
  REVERSED_LOOP(i, n) // expected-note {{'reverse' requested here}}
    a[i] = a[i - 1] + 1;
#ifdef WRONG
  // expected-warning@-3 {{loop not reversed: never said}}
#else
  // expected-warning@-5 {{loop not reversed: 'reverse' would reverse the dependence from a[i] (line 36) to a[i - 1] (line 36)}}
#endif
}
