// A nest whose step waits for a later point of the pipeline (in a block
// literal or an OpenMP task the captured bound is read through a pointer
// until LICM hoists it, so the engine's first early try defers the step)
// is held whole until the step is tried again: the outer loop of 8
// iterations was fully unrolled first, and the tile reported not-needed
// ("the loop was removed by an earlier optimization"). A bound shared with
// a task (read through the task's pointer inside the loop) cannot be
// modelled: the reason says so and what to do. Found by the differential
// run's --nests generator (seeds 400000-400599).
//
// RUN: %loopcc -O2 -fblocks -fopenmp -c %s -o /dev/null -floop-transform-report=%t.json 2> %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// CHECK: chain outlined-deferred-held.c plain
// CHECK-NEXT: step 0 tile sizes(8, 4) {{.*}} applied
// CHECK: chain outlined-deferred-held.c in_block
// CHECK-NEXT: step 0 tile sizes(8, 4) {{.*}} applied
// CHECK: chain outlined-deferred-held.c in_task
// CHECK-NEXT: step 0 tile sizes(8, 4) {{.*}} applied {{.*}}copies=.omp_task_entry.
// CHECK: chain outlined-deferred-held.c shared_bound
// CHECK-NEXT: step 0 tile sizes(4, 4) {{.*}} missed
// WARN: warning: loop not tiled: Polly cannot model the loop nest: {{.*}}read from memory the loop may write (a variable shared with an OpenMP task, or captured by reference){{.*}}copy the bound into a local variable before the loop

int G[9][9];

void plain(int n) {
#pragma loop transform tile sizes(8, 4)
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < n; j++)
      G[i][j] = G[i + 1][j] + 4;
}

void in_block(int n) {
  ^{
#pragma loop transform tile sizes(8, 4)
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < n; j++)
        G[i][j] = G[i + 1][j] + 4;
  }();
}

void in_task(int n) {
#pragma omp task
  {
#pragma loop transform tile sizes(8, 4)
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < n; j++)
        G[i][j] = G[i + 1][j] + 4;
  }
}

void shared_bound(int n) {
#pragma omp task shared(n)
  {
#pragma loop transform tile sizes(4, 4)
    for (int i = 0; i < n - 1; i++)
      for (int j = 0; j < n; j++)
        G[i][j] = G[i + 1][j] + 4;
  }
}
