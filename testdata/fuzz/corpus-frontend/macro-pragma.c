#define LOOP(n) _Pragma("loop transform unroll count(4)") for (int i = 0; i < (n); i++)
int s(int *a, int n) { int t = 0; LOOP(n) t += a[i]; return t; }
