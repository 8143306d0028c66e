// Directives and loops written through macros, at -O0 with and without -g
// (the loop locations and loopcc.pragma positions are the same either way):
// a `_Pragma` that a macro writes together with its loop (the directive and
// the loop are both at the macro's use); a loop inside a macro expansion with
// the directive outside (the loop's start and end are the macro's use); clause
// arguments that are macros; two nested loops, each with its own chain (two
// chain ids).
// RUN: %loopcc -O0 -S -emit-llvm %s -o %t.ll
// RUN: %loopcc -O0 -g -S -emit-llvm %s -o %t.g.ll
// RUN: FileCheck --check-prefix=PRAGMA_MACRO %s < %t.ll
// RUN: FileCheck --check-prefix=PRAGMA_MACRO %s < %t.g.ll
// RUN: FileCheck --check-prefix=LOOP_MACRO %s < %t.ll
// RUN: FileCheck --check-prefix=LOOP_MACRO %s < %t.g.ll
// RUN: FileCheck --check-prefix=ARG_MACRO %s < %t.ll
// RUN: FileCheck --check-prefix=ARG_MACRO %s < %t.g.ll
// RUN: FileCheck --check-prefix=NESTED %s < %t.ll
// RUN: FileCheck --check-prefix=NESTED %s < %t.g.ll
// RUN: FileCheck --check-prefix=NODEBUG %s < %t.ll
// RUN: FileCheck --check-prefix=DEBUG %s < %t.g.ll
// NODEBUG: !DICompileUnit({{.*}}emissionKind: NoDebug
// DEBUG: !DICompileUnit({{.*}}emissionKind: FullDebug
// Five chains, five ids.
// RUN: grep -o '"loopcc.chain", i32 [0-9]*, i32 0}' %t.ll | sort -u | count 5

#define N 4
#define WIDTH (8u)
#define VECTORIZED_LOOP(a, n) \
  _Pragma("loop transform vectorize width(N)") \
  for (int i = 0; i < (n); i++) \
    (a)[i] += 1;
#define PLAIN_LOOP(a, n) for (int i = 0; i < (n); i++) (a)[i] += 1;

void pragma_macro(float *a, int n) {
  VECTORIZED_LOOP(a, n)
}
// PRAGMA_MACRO: define {{.*}} @pragma_macro(
// PRAGMA_MACRO: !llvm.loop [[PM:![0-9]+]]
// PRAGMA_MACRO-DAG: [[PM]] = distinct !{[[PM]], [[PM_S:![0-9]+]], [[PM_S]], [[MP:![0-9]+]], [[PM_W:![0-9]+]], [[PM_SF:![0-9]+]], [[PM_VE:![0-9]+]], [[PM_C:![0-9]+]], [[PM_P:![0-9]+]]}
// PRAGMA_MACRO-DAG: [[PM_S]] = !DILocation(line: [[@LINE-5]], column: 3,
// PRAGMA_MACRO-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// PRAGMA_MACRO-DAG: [[PM_W]] = !{!"llvm.loop.vectorize.width", i32 4}
// PRAGMA_MACRO-DAG: [[PM_SF]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// PRAGMA_MACRO-DAG: [[PM_VE]] = !{!"llvm.loop.vectorize.enable", i1 true}
// PRAGMA_MACRO-DAG: [[PM_C]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// PRAGMA_MACRO-DAG: [[PM_P]] = !{!"loopcc.pragma", !"{{.*}}lower-macros.c", i32 [[@LINE-11]], i32 3}

void loop_macro(float *a, int n) {
#pragma loop transform unroll count(2)
  PLAIN_LOOP(a, n)
}
// LOOP_MACRO: define {{.*}} @loop_macro(
// LOOP_MACRO: !llvm.loop [[LM:![0-9]+]]
// LOOP_MACRO-DAG: [[LM]] = distinct !{[[LM]], [[LM_S:![0-9]+]], [[LM_S]], [[MP:![0-9]+]], [[LM_U:![0-9]+]], [[LM_C:![0-9]+]], [[LM_P:![0-9]+]]}
// LOOP_MACRO-DAG: [[LM_S]] = !DILocation(line: [[@LINE-5]], column: 3,
// LOOP_MACRO-DAG: [[LM_U]] = !{!"llvm.loop.unroll.count", i32 2}
// LOOP_MACRO-DAG: [[LM_C]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// LOOP_MACRO-DAG: [[LM_P]] = !{!"loopcc.pragma", !"{{.*}}lower-macros.c", i32 [[@LINE-9]], i32 24}

void arg_macro(float *a, int n) {
#pragma loop transform vectorize width(WIDTH, scalable) interleave(N)
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// ARG_MACRO: define {{.*}} @arg_macro(
// ARG_MACRO: !llvm.loop [[AM:![0-9]+]]
// ARG_MACRO-DAG: [[AM]] = distinct !{[[AM]], [[AM_S:![0-9]+]], [[AM_E:![0-9]+]], [[MP:![0-9]+]], [[AM_W:![0-9]+]], [[AM_ST:![0-9]+]], [[AM_I:![0-9]+]], [[AM_VE:![0-9]+]], [[AM_C:![0-9]+]], [[AM_P:![0-9]+]]}
// ARG_MACRO-DAG: [[AM_S]] = !DILocation(line: [[@LINE-6]], column: 3,
// ARG_MACRO-DAG: [[AM_W]] = !{!"llvm.loop.vectorize.width", i32 8}
// ARG_MACRO-DAG: [[AM_ST]] = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
// ARG_MACRO-DAG: [[AM_I]] = !{!"llvm.loop.interleave.count", i32 4}
// ARG_MACRO-DAG: [[AM_VE]] = !{!"llvm.loop.vectorize.enable", i1 true}
// ARG_MACRO-DAG: [[AM_C]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// ARG_MACRO-DAG: [[AM_P]] = !{!"loopcc.pragma", !"{{.*}}lower-macros.c", i32 [[@LINE-13]], i32 24}

void nested(int n, float C[n][n]) {
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) {
#pragma loop transform unroll count(4)
    for (int j = 0; j < n; j++) {
      C[i][j] += 1;
    }
  }
}
// NESTED: define {{.*}} @nested(
// NESTED: !llvm.loop [[IN:![0-9]+]]
// NESTED: !llvm.loop [[OUT:![0-9]+]]
// NESTED-DAG: [[IN]] = distinct !{[[IN]], [[IN_S:![0-9]+]], [[IN_E:![0-9]+]], [[MP:![0-9]+]], [[IN_U:![0-9]+]], [[IN_C:![0-9]+]], [[IN_P:![0-9]+]]}
// NESTED-DAG: [[IN_S]] = !DILocation(line: [[@LINE-9]], column: 5,
// NESTED-DAG: [[IN_U]] = !{!"llvm.loop.unroll.count", i32 4}
// NESTED-DAG: [[IN_C]] = !{!"loopcc.chain", i32 [[#IN_ID:]], i32 0}
// NESTED-DAG: [[IN_P]] = !{!"loopcc.pragma", !"{{.*}}lower-macros.c", i32 [[@LINE-13]], i32 24}
// NESTED-DAG: [[OUT]] = distinct !{[[OUT]], [[OUT_S:![0-9]+]], [[OUT_E:![0-9]+]], [[MP]], [[OUT_U:![0-9]+]], [[OUT_C:![0-9]+]], [[OUT_P:![0-9]+]]}
// NESTED-DAG: [[OUT_S]] = !DILocation(line: [[@LINE-16]], column: 3,
// NESTED-DAG: [[OUT_U]] = !{!"llvm.loop.unroll.count", i32 2}
// The chains are numbered in source order: the outer one first.
// NESTED-DAG: [[OUT_C]] = !{!"loopcc.chain", i32 [[#IN_ID - 1]], i32 0}
// NESTED-DAG: [[OUT_P]] = !{!"loopcc.pragma", !"{{.*}}lower-macros.c", i32 [[@LINE-21]], i32 24}
