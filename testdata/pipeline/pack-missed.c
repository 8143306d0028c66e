// A pack that cannot be made is a warning at the loop with the reason, the
// directive as a note, and the loop left as it is (the program's output
// does not change): an indirect subscript (Polly cannot model the nest), a
// buffer over the stated limit (-mllvm -loopcc-pack-max-bytes=40000; the
// 100 x 100 doubles the loop touches take 80000 bytes), a part of the array
// that grows with a run-time bound n (no size at compile time), and a
// write made only under a condition on the data (it could not be copied
// back exactly), and a second pack of the same array on the same loop
// (the first one's buffer is what the loop reads). Arrays are named as the
// source names them.
//
// RUN: %loopcc -O2 -c %s -o %t.o -mllvm -loopcc-pack-max-bytes=40000 2>&1 \
// RUN:   | FileCheck --match-full-lines %s
#define N 100
double A[N][N], B[N][N];
int idx[N];
void nonaffine(void) {
#pragma loop transform pack array(B)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[idx[i]][j];
}
// CHECK: {{.*}}pack-missed.c:[[@LINE-4]]:3: warning: loop not packed: Polly cannot model the loop nest: at line [[@LINE-2]], column 17, a subscript is not a linear function of the loop counters (an indirect subscript such as A[B[i]], or a product such as A[i * j]) [-Wpass-failed]
// CHECK: {{.*}}pack-missed.c:[[@LINE-6]]:24: note: 'pack array(B)' requested here

void too_big(void) {
#pragma loop transform pack array(B)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[j][i];
}
// CHECK: {{.*}}pack-missed.c:[[@LINE-4]]:3: warning: loop not packed: its buffer for 'B' would take 80000 bytes, more than loopcc's limit of 40000 bytes; put the pack on a loop that touches less of the array (an inner or a tiled loop), or raise the limit with -mllvm -loopcc-pack-max-bytes=N [-Wpass-failed]
// CHECK: {{.*}}pack-missed.c:[[@LINE-6]]:24: note: 'pack array(B)' requested here

void unbounded(int n, double *restrict s, const double *restrict p) {
#pragma loop transform pack array(p)
  for (int i = 0; i < n; i++)
    s[i] = p[i] * 2;
}
// CHECK: {{.*}}pack-missed.c:[[@LINE-3]]:3: warning: loop not packed: the part of 'p' one run of the loop touches grows with a value known only at run time, so its buffer has no size at compile time; put the pack on a loop of a tile (whose extent is the tile size), or on an inner loop [-Wpass-failed]
// CHECK: {{.*}}pack-missed.c:[[@LINE-5]]:24: note: 'pack array(p)' requested here

void conditional(void) {
#pragma loop transform pack array(B)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (A[i][j] > 0)
        B[i][j] = A[i][j];
}
// CHECK: {{.*}}pack-missed.c:[[@LINE-5]]:3: warning: loop not packed: the access B[i][j] at line [[@LINE-2]] writes only under a condition Polly does not model exactly, so the buffer could not be copied back exactly [-Wpass-failed]
// CHECK: {{.*}}pack-missed.c:[[@LINE-7]]:24: note: 'pack array(B)' requested here

void twice(void) {
#pragma loop transform pack array(B) on(packed)
#pragma loop transform pack array(B)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      A[i][j] = B[j][i] * 2;
}
// CHECK: {{.*}}pack-missed.c:[[@LINE-4]]:3: warning: loop not packed: an earlier pack of this loop already copies 'B' into a buffer, which the loop reads instead [-Wpass-failed]
// CHECK: {{.*}}pack-missed.c:[[@LINE-7]]:24: note: 'pack array(B) on(packed)' requested here
// CHECK: 5 warnings generated.
