// A header whose macro writes a bad directive.
#define FILL(a, n) \
  _Pragma("loop transform unroll count(0)") \
  for (int i = 0; i < (n); i++) (a)[i] = i;
