#define RECURRENCE(a, n)                                                       \
  _Pragma("loop transform vectorize width(4)")                                 \
  for (int i = 1; i < (n); i++)                                                \
    (a)[i] = (a)[i - 1] * 3 + 1;
