
void run(void (^)(void));

void in_block(float *a, int n) {
  // run() is elsewhere: the block's body stays a function of its own. (A
  // float array: the captured n, read from the block, is then known not to
  // change in the loop.)
  run(^{
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
    for (int i = 0; i < n; i++)
      a[i] += 1.0f;
  });
}

void in_task(int *a, int n) {
#pragma omp task
  {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
}

__attribute__((target_clones("avx2", "default")))
void cloned(float *a, int n) {
#pragma loop transform vectorize width(8) interleave(1)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + 1.0f;
}

