// A chain whose first step fails (`vectorize width(4)` of a recurrence, then
// `unroll count(2)`, then `interleave count(2)`): one warning at the `for`
// (with and without -g) with the reason, a note at that directive, one "was
// not applied because it follows" note per later step; JSON missed, skipped,
// skipped. When the second step fails instead, the warning names it; JSON
// applied, missed. -Werror=pass-failed: exit 1, no object;
// -Wno-pass-failed: silent.
//
// RUN: %loopcc -O2 -floop-transform-report=%t.json -c %s -o %t.o 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %loopcc -O2 -g -c %s -o %t.o 2> %t.g.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: %s < %t.g.err
//
// RUN: rm -f %t.o
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -O2 -Werror=pass-failed -c %s -o %t.o \
// RUN:   2> %t.werror.err | FileCheck --check-prefix=EXIT1 %s
// RUN: FileCheck --check-prefix=ERROR --implicit-check-not=warning: %s < %t.werror.err
// RUN: not ls %t.o
//
// RUN: %loopcc -O2 -Wno-pass-failed -c %s -o %t.o 2> %t.quiet.err
// RUN: count 0 < %t.quiet.err
//
// EXIT1: exit status: 1

void first_fails(int *a, int n) {
#pragma loop transform interleave count(2)
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3 + 1;
}
// WARN: missed-chain-first-step-fails.c:[[@LINE-3]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}} [-Wpass-failed]
// WARN-NEXT: {{^ +[0-9]+ \| }}
// WARN-NEXT: {{^ +\| +\^}}
// WARN-NEXT: missed-chain-first-step-fails.c:[[@LINE-7]]:24: note: 'vectorize width(4)' requested here
// WARN-NEXT: {{^ +[0-9]+ \| }}
// WARN-NEXT: {{^ +\| +\^}}
// WARN-NEXT: missed-chain-first-step-fails.c:[[@LINE-11]]:24: note: 'unroll count(2)' was not applied because it follows 'vectorize width(4)'
// WARN-NEXT: {{^ +[0-9]+ \| }}
// WARN-NEXT: {{^ +\| +\^}}
// WARN-NEXT: missed-chain-first-step-fails.c:[[@LINE-15]]:24: note: 'interleave count(2)' was not applied because it follows 'vectorize width(4)'
// ERROR: missed-chain-first-step-fails.c:[[@LINE-13]]:3: error: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}} [-Werror,-Wpass-failed]
// ERROR: missed-chain-first-step-fails.c:[[@LINE-15]]:24: note: 'vectorize width(4)' requested here
// ERROR: missed-chain-first-step-fails.c:[[@LINE-17]]:24: note: 'unroll count(2)' was not applied because it follows 'vectorize width(4)'
// ERROR: missed-chain-first-step-fails.c:[[@LINE-19]]:24: note: 'interleave count(2)' was not applied because it follows 'vectorize width(4)'
// JSON: chain missed-chain-first-step-fails.c first_fails [[@LINE-17]]:3
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-19]]:24 missed missed_in=first_fails{{$}}
// JSON-NEXT: reason: an iteration reads or writes memory another iteration writes, in an order vectors would change.
// JSON-NEXT: step 1 unroll count(2) @[[@LINE-22]]:24 skipped{{$}}
// JSON-NEXT: reason: follows 'vectorize width(4)'
// JSON-NEXT: step 2 interleave count(2) @[[@LINE-25]]:24 skipped{{$}}
// JSON-NEXT: reason: follows 'vectorize width(4)'

void second_fails(int *a, int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3 + 1;
}
// WARN: missed-chain-first-step-fails.c:[[@LINE-3]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}} [-Wpass-failed]
// WARN: missed-chain-first-step-fails.c:[[@LINE-6]]:24: note: 'vectorize width(4)' requested here
// WARN: 2 warnings generated.
// ERROR: missed-chain-first-step-fails.c:[[@LINE-6]]:3: error: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}} [-Werror,-Wpass-failed]
// ERROR: missed-chain-first-step-fails.c:[[@LINE-9]]:24: note: 'vectorize width(4)' requested here
// JSON: chain missed-chain-first-step-fails.c second_fails [[@LINE-8]]:3
// JSON-NEXT: step 0 unroll count(2) @[[@LINE-10]]:24 applied {{.*}}copies=second_fails{{$}}
// JSON-NEXT: step 1 vectorize width(4) @[[@LINE-12]]:24 missed missed_in=second_fails{{$}}
// JSON-NEXT: reason: an iteration reads or writes memory another iteration writes, in an order vectors would change.
// JSON-NOT: {{^}}chain
