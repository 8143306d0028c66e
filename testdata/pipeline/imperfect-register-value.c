// A nest that looks perfect in C but carries a value in a register from
// one iteration of its inner loop to the next is not perfect in Polly's
// model: the value's statement sits beside the inner loop. The warning
// says so and names the value (it said only "the loop at depth 1 has other
// statements beside its inner loop"): a floating-point maximum (loopcc
// takes sums, products and integer minimums and maximums), and a sum that the loop reads before
// it ends (`out[j] = s`: a partial sum, which no reordering may change).
// (A statement of C's own beside the inner loop is an error at the
// directive: pragma/error-locality.c.) An integer maximum is a reduction
// since session 22 (parallelize-min-max.c); a floating-point one is not.
//
// RUN: %loopcc -O2 -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning:

int M[64][64], out[64];
double D[64][64];

double maximum(int n) {
  double m = 0;
#pragma loop transform tile sizes(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      m = D[i][j] > m ? D[i][j] : m;
  return m;
}
// CHECK: imperfect-register-value.c:[[@LINE-5]]:3: warning: loop not tiled: 'tile sizes(8, 8)' needs 2 perfectly nested loops; the loop at depth 1 has other statements beside its inner loop: a value kept in a register from one iteration of the inner loop to the next (m = D[i][j] > m ? D[i][j] : m (line [[@LINE-3]])), such as a floating-point minimum or maximum, or a sum that the loop reads before it ends; loopcc reorders only sums, products and integer minimums and maximums nothing reads inside their loop [-Wpass-failed]

int partial(int n) {
  int s = 0;
#pragma loop transform interchange
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      s += M[i][j];
      out[j] = s;
    }
  return s;
}
// CHECK: imperfect-register-value.c:[[@LINE-7]]:3: warning: loop not interchanged: 'interchange' needs 2 perfectly nested loops; the loop at depth 1 has other statements beside its inner loop: a value kept in a register from one iteration of the inner loop to the next (s += M[i][j] (line [[@LINE-5]])), such as a floating-point minimum
