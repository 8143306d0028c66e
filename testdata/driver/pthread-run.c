// -pthread: a program with POSIX threads compiles, links and runs; the
// threads' work adds up, and -pthread defines _REENTRANT as in clang.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -O2 -pthread %s -o %t/prog
// RUN: %t/prog | FileCheck %s
// RUN: %loopcc -### -pthread %s -o %t/prog 2>&1 | FileCheck --check-prefix=JOBS %s

// CHECK: reentrant=1
// CHECK-NEXT: total=2000000 threads=4
// JOBS: "-cc1"
// JOBS-SAME: "-pthread"
// JOBS: "-lpthread"
#include <pthread.h>
#include <stdio.h>

enum { Threads = 4, PerThread = 500000 };

static pthread_mutex_t Lock = PTHREAD_MUTEX_INITIALIZER;
static long Total;
static int Finished;

static void *work(void *Arg) {
  long Local = 0;
  for (int I = 0; I < PerThread; I++)
    Local += 1;
  pthread_mutex_lock(&Lock);
  Total += Local;
  Finished += *(int *)Arg;
  pthread_mutex_unlock(&Lock);
  return NULL;
}

int main(void) {
#ifdef _REENTRANT
  printf("reentrant=1\n");
#else
  printf("reentrant=0\n");
#endif
  pthread_t Ids[Threads];
  int One = 1;
  for (int I = 0; I < Threads; I++)
    if (pthread_create(&Ids[I], NULL, work, &One) != 0)
      return 1;
  for (int I = 0; I < Threads; I++)
    pthread_join(Ids[I], NULL);
  printf("total=%ld threads=%d\n", Total, Finished);
  return 0;
}
