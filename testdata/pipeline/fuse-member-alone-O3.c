// A fuse whose loop Polly models alone (here the second member's illegal
// reverse left it outside the sequence at -O3): the fuse is refused with a
// warning; the engine asked isl for the parent of a node that had none and
// the compiler aborted (found by gen_reliability.py, seed 950293).
// RUN: %loopcc -O3 -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: loop not fused: 'fuse' cannot fuse the loops
// Crash at -O3 only (-O1, -O2 compile): the second loop of a fuse carries a
// 'reverse' that a dependence forbids (D[j + 1] is read before iteration
// j + 1 writes it). isl aborts: "isl_schedule_node.c:1140: node has no
// parent", from isl_schedule_node_parent called by loopcc::sequenceLoops <-
// loopcc::fuseReady <- Engine::findPending <- Engine::transformScop, in the
// run of loopcc-transform-scheduler inside the CGSCC pipeline (after
// inlining). With D[j] = D[j] * 7u (a legal reverse) it compiles.
//   /tmp/lc/loopcc -O3 -c fuse-reverse-member-O3-crash.c -o /dev/null
unsigned A[64], D[64];
void f(void) {
#pragma loop transform fuse
  {
    for (int i = 0; i < 36; i++)
      A[i] = 1u;
#pragma loop transform reverse
    for (int j = 0; j < 22; j++)
      D[j] = D[j + 1] * 7u;
  }
}
