// Two transformations written on one line, `unroll count(4) vectorize
// width(4)`, read the second as an unknown clause of the first. The error
// says what was meant: one directive per transformation, one per line,
// with the order they apply in. A clause name that is no transformation
// keeps the usual error with its suggestion.
//
// RUN: not %loopcc -fsyntax-only %s 2>&1 | FileCheck --strict-whitespace %s
// CHECK: error-two-transformations-one-line.c:14:40: error: 'vectorize' is a transformation, not a clause of 'unroll': write each transformation as a '#pragma loop transform' of its own, one per line (the one nearest the loop applies first)
// CHECK: error-two-transformations-one-line.c:16:36: error: 'tile' is a transformation, not a clause of 'interchange': write each transformation as a '#pragma loop transform' of its own, one per line (the one nearest the loop applies first)
// CHECK: error-two-transformations-one-line.c:18:31: error: unknown clause 'cont' for 'unroll'; did you mean 'count'?
// CHECK-NOT: error:

void f(int *a, int n) {
#pragma loop transform unroll count(4) vectorize width(4)
  for (int i = 0; i < n; i++) a[i] = 1;
#pragma loop transform interchange tile sizes(4, 4)
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i * n + j] = 1;
#pragma loop transform unroll cont(4)
  for (int i = 0; i < n; i++) a[i] = 1;
}
