// Two OpenMP directives stacked without braces between them (`#pragma omp
// parallel` then `#pragma omp single`, then a block): clang's range of the
// inner directive covers its own line only, so the binder took the outer
// one to end there and the loop directive inside the block for one at the
// end of the function's block ("expected a for, while or do-while loop
// ... not the end of the block"). The same nest with braces after
// `parallel` compiled. Both bind and apply now, in the outlined function.
// Found by the differential run's --nests generator.
//
// RUN: %loopcc -O2 -fopenmp -c %s -o /dev/null -floop-transform-report=%t.json
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// CHECK: chain openmp-stacked-directives.c stacked 24:5
// CHECK-NEXT: step 0 reverse @23:24 applied {{.*}}copies=stacked.omp_outlined
// CHECK: chain openmp-stacked-directives.c braced 35:7
// CHECK-NEXT: step 0 reverse @34:24 applied {{.*}}copies=braced.omp_outlined

int G[16][16];

void stacked(void) {
#pragma omp parallel
#pragma omp single
  {
#pragma loop transform reverse
    for (int j = 0; j < 16; j++)
      G[j][0] = 2;
  }
}

void braced(void) {
#pragma omp parallel
  {
#pragma omp single
    {
#pragma loop transform reverse
      for (int j = 0; j < 16; j++)
        G[j][1] = 3;
    }
  }
}
