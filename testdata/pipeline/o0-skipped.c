// At -O0 no transformation runs and nothing is reported, as with clang: the
// lowered metadata is in the IR (each step's request and the chain markers),
// there is no warning even for a chain that could never apply (the
// recurrence) nor with -Werror=pass-failed, the program links, and the JSON
// report says skipped for every step, with a reason that names -O0.
//
// RUN: %loopcc -O0 -S -emit-llvm -floop-transform-report=%t.json %s -o %t.ll 2> %t.err
// RUN: count 0 < %t.err
// RUN: FileCheck --check-prefix=IR %s < %t.ll
// RUN: %python %S/Inputs/loop-ids.py %t.ll | FileCheck --check-prefix=IDS %s
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: %loopcc -O0 -Werror=pass-failed -Rpass='loop-vectorize|loop-unroll' %s -o %t.exe 2> %t.werror.err
// RUN: count 0 < %t.werror.err
// RUN: %t.exe

void recurrence(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3 + 1;
}
// JSON: chain o0-skipped.c recurrence [[@LINE-3]]:3
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-5]]:24 skipped{{$}}
// JSON-NEXT: reason: {{.*}}-O0
// JSON-NEXT: step 1 unroll count(2) @[[@LINE-8]]:24 skipped{{$}}
// JSON-NEXT: reason: {{.*}}-O0

void distributable(int *restrict a, const int *restrict b, int *restrict c,
                   const int *restrict d, const int *restrict e, int n) {
#pragma loop transform distribute
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}
// JSON: chain o0-skipped.c distributable [[@LINE-5]]:3
// JSON-NEXT: step 0 distribute @[[@LINE-7]]:24 skipped{{$}}
// JSON-NEXT: reason: {{.*}}-O0
// JSON-NOT: {{^}}chain

// IDS: recurrence: {{.*}}llvm.loop.vectorize.width i32 4;{{.*}}llvm.loop.vectorize.enable i1 true; llvm.loop.vectorize.followup_vectorized;{{.*}}loopcc.chain i32 {{[0-9]+}} i32 0;
// IDS: distributable: {{.*}}llvm.loop.distribute.enable i1 true;{{.*}}loopcc.chain i32 {{[0-9]+}} i32 0;
// The second step waits in the first's follow-up.
// IR: !{!"llvm.loop.unroll.count", i32 2}

int a[100], b[100], c[100], d[100], e[100];

int main(void) {
  recurrence(a, 100);
  distributable(a, b, c, d, e, 100);
  return 0;
}
