// What every shape of the order matrix shares: integer arrays, a trip
// count the compiler cannot see (read through a volatile) and a checksum
// that any change in the results changes.
#include <stdio.h>

#define N 1000

static volatile int RuntimeN = N;

static unsigned long checksum(const int *A, int Count) {
  unsigned long S = 0;
  for (int I = 0; I < Count; I++)
    S = S * 31 + (unsigned)A[I];
  return S;
}

static void fill(int *A, int Count, int Seed) {
  for (int I = 0; I < Count; I++)
    A[I] = (I * Seed + 7) % 101 - 50;
}

// The second loop of a block the order matrix fuses with the shape's loop
// (order_matrix.py writes it at the shape's /*END*/ line): independent of
// the shape's arrays, so the fuse is legal wherever Polly models the loop.
// Not static: a static array nobody reads would lose its loop, as dead
// stores, before the fuse.
int FuseCompanion[128];
