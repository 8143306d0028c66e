// _Pragma whose string starts with #pragma.
// EXPECT: ok
void f(int *a, int n) {
  _Pragma("#pragma loop transform unroll")
  for (int i = 0; i < n; i++)
    a[i] = i;
}
