// A program split over three translation units; the tests build it with
// make, with -c and a separate link, from an archive and from a shared
// library.
#include "strutil.h"
#include "vec.h"

#include <stdio.h>

int main(void) {
  int A[8], B[8];
  for (int I = 0; I < 8; I++) {
    A[I] = I + 1;
    B[I] = 8 - I;
  }
  // 1*8 + 2*7 + ... + 8*1 = 120
  printf("dot=%ld\n", vec_dot(A, B, 8));
  vec_scale(A, 8, 3);
  printf("scaled=%d,%d\n", A[0], A[7]);
  char Word[] = "loopcc builds";
  str_reverse(Word);
  printf("reversed=%s count=%d\n", Word, str_count(Word, 'l'));
  return 0;
}
