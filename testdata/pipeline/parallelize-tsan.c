// The parallel programs of the parallelize tests run without a data race
// under ThreadSanitizer with libomp's Archer tool (which tells TSan what
// OpenMP's barriers and forks synchronize; libomp itself is not
// instrumented, so its own accesses are ignored, as Archer asks). The
// control, a loop with a real race written as OpenMP's `parallel for`
// (compiled by loopcc -fopenmp, as clang-22 would), is reported: the
// harness sees races. This file's own loop is the control. (Archer's
// verbose line, which shows it was loaded, goes to the output.)
//
// RUN: %clang -O0 %S/parallelize.c -o %t.ref
// RUN: %t.ref 97 > %t.ref.out
// RUN: %loopcc -O2 -g -fsanitize=thread %S/parallelize.c -o %t.p 2> /dev/null
// RUN: env TSAN_OPTIONS=ignore_noninstrumented_modules=1 ARCHER_OPTIONS=verbose=1 OMP_TOOL_LIBRARIES=%llvm_lib/libarcher.so OMP_NUM_THREADS=3 %t.p 97 > %t.p.out 2>&1
// RUN: grep -v '^Archer' %t.p.out | diff %t.ref.out -
// RUN: FileCheck %s --check-prefix=CLEAN < %t.p.out
// The outlined parallel loops carry the caller's sanitizer and target
// attributes: ThreadSanitizer instruments them, and -march reaches them.
// RUN: %loopcc -O2 -march=x86-64-v3 -fsanitize=thread -S -emit-llvm %S/parallelize.c -o - 2> /dev/null | FileCheck %s --check-prefix=OUTLINED
// OUTLINED: define internal void @fill_polly_subfn({{.*}}) #[[ATTRS:[0-9]+]]
// OUTLINED-NEXT: call ptr @llvm.returnaddress
// OUTLINED-NEXT: call void @__tsan_func_entry
// OUTLINED: attributes #[[ATTRS]] = {{{.*}}sanitize_thread{{.*}}"target-cpu"="x86-64-v3"
// RUN: %loopcc -O2 -g -fsanitize=thread %S/parallelize-nested.c -o %t.n 2> /dev/null
// RUN: env TSAN_OPTIONS=ignore_noninstrumented_modules=1 ARCHER_OPTIONS=verbose=1 OMP_TOOL_LIBRARIES=%llvm_lib/libarcher.so OMP_NUM_THREADS=2,2 OMP_MAX_ACTIVE_LEVELS=2 %t.n > %t.n.out 2>&1
// RUN: FileCheck %s --check-prefix=CLEAN < %t.n.out
// RUN: %loopcc -O2 -g -fopenmp -fsanitize=thread %s -o %t.race
// RUN: env TSAN_OPTIONS=ignore_noninstrumented_modules=1 ARCHER_OPTIONS=verbose=1 OMP_TOOL_LIBRARIES=%llvm_lib/libarcher.so OMP_NUM_THREADS=3 %t.race > %t.race.out 2>&1 || true
// RUN: FileCheck %s --check-prefix=RACE < %t.race.out
//
// CLEAN: Archer detected OpenMP application with TSan
// CLEAN-NOT: ThreadSanitizer
// RACE: WARNING: ThreadSanitizer: data race

#include <stdio.h>

int a[1000];

int main(void) {
#pragma omp parallel for
  for (int i = 1; i < 1000; i++)
    a[i] = a[i - 1] + 1;
  printf("%d\n", a[999] > 0);
  return 0;
}
