// A macro holding `#pragma` tokens is no directive.
// EXPECT: error
// ERROR: 6:3: expected expression
#define P #pragma loop transform unroll
void f(int *a, int n) {
  P
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// NO-ROUNDTRIP: in the -E output the `#pragma` tokens start a line, and
// so are a directive (as with clang -E).
