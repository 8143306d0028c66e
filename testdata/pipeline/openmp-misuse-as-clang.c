// Under -fopenmp, -floop-transform-openmp keeps OpenMP's rules as clang-22
// checks them: a misused OpenMP loop transformation (tile, unroll, reverse,
// interchange, fuse, stripe) gets clang-22's diagnostics, worded for
// `#pragma omp`, with its exit status, at every optimization level and
// with or without code generation, and no object. Before, loopcc's own
// reading accepted what OpenMP forbids (a non-canonical loop, `partial
// full`, `partial(4) partial`, looprange before OpenMP 6) and named
// '#pragma loop transform' in its messages. The cases are those of clang's
// own tile/unroll/reverse/interchange/fuse/stripe *_messages tests, in C.
//
// -Xclang -verify passes as under clang-22 (one file, both compilers), for
// OpenMP 5.1 (the default: stripe and looprange are errors) and 6.0:
// RUN: %clang -fopenmp -ferror-limit=0 -fsyntax-only -Xclang -verify=expected,omp51 %s
// RUN: %loopcc -fopenmp -floop-transform-openmp -ferror-limit=0 -fsyntax-only \
// RUN:   -Xclang -verify=expected,omp51 %s
// RUN: %loopcc -fopenmp -floop-transform-openmp -ferror-limit=0 -O2 -c \
// RUN:   -Xclang -verify=expected,omp51 %s -o %t.verify.o
// RUN: %clang -fopenmp -fopenmp-version=60 -ferror-limit=0 -fsyntax-only -Xclang -verify %s
// RUN: %loopcc -fopenmp -fopenmp-version=60 -floop-transform-openmp -ferror-limit=0 \
// RUN:   -fsyntax-only -Xclang -verify %s
//
// Without -verify, the diagnostics are clang-22's byte for byte, exit 1,
// and no object is left:
// RUN: not %clang -fopenmp -ferror-limit=0 -fsyntax-only %s 2> %t.clang.err
// RUN: not %loopcc -fopenmp -floop-transform-openmp -ferror-limit=0 \
// RUN:   -fsyntax-only %s 2> %t.syntax.err
// RUN: diff %t.clang.err %t.syntax.err
// RUN: rm -f %t.o
// RUN: not %loopcc -fopenmp -floop-transform-openmp -ferror-limit=0 -O0 -c %s \
// RUN:   -o %t.o 2> %t.O0.err
// RUN: diff %t.clang.err %t.O0.err
// RUN: not %loopcc -fopenmp -floop-transform-openmp -ferror-limit=0 -O2 -c %s \
// RUN:   -o %t.o 2> %t.O2.err
// RUN: diff %t.clang.err %t.O2.err
// RUN: not test -e %t.o
// The messages name `#pragma omp`, never loopcc's directive:
// RUN: not grep -q "pragma loop transform" %t.O2.err

void body(int);
struct S {
  int X;
};

void tiles(int n, struct S s) {
#pragma omp tile // expected-error {{directive '#pragma omp tile' requires the 'sizes' clause}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp tile sizes(0) // expected-error {{argument to 'sizes' clause must be a strictly positive integer value}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp tile sizes(4) sizes(4) // expected-error {{directive '#pragma omp tile' cannot contain more than one 'sizes' clause}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp tile sizes(4) collapse(2) // expected-error {{unexpected OpenMP clause 'collapse' in directive '#pragma omp tile'}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp tile sizes(4)
  body(0); // expected-error {{statement after '#pragma omp tile' must be a for loop}}
  // Two sizes, one loop:
#pragma omp tile sizes(4, 4)
  for (int i = 0; i < 7; i++)
    body(i); // expected-error {{statement after '#pragma omp tile' must be a for loop}}
  // A triangle (loopcc's own tile takes it; OpenMP's does not):
#pragma omp tile sizes(4, 4)
  for (int i = 0; i < 7; i++)
    for (int j = i; j < 7; j++) // expected-error {{expected loop invariant expression}}
      body(j);
  // Not OpenMP's canonical loop form:
#pragma omp tile sizes(4)
  for (int i = 0; i / 3 < 7; i++) // expected-error {{condition of OpenMP for loop must be a relational comparison ('<', '<=', '>', '>=', or '!=') of loop variable 'i'}}
    body(i);
#pragma omp tile sizes(s) // expected-error {{expression must have integral or unscoped enumeration type, not 'struct S'}}
  for (int i = 0; i < 7; i++)
    body(i);
  // A size known at run time is OpenMP (no diagnostic).
#pragma omp tile sizes(n + 1)
  for (int i = 0; i < 7; i++)
    body(i);
}

void unrolls(int n) {
#pragma omp unroll partial full // expected-error {{'full' and 'partial' clause are mutually exclusive and may not appear on the same directive}} expected-note {{'partial' clause is specified here}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp unroll partial(0) // expected-error {{argument to 'partial' clause must be a strictly positive integer value}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp unroll partial(4) partial // expected-error {{directive '#pragma omp unroll' cannot contain more than one 'partial' clause}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp unroll full // expected-note {{'#pragma omp unroll full' directive found here}}
  for (int i = 0; i < n; i++) // expected-error {{loop to be fully unrolled must have a constant trip count}}
    body(i);
#pragma omp unroll partial(n) // expected-error {{expression is not an integer constant expression}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp unroll sizes(2) // expected-error {{unexpected OpenMP clause 'sizes' in directive '#pragma omp unroll'}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp unroll
  while (n--) // expected-error {{statement after '#pragma omp unroll' must be a for loop}}
    body(n);
}

void reverses(int n) {
  // clang warns and goes on; so does loopcc.
#pragma omp reverse foo // expected-warning {{extra tokens at the end of '#pragma omp reverse' are ignored}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp reverse sizes(2) // expected-error {{unexpected OpenMP clause 'sizes' in directive '#pragma omp reverse'}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp reverse
  body(n); // expected-error {{statement after '#pragma omp reverse' must be a for loop}}
}

void interchanges(int n) {
#pragma omp interchange
  for (int i = 0; i < 7; i++)
    body(i); // expected-error {{statement after '#pragma omp interchange' must be a for loop}}
#pragma omp interchange permutation(1, 1) // expected-error {{index 1 must appear exactly once in the permutation clause}}
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 7; j++)
      body(j);
#pragma omp interchange permutation(2, 1, 3)
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 7; j++)
      body(j); // expected-error {{statement after '#pragma omp interchange' must be a for loop}}
  // Not perfectly nested:
#pragma omp interchange
  for (int i = 0; i < 7; i++) { // expected-error {{statement after '#pragma omp interchange' must be a for loop}}
    body(i);
    for (int j = 0; j < 7; j++)
      body(j);
  }
}

void fuses(int n) {
#pragma omp fuse
  for (int i = 0; i < 7; i++) // expected-error {{statement after '#pragma omp fuse' must be a loop sequence containing canonical loops or loop-generating constructs}}
    body(i);
#pragma omp fuse
  {
    for (int i = 0; i < 7; i++)
      body(i);
    body(n); // expected-error {{statement after '#pragma omp fuse' must be a for loop}}
    for (int i = 0; i < 7; i++)
      body(i);
  }
#pragma omp fuse looprange(1, 2) // omp51-error {{unexpected OpenMP clause 'looprange' in directive '#pragma omp fuse'}}
  {
    for (int i = 0; i < 7; i++)
      body(i);
    for (int i = 0; i < 7; i++)
      body(i);
  }
}

void stripes(void) {
#pragma omp stripe sizes(4) // omp51-error {{unexpected OpenMP clause 'sizes' in directive '#pragma omp stripe'}}
  for (int i = 0; i < 7; i++)
    body(i);
#pragma omp stripe sizes(0) // expected-error {{argument to 'sizes' clause must be a strictly positive integer value}} omp51-error {{unexpected OpenMP clause 'sizes' in directive '#pragma omp stripe'}}
  for (int i = 0; i < 7; i++)
    body(i);
}
