// A macro that writes `#pragma loop transform` through _Pragma, together
// with its loop: a unit that uses it has no directive in its own text.
#define VECTORIZED_LOOP(a, n)                                                  \
  _Pragma("loop transform vectorize width(4)")                                \
  for (int i = 0; i < (n); i++)                                               \
    (a)[i] += 1;
