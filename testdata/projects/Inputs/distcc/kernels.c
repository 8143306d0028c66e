// Compiled through distcc: the client preprocesses it (`loopcc -E`), the
// server compiles the preprocessed source, directives included. One
// directive's argument is a macro, which the preprocessed source must carry
// expanded; the other directive cannot be applied (a recurrence).
#ifndef UNROLL
#define UNROLL 2
#endif

void fill(unsigned *restrict x, int n) {
#pragma loop transform unroll count(UNROLL)
  for (int i = 0; i < n; i++)
    x[i] = 3u * (unsigned)i + 1u;
}

void recurrence(unsigned *x, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    x[i] = x[i - 1] * 2u;
}
