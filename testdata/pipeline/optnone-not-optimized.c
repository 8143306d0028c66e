// In a function LLVM's passes skip (optnone), no step runs: the warning
// says so, in the user's terms, for a chain and for a lone directive (it
// was "loopcc lost track of the loop; please report it", and "LLVM's
// loop-unroll pass left the loop as it was and gave no reason"). The other
// function of the unit is optimized as usual.
//
// RUN: %loopcc -O2 -c %s -o %t.o -floop-transform-report=%t.json 2> %t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s

__attribute__((optnone, noinline)) void chain(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK: optnone-not-optimized.c:[[@LINE-3]]:3: warning: loop not vectorized: the function is not optimized (optnone): no transformation runs in it; remove the attribute, or compile the function with optimization [-Wpass-failed]
// CHECK: optnone-not-optimized.c:[[@LINE-6]]:24: note: 'unroll count(2)' was not applied because it follows 'vectorize width(4)'

__attribute__((optnone, noinline)) void lone(int *a, int n) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK: optnone-not-optimized.c:[[@LINE-3]]:3: warning: loop not unrolled: the function is not optimized (optnone): no transformation runs in it; remove the attribute, or compile the function with optimization [-Wpass-failed]

void optimized(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// JSON: chain optnone-not-optimized.c optimized [[@LINE-3]]:3
// JSON-NEXT: step 0 vectorize width(4) {{.*}} applied
// JSON-NEXT: step 1 unroll count(2) {{.*}} applied
