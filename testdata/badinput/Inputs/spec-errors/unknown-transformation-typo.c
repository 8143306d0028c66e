// An unknown transformation near a valid one: a suggestion.
void f(int *a, int n) {
#pragma loop transform vectorise width(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
