// A vectorize that lands on an outer loop is reported with the real reason
// (LLVM's vectorizer takes innermost loops only) and where the directive
// belongs, never with a remark the vectorizer gave about a loop inside it:
// a lone vectorize on the outer loop of a nest (LLVM's pipeline applies
// it), and a vectorize after a one-dimensional tile without on(role),
// which goes to the grid loop (the report used to give the intratile
// loop's "only vectorizing loops that explicitly request it"). The same
// chain with on(intratile(1)) applies, and nothing is reported for it.
//
// RUN: %loopcc -O2 -floop-transform-report=%t.json -c %s -o %t.o 2> %t.err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s

void nest(int a[][64], int n, int m) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] += i;
}
// WARN: missed-vectorize-outer-loop.c:[[@LINE-4]]:3: warning: loop not vectorized: the loop is not innermost: LLVM's vectorizer vectorizes innermost loops only; put the directive on the innermost loop (after tile, interchange or unroll_and_jam, name it with on(role), e.g. on(intratile(1)) after a one-dimensional tile) [-Wpass-failed]

void tiled(int *restrict a, const int *restrict b, int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform tile sizes(64)
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 3;
}
// WARN: missed-vectorize-outer-loop.c:[[@LINE-3]]:3: warning: loop not vectorized: the loop is not innermost: LLVM's vectorizer vectorizes innermost loops only; {{.*}} [-Wpass-failed]

void tiled_inner(int *restrict a, const int *restrict b, int n) {
#pragma loop transform vectorize width(4) on(intratile(1))
#pragma loop transform tile sizes(64)
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 3;
}

// JSON: chain missed-vectorize-outer-loop.c nest
// JSON-NEXT: step 0 vectorize width(4) {{.*}} missed
// JSON-NEXT: reason: the loop is not innermost: LLVM's vectorizer
// JSON: chain missed-vectorize-outer-loop.c tiled
// JSON-NEXT: step 0 tile sizes(64) {{.*}} applied
// JSON-NEXT: step 1 vectorize width(4) {{.*}} missed
// JSON-NEXT: reason: the loop is not innermost: LLVM's vectorizer
// JSON: chain missed-vectorize-outer-loop.c tiled_inner
// JSON-NEXT: step 0 tile sizes(64) {{.*}} applied
// JSON-NEXT: step 1 vectorize width(4) on(intratile(1)) {{.*}} applied
