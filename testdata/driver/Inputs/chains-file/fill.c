// The first unit of chains-file-build.test.
#define LOOP(i, n) for (int i = 0; i < n; i++)

void fill(double *a, int n) {
  int k = 0;
  LOOP(i, n)
    a[i] = (i * 7) % 13;
  k++;
  for (int j = 0; j < n; j += 2)
    a[j] += k;
}
