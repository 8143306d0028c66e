// 09 is no octal number.
void f(int *a, int n) {
#pragma loop transform unroll count(09)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
