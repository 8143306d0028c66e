// An unknown transformation near a valid one: a suggestion.
// EXPECT: error
// ERROR: 5:24: unknown loop transformation 'vectorise'; did you mean 'vectorize'?
void f(int *a, int n) {
#pragma loop transform vectorise width(4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
