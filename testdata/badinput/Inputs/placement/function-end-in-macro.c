// A directive before a loop whose function's closing brace comes from a macro.
// EXPECT: ok
#define END }
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
END
