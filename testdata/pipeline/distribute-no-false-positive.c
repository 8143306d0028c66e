// clang-22's false positive is gone: a loop that is distributed gives the
// "distributed loop" remark and no warning under loopcc (at -O1, -O2, -O3,
// alone or with the -Rpass remark), and the JSON report says applied with the
// loops it produced; clang-22 with `#pragma clang loop distribute(enable)`
// distributes the same loop and still warns "loop not distributed" (once per
// loop it produced) with its "unsupported transformation ordering" text.
//
// RUN: %loopcc -O2 -Rpass=loop-distribute -floop-transform-report=%t.json -c %s -o %t.o 2> %t.O2.err
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: %s < %t.O2.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %loopcc -O2 -c %s -o %t.o 2> %t.plain.err
// RUN: count 0 < %t.plain.err
// RUN: %loopcc -O1 -Rpass=loop-distribute -c %s -o %t.o 2> %t.O1.err
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: %s < %t.O1.err
// RUN: %loopcc -O3 -Rpass=loop-distribute -c %s -o %t.o 2> %t.O3.err
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: %s < %t.O3.err
// RUN: %loopcc -O2 -g -Werror=pass-failed -c %s -o %t.o 2> %t.g.err
// RUN: count 0 < %t.g.err
//
// RUN: %clang -DCLANG -O2 -Rpass=loop-distribute -c %s -o %t.clang.o 2> %t.clang.err
// RUN: FileCheck --check-prefix=CLANG %s < %t.clang.err

void distributable(int *restrict a, const int *restrict b, int *restrict c,
                   const int *restrict d, const int *restrict e, int n) {
#ifdef CLANG
#pragma clang loop distribute(enable)
#else
#pragma loop transform distribute
#endif
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}
// REMARK: distribute-no-false-positive.c:[[@LINE-5]]:3: remark: distributed loop [-Rpass=loop-distribute]
// REMARK-NOT: remark: distributed loop
// JSON: chain distribute-no-false-positive.c distributable [[@LINE-7]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-10]]:24 applied produced_loops={{[2-9]}} copies=distributable{{$}}
// JSON-NOT: {{^}}chain
// CLANG: distribute-no-false-positive.c:[[@LINE-10]]:3: remark: distributed loop
// CLANG: distribute-no-false-positive.c:[[@LINE-11]]:3: warning: loop not distributed: the optimizer was unable to perform the requested transformation; the transformation might be disabled or specified as part of an unsupported transformation ordering [-Wpass-failed=transform-warning]
