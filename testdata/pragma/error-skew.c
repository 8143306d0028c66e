// skew's own errors, each at the offending token, exit status 1 and no
// object: a negative factor, factors that are all 0 (nothing would move),
// a factor beyond loopcc's limit, more factors than a nest of four loops
// has inner loops, a clause skew does not take, and a role of a loop the
// skew does not make (a skew of two loops makes level(1) and level(2)).
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: not test -e %t/out.o
void f(double (*a)[64]) {
#pragma loop transform skew factors(1, -1)
  for (int t = 0; t < 64; t++) for (int i = 0; i < 64; i++) a[t][i] = 0;
#pragma loop transform skew factors(0, 0)
  for (int t = 0; t < 64; t++) for (int i = 0; i < 64; i++) a[t][i] = 0;
#pragma loop transform skew factors(1025)
  for (int t = 0; t < 64; t++) for (int i = 0; i < 64; i++) a[t][i] = 0;
#pragma loop transform skew factors(1, 1, 1, 1)
  for (int t = 0; t < 64; t++) for (int i = 0; i < 64; i++) a[t][i] = 0;
#pragma loop transform skew sizes(2)
  for (int t = 0; t < 64; t++) for (int i = 0; i < 64; i++) a[t][i] = 0;
#pragma loop transform reverse on(level(3))
#pragma loop transform skew factors(1)
  for (int t = 0; t < 64; t++) for (int i = 0; i < 64; i++) a[t][i] = 0;
}
// CHECK: error-skew.c:10:40: error: argument of 'factors' must be 0 or more, not -1
// CHECK: error-skew.c:12:37: error: 'factors(0, 0)' shifts no loop: every factor is 0; give the loop to skew a factor of at least 1
// CHECK: error-skew.c:14:37: error: argument of 'factors' is too large: 1025 exceeds 1024, the largest skew factor loopcc accepts (a factor as large as a loop's trip count already shears the nest past any tile)
// CHECK: error-skew.c:16:46: error: 'factors' lists 4 factors, one for each loop of the nest but the outermost; loopcc skews nests of at most 4 loops (3 factors)
// CHECK: error-skew.c:18:29: error: unknown clause 'sizes' for 'skew'; 'skew' accepts factors(F2, ..., Fd), on(role) and ids(NAME, ...)
// CHECK: error-skew.c:20:32: error: 'on(level(3))' names no loop produced by 'skew': 'skew factors(1)' transforms 2 loops, so its roles are level(1) or level(2)
// CHECK: error-skew.c:21:24: note: 'skew factors(1)' requested here
// CHECK: exit=1
