// Every clause of vectorize at once.
void f(int *a, int n) {
#pragma loop transform vectorize width(8, scalable) interleave(4) predicate
  for (int i = 0; i < n; i++)
    a[i] = i;
}
