#define UNROLL _Pragma("loop transform unroll count(2)")
#define LOOP(a, n) UNROLL for (int i = 0; i < n; i++) a[i]++;
#define TWICE(a, n) _Pragma("loop transform unroll count(2)") for (int i = 0; i < n; i++) a[i]++; for (int j = 0; j < n; j++) a[j]--;
void f(int *a, int n) { LOOP(a, n) }
void g(int *a, int n) { TWICE(a, n) }
