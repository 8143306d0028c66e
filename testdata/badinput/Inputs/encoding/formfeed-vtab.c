// Form feed and vertical tab between the directive's words.
// EXPECT: ok
void f(int *a, int n) {
#pragmalooptransform	unroll	count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
