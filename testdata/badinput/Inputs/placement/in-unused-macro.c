// A bad _Pragma in a macro never used.
// EXPECT: ok
#define UNUSED _Pragma("loop transform bogus(") for (;;);
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
}
