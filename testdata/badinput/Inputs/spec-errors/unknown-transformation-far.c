// An unknown transformation far from all: the list of names.
void f(int *a, int n) {
#pragma loop transform tile sizes(4, 4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
