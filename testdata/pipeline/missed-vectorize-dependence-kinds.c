// Each kind of memory dependence that stops LLVM's vectorizer is said in
// the terms of the source, not in LoopAccessAnalysis's ("Backward loop
// carried data dependence", "Unsafe indirect dependence", "Memory location
// is the same as accessed at"): a read of what an earlier iteration wrote,
// too few iterations back; the same with a distance at which a vector load
// cannot be fed by the store before it (store-to-load forwarding), with the
// write first and with the read first in the body; an index read from
// memory; a distance that changes from iteration to iteration. Each
// warning names the other access's position. Only the loop with two
// statements is advised to distribute, in a sentence of its own.
//
// RUN: %loopcc -O2 -c %s -o %t.o 2> %t.err
// RUN: FileCheck --implicit-check-not=warning: --implicit-check-not=note: \
// RUN:   --implicit-check-not=distribute %s < %t.err

void backward(int *a, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 2;
}
// CHECK: missed-vectorize-dependence-kinds.c:[[@LINE-3]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes. The other access is at {{.*}}missed-vectorize-dependence-kinds.c:[[@LINE-2]]:12 [-Wpass-failed]
// CHECK: note: 'vectorize width(4)' requested here

void forwarding_read_first(int *a, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 15; i < n; i++)
    a[i] = a[i - 2] + a[i - 15];
}
// CHECK: missed-vectorize-dependence-kinds.c:[[@LINE-3]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. An iteration reads what an earlier one wrote, at a distance where a vector load would overlap part of an earlier vector store, which the processor cannot forward to the load: it would wait for the store to reach memory. The other access is at {{.*}}missed-vectorize-dependence-kinds.c:[[@LINE-2]]:23 [-Wpass-failed]
// CHECK: note: 'vectorize width(4)' requested here

void forwarding_write_first(int *a, int *restrict b, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 3; i < n; i++) {
    a[i] = 10;
    b[i] = a[i - 3];
  }
}
// CHECK: missed-vectorize-dependence-kinds.c:[[@LINE-5]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. '#pragma loop transform distribute' below this directive can split the other statements off into loops of their own. An iteration writes what a later one reads, at a distance where a vector load would overlap part of an earlier vector store, which the processor cannot forward to the load: it would wait for the store to reach memory. The other access is at {{.*}}missed-vectorize-dependence-kinds.c:[[@LINE-4]]:5 [-Wpass-failed]
// CHECK: note: 'vectorize width(4)' requested here

void indirect(int *restrict a, const int *restrict idx, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[idx[i]] += 1;
}
// CHECK: missed-vectorize-dependence-kinds.c:[[@LINE-3]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. An access goes through an index read from memory (such as a[idx[i]]), which may hit the same element in two iterations. The other access is at {{.*}}missed-vectorize-dependence-kinds.c:[[@LINE-2]]:5 [-Wpass-failed]
// CHECK: note: 'vectorize width(4)' requested here

void changing_distance(int *a, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[2 * i] = a[i] + 1;
}
// CHECK: missed-vectorize-dependence-kinds.c:[[@LINE-3]]:3: warning: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. The distance between two accesses to the same memory is not a constant the vectorizer knows: it changes from iteration to iteration, depends on a run-time value, or comes from an index the vectorizer cannot follow. The other access is at {{.*}}missed-vectorize-dependence-kinds.c:[[@LINE-2]]:16 [-Wpass-failed]
// CHECK: note: 'vectorize width(4)' requested here
