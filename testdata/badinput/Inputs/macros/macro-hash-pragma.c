// A macro holding `#pragma` tokens is no directive.
// EXPECT: error
// ERROR: 6:3: expected expression
#define P #pragma loop transform unroll
void f(int *a, int n) {
  P
  for (int i = 0; i < n; i++)
    a[i] = i;
}
