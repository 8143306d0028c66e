// A lone `distribute` on two statements in one dependence cycle (issue 12's
// loop: global arrays, constant trip count) cannot be split, and must be
// reported missed, never `not-needed`, with the dependence a split would
// reverse (the locality engine's fission, tried after LoopDistribute
// declined, names it):
// after LoopDistribute declined, LLVM 22's unroller unrolls the loop by 2
// and leaves its loop ID on the header's exiting branch instead of the new
// latch, so the loop looked as if it had lost its request (and the loop
// still being in the object, "removed by an earlier optimization" was
// false). loopcc puts the ID back on the latch (recoverLoopID) before
// judging. The object still holds the loop; LLVM's own distribute warnings
// never reach the user.
//
// RUN: %loopcc -O2 -floop-transform-report=%t.json -c %s -o %t.o 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %loopcc -O2 -g -c %s -o %t.o 2> %t.g.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: \
// RUN:   --implicit-check-not=note: %s < %t.g.err
// RUN: %loopcc -O2 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s
// clang-22 warns on the same loop too, given its own directive (at the
// function, without -g).
// RUN: sed -e 's/#pragma loop transform distribute/#pragma clang loop distribute(enable)/' %s > %t.clang.c
// RUN: %clang -O2 -c %t.clang.c -o %t.clang.o 2>&1 | FileCheck --check-prefix=CLANG %s

int a[1000], b[1000];

void cycle(void) {
#pragma loop transform distribute
  for (int i = 1; i < 1000; i++) {
    a[i] = b[i - 1] + 1;
    b[i] = a[i - 1] * 2 % 1000;
  }
}
// WARN: missed-distribute-true-cycle.c:[[@LINE-5]]:3: warning: loop not distributed: {{.+}} [-Wpass-failed]
// WARN: missed-distribute-true-cycle.c:[[@LINE-7]]:24: note: 'distribute' requested here
// JSON: step 0 distribute @[[@LINE-8]]:24 missed
// JSON-NEXT: reason: the loop's statements form one dependence cycle: splitting them would reverse the dependence from b[i] (line [[#@LINE-6]]) to b[i - 1] (line [[#@LINE-7]])
// IR-LABEL: define {{.*}}@cycle(
// The loop is still there, its ID back on its latch (the unconditional
// back branch).
// IR: br label %{{[0-9]+}}, !dbg !{{[0-9]+}}, !llvm.loop
// CLANG: warning: loop not distributed
