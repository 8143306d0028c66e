// An input of pipeline/report-file-name-not-utf8.c: a #line name with a
// Latin-1 byte (0xE9, e-acute), as a generated file may carry.
void f(int *a, int n) {
#line 100 "tést.c"
#pragma loop transform interleave count(4)
  for (int i = 0; i < n; i++) a[i] += i;
}
