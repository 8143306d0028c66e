// Two loops with directives: the unroll count, which the test changes from
// 2 to 4 in this source, and a vectorize that loopcc cannot apply (a
// recurrence: each element needs the one before it), which warns at every
// compile.
void fill(unsigned *restrict x, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    x[i] = 3u * (unsigned)i + 1u;
}

void recurrence(unsigned *x, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    x[i] = x[i - 1] * 2u;
}
