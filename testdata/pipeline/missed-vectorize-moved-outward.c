// A directive on a loop that is innermost in the source, which an
// interchange of the nest around it moves outward: the vectorizer takes
// innermost loops only, and the warning used to say "the loop is not
// innermost; put the directive on the innermost loop", which the user had
// done. It now says that the interchange moved it, and how to reach the
// loop that is innermost after it (on(inner) above the interchange); that
// chain is applied (second function).
//
// RUN: %loopcc -O2 -c %s -o /dev/null -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
//
// WARN: missed-vectorize-moved-outward.c:29:5: warning: loop not vectorized: the loop is not innermost any more: an interchange of the nest around it moved it outward, and LLVM's vectorizer vectorizes innermost loops only; to transform the loop that is innermost after the interchange, put the directive above the interchange's with on(inner) (or on(level(d)) after a permutation of d loops) [-Wpass-failed]
// WARN-NOT: warning:
//
// CHECK: chain missed-vectorize-moved-outward.c moved {{.*}}
// CHECK: chain missed-vectorize-moved-outward.c moved {{.*}}
// CHECK-NEXT: step 0 vectorize width(4) {{.*}} missed
// CHECK: chain missed-vectorize-moved-outward.c fixed {{.*}}
// CHECK-NEXT: step 0 interchange {{.*}} applied
// CHECK-NEXT: step 1 vectorize width(4) on(inner) {{.*}} applied

double A[256][256], B[256][256];

void moved(int n) {
#pragma loop transform interchange
  for (int i = 0; i < n; i++)
#pragma loop transform vectorize width(4)
    for (int j = 0; j < n; j++)
      A[i][j] = B[j][i] * 2.0;
}

void fixed(int n) {
#pragma loop transform vectorize width(4) on(inner)
#pragma loop transform interchange
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = B[j][i] * 2.0;
}
