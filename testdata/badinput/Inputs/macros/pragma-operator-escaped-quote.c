// _Pragma with an escaped quote in the argument.
// EXPECT: error
// ERROR: 5:3: argument of 'count' must be an integer constant, not '"4"'
void f(int *a, int n) {
  _Pragma("loop transform unroll count(\"4\")")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
