// A fuse takes at most 64 loops, as a looprange may name: a block of 65
// loops is an error at the fuse, with exit status 1 and no object file,
// and one of 64 loops is fused and runs as clang-22 -O0's build does.
// Each loop is its own macro invocation (a loop's position is where its
// macro is used), which the binding counts as the loop it is.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -DEXTRA -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: not test -e %t/out.o
// CHECK: error-fuse-too-many-loops.c:27:24: error: 'fuse' takes at most 64 loops; the block has 65 (fuse a part of it with looprange(first, count))
// CHECK: exit=1
//
// RUN: %clang -O0 %s -o %t/ref && %t/ref > %t/ref.out
// RUN: %loopcc -O2 -floop-transform-report=%t/report.json %s -o %t/fused 2> %t/err
// RUN: count 0 < %t/err
// RUN: %t/fused > %t/fused.out && diff %t/ref.out %t/fused.out
// RUN: %python -c "import json; s = [st for u in json.load(open('%t/report.json'))['units'] for c in u['chains'] for st in c['steps']]; print(len(s), sorted(set(x['status'] for x in s)))" \
// RUN:   | FileCheck --check-prefix=FUSED %s
// FUSED: 64 ['applied']

#include <stdio.h>

#define LOOP(k) for (int i = 0; i < n; i++) a[i] = a[i] * 3u + k;

static unsigned a[100];

__attribute__((noinline)) void many(int n) {
#pragma loop transform fuse
  {
    LOOP(0) LOOP(1) LOOP(2) LOOP(3) LOOP(4) LOOP(5) LOOP(6) LOOP(7)
    LOOP(8) LOOP(9) LOOP(10) LOOP(11) LOOP(12) LOOP(13) LOOP(14) LOOP(15)
    LOOP(16) LOOP(17) LOOP(18) LOOP(19) LOOP(20) LOOP(21) LOOP(22) LOOP(23)
    LOOP(24) LOOP(25) LOOP(26) LOOP(27) LOOP(28) LOOP(29) LOOP(30) LOOP(31)
    LOOP(32) LOOP(33) LOOP(34) LOOP(35) LOOP(36) LOOP(37) LOOP(38) LOOP(39)
    LOOP(40) LOOP(41) LOOP(42) LOOP(43) LOOP(44) LOOP(45) LOOP(46) LOOP(47)
    LOOP(48) LOOP(49) LOOP(50) LOOP(51) LOOP(52) LOOP(53) LOOP(54) LOOP(55)
    LOOP(56) LOOP(57) LOOP(58) LOOP(59) LOOP(60) LOOP(61) LOOP(62) LOOP(63)
#ifdef EXTRA
    LOOP(64)
#endif
  }
}

int main(void) {
  many(100);
  unsigned long s = 0;
  for (int i = 0; i < 100; i++)
    s = s * 31 + a[i];
  printf("%lu\n", s);
  return 0;
}
