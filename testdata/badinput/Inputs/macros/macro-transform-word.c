// `transform` defined as a macro (read unexpanded, as clang reads pragma namespaces).
// EXPECT: ok
#define transform vectorize
#define loop for
void f(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
