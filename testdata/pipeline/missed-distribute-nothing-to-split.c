// `distribute` on `a[i + 1] = a[i] * b[i]`: one statement, one dependence
// cycle, nothing to split. loopcc tries distribute steps early, before GVN
// forwards a[i] (which would leave LoopDistribute nothing unsafe to split
// off, and the misleading reason "memory operations are safe for
// vectorization"), LoopDistribute declines (it cannot isolate the unsafe
// dependence), and so does the locality engine's fission, which says why
// exactly: the loop has one statement. One warning
// at the `for` (with and without -g) with that reason, a note at
// the directive, none of LLVM's own distribute warnings; JSON missed with
// the reason. -Werror=pass-failed: exit 1, no object; -Wno-pass-failed:
// silent.
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

void nothing_to_split(float *restrict a, const float *restrict b, int n) {
#pragma loop transform distribute
  for (int i = 0; i < n; i++)
    a[i + 1] = a[i] * b[i];
}
// WARN: missed-distribute-nothing-to-split.c:[[@LINE-3]]:3: warning: loop not distributed: the loop has one statement: nothing to split [-Wpass-failed]
// WARN: missed-distribute-nothing-to-split.c:[[@LINE-5]]:24: note: 'distribute' requested here
// WARN: 1 warning generated.
// ERROR: missed-distribute-nothing-to-split.c:[[@LINE-6]]:3: error: loop not distributed: the loop has one statement: nothing to split [-Werror,-Wpass-failed]
// ERROR: missed-distribute-nothing-to-split.c:[[@LINE-8]]:24: note: 'distribute' requested here
// JSON: chain missed-distribute-nothing-to-split.c nothing_to_split [[@LINE-8]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-10]]:24 missed missed_in=nothing_to_split{{$}}
// JSON-NEXT: reason: the loop has one statement: nothing to split{{$}}
// JSON-NOT: {{^}}chain
