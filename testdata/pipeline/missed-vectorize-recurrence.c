// A forced vectorize of a loop-carried recurrence is reported once, at the
// loop's `for` (with and without -g), with the vectorizer's own reason keyed
// to this loop and its advice rewritten into loopcc's language, then a note
// at the directive; the JSON report says missed with the same reason. The
// compile succeeds; -Werror=pass-failed and -Werror make it an error (exit
// status 1, no object file left), -Wno-pass-failed silences it.
//
// RUN: %loopcc -O2 -floop-transform-report=%t.json -c %s -o %t.o 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: --implicit-check-not='pragma clang' %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %loopcc -O2 -g -c %s -o %t.o 2> %t.g.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: --implicit-check-not='pragma clang' %s < %t.g.err
// RUN: %loopcc -O3 -c %s -o %t.o 2> %t.O3.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: --implicit-check-not='pragma clang' %s < %t.O3.err
//
// RUN: rm -f %t.o
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -O2 -Werror=pass-failed -c %s -o %t.o \
// RUN:   2> %t.werror.err | FileCheck --check-prefix=EXIT1 %s
// RUN: FileCheck --check-prefix=ERROR --implicit-check-not=warning: %s < %t.werror.err
// RUN: not ls %t.o
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -O2 -Werror -c %s -o %t.o \
// RUN:   2> %t.werror-all.err | FileCheck --check-prefix=EXIT1 %s
// RUN: FileCheck --check-prefix=ERROR --implicit-check-not=warning: %s < %t.werror-all.err
// RUN: not ls %t.o
//
// RUN: %loopcc -O2 -Wno-pass-failed -c %s -o %t.o 2> %t.quiet.err
// RUN: count 0 < %t.quiet.err
//
// EXIT1: exit status: 1

void recurrence(int *a, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3 + 1;
}
// WARN: missed-vectorize-recurrence.c:[[@LINE-3]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}}An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes{{.*}} [-Wpass-failed]
// WARN: missed-vectorize-recurrence.c:[[@LINE-5]]:24: note: 'vectorize width(4)' requested here
// WARN: 1 warning generated.
// ERROR: missed-vectorize-recurrence.c:[[@LINE-6]]:3: error: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}}An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes{{.*}} [-Werror,-Wpass-failed]
// ERROR: missed-vectorize-recurrence.c:[[@LINE-8]]:24: note: 'vectorize width(4)' requested here
// JSON: chain missed-vectorize-recurrence.c recurrence [[@LINE-8]]:3
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-10]]:24 missed missed_in=recurrence{{$}}
// JSON-NEXT: reason: an iteration reads or writes memory another iteration writes, in an order vectors would change. {{.*}}An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes
// JSON-NOT: {{^}}chain
