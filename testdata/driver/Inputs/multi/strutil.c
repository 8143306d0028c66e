#include "strutil.h"

#include <string.h>

void str_reverse(char *S) {
  size_t N = strlen(S);
  for (size_t I = 0; I < N / 2; I++) {
    char T = S[I];
    S[I] = S[N - 1 - I];
    S[N - 1 - I] = T;
  }
}

int str_count(const char *S, char C) {
  int Count = 0;
  for (; *S; S++)
    Count += *S == C;
  return Count;
}
