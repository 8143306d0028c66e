#pragma loop transform unroll
void e(int *a, int n) {
#pragma loop transform vectorise width(3)
  int x = 0;
#pragma loop transform distribute
#pragma loop transform vectorize
  while (n--) a[n] = x;
#pragma loop transform unroll full
}
