// A zero interleave count.
void f(int *a, int n) {
#pragma loop transform interleave count(0)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
