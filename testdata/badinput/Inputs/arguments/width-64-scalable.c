// The largest width, scalable, on x86-64 (no scalable vectors).
void f(int *a, int n) {
#pragma loop transform vectorize width(64, scalable)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
