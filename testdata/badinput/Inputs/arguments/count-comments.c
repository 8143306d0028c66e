// Comments around the argument.
// EXPECT: ok
void f(int *a, int n) {
#pragma loop transform unroll count(/* four */ 4 /* ! */) // done
  for (int i = 0; i < n; i++)
    a[i] = i;
}
