// A vectorize applied with another width than requested (the dependence
// distance, 4 floats, caps the safe width at 4): loopcc warns, the report
// says applied with a warning. And a header macro that expands to a loop
// with its directive, used once.
#include "width.h"

void clamped(float *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(8)
  for (int i = 0; i < n; i++)
    a[i + 4] = a[i] * 3.0f;
}

void from_header(int *a, int n) { RECURRENCE(a, n); }
