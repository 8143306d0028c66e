// #line gives two loops of one function the same position: the directive
// binds to the first, which the passes find by its order among the loops
// at that position (an error, "ambiguous", before issue 38).
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#line 100
  for (int i = 0; i < n; i++) a[i] = i;
#line 100
  for (int i = 0; i < n; i++) a[i] += i;
}
