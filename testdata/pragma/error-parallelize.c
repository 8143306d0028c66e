// parallelize's own errors, each at the offending token, exit status 1
// and no object: threads(0) and a count beyond loopcc's limit, a schedule
// kind OpenMP has but loopcc does not take (guided, runtime, auto), a
// chunk of 0, a missing kind, a clause it does not accept, and a step
// after it on its loop that would take the parallel loop apart (only
// vectorize, interleave and unroll may follow it there).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: not test -e %t/out.o
void f(int *a) {
#pragma loop transform parallelize threads(0)
  for (int i = 0; i < 64; i++) a[i] = 0;
#pragma loop transform parallelize threads(100000)
  for (int i = 0; i < 64; i++) a[i] = 0;
#pragma loop transform parallelize schedule(guided)
  for (int i = 0; i < 64; i++) a[i] = 0;
#pragma loop transform parallelize schedule(static, 0)
  for (int i = 0; i < 64; i++) a[i] = 0;
#pragma loop transform parallelize schedule()
  for (int i = 0; i < 64; i++) a[i] = 0;
#pragma loop transform parallelize count(2)
  for (int i = 0; i < 64; i++) a[i] = 0;
#pragma loop transform tile sizes(8)
#pragma loop transform parallelize
  for (int i = 0; i < 64; i++) a[i] = 0;
}
// CHECK: error-parallelize.c:11:44: error: argument of 'threads' must be positive, not 0
// CHECK: error-parallelize.c:13:44: error: argument of 'threads' is too large: 100000 exceeds 65536, the most threads loopcc asks the OpenMP runtime for (no machine has more hardware threads)
// CHECK: error-parallelize.c:15:45: error: unknown schedule 'guided' for 'parallelize'; expected 'static' or 'dynamic' (the kinds whose order OpenMP fixes; 'guided', 'auto' and 'runtime' leave it to the runtime)
// CHECK: error-parallelize.c:17:53: error: argument of 'schedule' must be positive, not 0
// CHECK: error-parallelize.c:19:45: error: missing argument to 'schedule'; expected 'static' or 'dynamic'
// CHECK: error-parallelize.c:21:36: error: unknown clause 'count' for 'parallelize'; 'parallelize' accepts threads(N), schedule(static|dynamic[, CHUNK]), on(role) and ids(NAME, ...)
// CHECK: error-parallelize.c:23:24: error: 'tile' cannot follow 'parallelize' on its loop: the parallel loop's iterations are shared out among threads as its nest is when it is parallelized; write 'tile' before 'parallelize' (below it), or give the inner loop a chain of its own
// CHECK: error-parallelize.c:24:24: note: 'parallelize' requested here
// CHECK: exit=1
