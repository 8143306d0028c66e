// A `reverse` on a loop of a region whose iteration domain Polly proved
// empty (the second loop below, once LICM carries `*g_348 ^= ...` in a
// register: Polly's model of that register recurrence left the loop no
// iteration) reached Polly's legality check with an empty schedule, and
// isl's C++ bindings stopped the compiler ("IMPLEMENTATION ERROR:
// Unhandled error state"). Found by the --wrap differential run (seed
// 280139), reduced with creduce; csmith's program, hence csmith.h. The
// engine now puts such a register reduction back in memory
// (passes/locality/ReductionSlots.h): the model has the loop's two
// iterations, the xor is a reduction, and the reverse applies. The guard
// for an empty domain ("the loop never runs") stays in the engine.
//
// RUN: %loopcc -O2 -w -I/usr/include/csmith -c %s -o %t.o -floop-transform-report=%t.json
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// CHECK: step 0 reverse @{{[0-9]+}}:24 applied
// CHECK: step 0 reverse @{{[0-9]+}}:24 applied

#include "csmith.h"
;
struct S1 {
  unsigned f0 };
int32_t g_4 ;
int8_t g_111 ;
int32_t *g_348 ;
uint32_t g_754 ;
uint32_t g_757 ;
int32_t *func_28() {
  int i;
;
  {
    uint32_t *l_753 ;
    int32_t l_755 = 0L;
    uint32_t *l_756 = &g_757;
    if ((((*l_756) ))) {
      struct S1 l_778;
      int32_t l_827[2];
#pragma loop transform reverse
      for (i = 0; i < 2; i++)
        l_827[i] = 0x167A8A2DL;
      for (0;; 1) {
        ;
        if (((*g_348) = (!l_755))) {
          l_753;
#pragma loop transform reverse
          for (g_111 = 2; (g_111 ); g_111 -= 1)
            (*g_348) ^= (0xD0AB8954L );
          (((func_28(
                   (((
                        ((safe_mul_func_uint8_t_u_u(0, l_827[0]))))) )))))
            ;
        }
        ;
      }
    }
  }
;
  {
    ;
  }
}
