#ifndef SIGNAL_OPS_H
#define SIGNAL_OPS_H

// out[i] = (in[i-1] + in[i] + in[i+1]) / 3 for 0 < i < n-1.
void smooth(float *restrict out, const float *restrict in, int n);
// a[i] += a[i-1] for 0 < i < n: the running sum, in place.
void prefix_sum(int *a, int n);

#endif
