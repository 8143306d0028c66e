// Every transformation but vectorize alone, at -O0 without -g: the loop's
// llvm.loop node lists its start and end locations, mustprogress, exactly the
// attributes clang-22 writes for the equivalent pragma (interchange: the
// upstream-proposed llvm.loop.interchange.enable, no clang equivalent), then
// the loopcc.chain marker (step 0) and the loopcc.pragma marker (file, line,
// column of the transformation name); no disable_nonforced on that node and no
// follow-up anywhere. The inner loop of unroll_and_jam and of interchange is
// protected: its own ID gets llvm.loop.disable_nonforced (and nothing else),
// so that the vectorizer does not split it before the pending step runs.
// RUN: %loopcc -O0 -S -emit-llvm %s -o %t.ll
// RUN: FileCheck --check-prefix=INTERLEAVE_COUNT %s < %t.ll
// RUN: FileCheck --check-prefix=INTERLEAVE_PLAIN %s < %t.ll
// RUN: FileCheck --check-prefix=UNROLL_PLAIN %s < %t.ll
// RUN: FileCheck --check-prefix=UNROLL_COUNT %s < %t.ll
// RUN: FileCheck --check-prefix=UNROLL_FULL %s < %t.ll
// RUN: FileCheck --check-prefix=DISTRIBUTE %s < %t.ll
// RUN: FileCheck --check-prefix=UNROLL_AND_JAM_COUNT %s < %t.ll
// RUN: FileCheck --check-prefix=UNROLL_AND_JAM_PLAIN %s < %t.ll
// RUN: FileCheck --check-prefix=INTERCHANGE %s < %t.ll
// RUN: not grep followup %t.ll

void interleave_count(float *a, int n) {
#pragma loop transform interleave count(4)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// INTERLEAVE_COUNT: define {{.*}} @interleave_count(
// INTERLEAVE_COUNT: !llvm.loop [[LOOP:![0-9]+]]
// INTERLEAVE_COUNT-DAG: [[LOOP]] = distinct !{[[LOOP]], [[LOOP_S:![0-9]+]], [[LOOP_E:![0-9]+]], [[MP:![0-9]+]], [[LOOP_A0:![0-9]+]], [[LOOP_A1:![0-9]+]], [[LOOP_A2:![0-9]+]], [[LOOP_A3:![0-9]+]], [[LOOP_CHAIN:![0-9]+]], [[LOOP_PRAGMA:![0-9]+]]}
// INTERLEAVE_COUNT-DAG: [[LOOP_S]] = !DILocation(line: [[@LINE-7]], column: 3,
// INTERLEAVE_COUNT-DAG: [[LOOP_E]] = !DILocation(line: [[@LINE-6]], column: 3,
// INTERLEAVE_COUNT-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// INTERLEAVE_COUNT-DAG: [[LOOP_A0]] = !{!"llvm.loop.vectorize.width", i32 1}
// INTERLEAVE_COUNT-DAG: [[LOOP_A1]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// INTERLEAVE_COUNT-DAG: [[LOOP_A2]] = !{!"llvm.loop.interleave.count", i32 4}
// INTERLEAVE_COUNT-DAG: [[LOOP_A3]] = !{!"llvm.loop.vectorize.enable", i1 true}
// INTERLEAVE_COUNT-DAG: [[LOOP_CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// INTERLEAVE_COUNT-DAG: [[LOOP_PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-single.c", i32 [[@LINE-16]], i32 24}

void interleave_plain(float *a, int n) {
#pragma loop transform interleave
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// INTERLEAVE_PLAIN: define {{.*}} @interleave_plain(
// INTERLEAVE_PLAIN: !llvm.loop [[LOOP:![0-9]+]]
// INTERLEAVE_PLAIN-DAG: [[LOOP]] = distinct !{[[LOOP]], [[LOOP_S:![0-9]+]], [[LOOP_E:![0-9]+]], [[MP:![0-9]+]], [[LOOP_A0:![0-9]+]], [[LOOP_A1:![0-9]+]], [[LOOP_A2:![0-9]+]], [[LOOP_CHAIN:![0-9]+]], [[LOOP_PRAGMA:![0-9]+]]}
// INTERLEAVE_PLAIN-DAG: [[LOOP_S]] = !DILocation(line: [[@LINE-7]], column: 3,
// INTERLEAVE_PLAIN-DAG: [[LOOP_E]] = !DILocation(line: [[@LINE-6]], column: 3,
// INTERLEAVE_PLAIN-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// INTERLEAVE_PLAIN-DAG: [[LOOP_A0]] = !{!"llvm.loop.vectorize.width", i32 1}
// INTERLEAVE_PLAIN-DAG: [[LOOP_A1]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// INTERLEAVE_PLAIN-DAG: [[LOOP_A2]] = !{!"llvm.loop.vectorize.enable", i1 true}
// INTERLEAVE_PLAIN-DAG: [[LOOP_CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// INTERLEAVE_PLAIN-DAG: [[LOOP_PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-single.c", i32 [[@LINE-15]], i32 24}

void unroll_plain(float *a, int n) {
#pragma loop transform unroll
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// UNROLL_PLAIN: define {{.*}} @unroll_plain(
// UNROLL_PLAIN: !llvm.loop [[LOOP:![0-9]+]]
// UNROLL_PLAIN-DAG: [[LOOP]] = distinct !{[[LOOP]], [[LOOP_S:![0-9]+]], [[LOOP_E:![0-9]+]], [[MP:![0-9]+]], [[LOOP_A0:![0-9]+]], [[LOOP_CHAIN:![0-9]+]], [[LOOP_PRAGMA:![0-9]+]]}
// UNROLL_PLAIN-DAG: [[LOOP_S]] = !DILocation(line: [[@LINE-7]], column: 3,
// UNROLL_PLAIN-DAG: [[LOOP_E]] = !DILocation(line: [[@LINE-6]], column: 3,
// UNROLL_PLAIN-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// UNROLL_PLAIN-DAG: [[LOOP_A0]] = !{!"llvm.loop.unroll.enable"}
// UNROLL_PLAIN-DAG: [[LOOP_CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// UNROLL_PLAIN-DAG: [[LOOP_PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-single.c", i32 [[@LINE-13]], i32 24}

void unroll_count(float *a, int n) {
#pragma loop transform unroll count(8)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// UNROLL_COUNT: define {{.*}} @unroll_count(
// UNROLL_COUNT: !llvm.loop [[LOOP:![0-9]+]]
// UNROLL_COUNT-DAG: [[LOOP]] = distinct !{[[LOOP]], [[LOOP_S:![0-9]+]], [[LOOP_E:![0-9]+]], [[MP:![0-9]+]], [[LOOP_A0:![0-9]+]], [[LOOP_CHAIN:![0-9]+]], [[LOOP_PRAGMA:![0-9]+]]}
// UNROLL_COUNT-DAG: [[LOOP_S]] = !DILocation(line: [[@LINE-7]], column: 3,
// UNROLL_COUNT-DAG: [[LOOP_E]] = !DILocation(line: [[@LINE-6]], column: 3,
// UNROLL_COUNT-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// UNROLL_COUNT-DAG: [[LOOP_A0]] = !{!"llvm.loop.unroll.count", i32 8}
// UNROLL_COUNT-DAG: [[LOOP_CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// UNROLL_COUNT-DAG: [[LOOP_PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-single.c", i32 [[@LINE-13]], i32 24}

void unroll_full(float *a, int n) {
#pragma loop transform unroll full
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// UNROLL_FULL: define {{.*}} @unroll_full(
// UNROLL_FULL: !llvm.loop [[LOOP:![0-9]+]]
// UNROLL_FULL-DAG: [[LOOP]] = distinct !{[[LOOP]], [[LOOP_S:![0-9]+]], [[LOOP_E:![0-9]+]], [[MP:![0-9]+]], [[LOOP_A0:![0-9]+]], [[LOOP_CHAIN:![0-9]+]], [[LOOP_PRAGMA:![0-9]+]]}
// UNROLL_FULL-DAG: [[LOOP_S]] = !DILocation(line: [[@LINE-7]], column: 3,
// UNROLL_FULL-DAG: [[LOOP_E]] = !DILocation(line: [[@LINE-6]], column: 3,
// UNROLL_FULL-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// UNROLL_FULL-DAG: [[LOOP_A0]] = !{!"llvm.loop.unroll.full"}
// UNROLL_FULL-DAG: [[LOOP_CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// UNROLL_FULL-DAG: [[LOOP_PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-single.c", i32 [[@LINE-13]], i32 24}

void distribute(float *a, int n) {
#pragma loop transform distribute
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// DISTRIBUTE: define {{.*}} @distribute(
// DISTRIBUTE: !llvm.loop [[LOOP:![0-9]+]]
// DISTRIBUTE-DAG: [[LOOP]] = distinct !{[[LOOP]], [[LOOP_S:![0-9]+]], [[LOOP_E:![0-9]+]], [[MP:![0-9]+]], [[LOOP_A0:![0-9]+]], [[LOOP_CHAIN:![0-9]+]], [[LOOP_PRAGMA:![0-9]+]]}
// DISTRIBUTE-DAG: [[LOOP_S]] = !DILocation(line: [[@LINE-7]], column: 3,
// DISTRIBUTE-DAG: [[LOOP_E]] = !DILocation(line: [[@LINE-6]], column: 3,
// DISTRIBUTE-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// DISTRIBUTE-DAG: [[LOOP_A0]] = !{!"llvm.loop.distribute.enable", i1 true}
// DISTRIBUTE-DAG: [[LOOP_CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// DISTRIBUTE-DAG: [[LOOP_PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-single.c", i32 [[@LINE-13]], i32 24}

void unroll_and_jam_count(int n, float C[n][n]) {
#pragma loop transform unroll_and_jam count(4)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      C[i][j] += 1;
    }
  }
}
// UNROLL_AND_JAM_COUNT: define {{.*}} @unroll_and_jam_count(
// UNROLL_AND_JAM_COUNT: !llvm.loop [[INNER:![0-9]+]]
// UNROLL_AND_JAM_COUNT: !llvm.loop [[LOOP:![0-9]+]]
// UNROLL_AND_JAM_COUNT-DAG: [[INNER]] = distinct !{[[INNER]], [[INNER_S:![0-9]+]], [[INNER_E:![0-9]+]], [[MP:![0-9]+]], [[INNER_A0:![0-9]+]], [[INNER_PROT:![0-9]+]]}
// UNROLL_AND_JAM_COUNT-DAG: [[INNER_PROT]] = !{!"loopcc.protected"}
// UNROLL_AND_JAM_COUNT-DAG: [[INNER_S]] = !DILocation(line: [[@LINE-10]], column: 5,
// UNROLL_AND_JAM_COUNT-DAG: [[INNER_E]] = !DILocation(line: [[@LINE-9]], column: 5,
// UNROLL_AND_JAM_COUNT-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// UNROLL_AND_JAM_COUNT-DAG: [[INNER_A0]] = !{!"llvm.loop.disable_nonforced"}
// UNROLL_AND_JAM_COUNT-DAG: [[LOOP]] = distinct !{[[LOOP]], [[LOOP_S:![0-9]+]], [[LOOP_E:![0-9]+]], [[MP]], [[LOOP_A0:![0-9]+]], [[LOOP_CHAIN:![0-9]+]], [[LOOP_PRAGMA:![0-9]+]]}
// UNROLL_AND_JAM_COUNT-DAG: [[LOOP_S]] = !DILocation(line: [[@LINE-16]], column: 3,
// UNROLL_AND_JAM_COUNT-DAG: [[LOOP_E]] = !DILocation(line: [[@LINE-13]], column: 3,
// UNROLL_AND_JAM_COUNT-DAG: [[LOOP_A0]] = !{!"llvm.loop.unroll_and_jam.count", i32 4}
// UNROLL_AND_JAM_COUNT-DAG: [[LOOP_CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// UNROLL_AND_JAM_COUNT-DAG: [[LOOP_PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-single.c", i32 [[@LINE-21]], i32 24}

void unroll_and_jam_plain(int n, float C[n][n]) {
#pragma loop transform unroll_and_jam
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      C[i][j] += 1;
    }
  }
}
// UNROLL_AND_JAM_PLAIN: define {{.*}} @unroll_and_jam_plain(
// UNROLL_AND_JAM_PLAIN: !llvm.loop [[INNER:![0-9]+]]
// UNROLL_AND_JAM_PLAIN: !llvm.loop [[LOOP:![0-9]+]]
// UNROLL_AND_JAM_PLAIN-DAG: [[INNER]] = distinct !{[[INNER]], [[INNER_S:![0-9]+]], [[INNER_E:![0-9]+]], [[MP:![0-9]+]], [[INNER_A0:![0-9]+]], [[INNER_PROT:![0-9]+]]}
// UNROLL_AND_JAM_PLAIN-DAG: [[INNER_PROT]] = !{!"loopcc.protected"}
// UNROLL_AND_JAM_PLAIN-DAG: [[INNER_S]] = !DILocation(line: [[@LINE-10]], column: 5,
// UNROLL_AND_JAM_PLAIN-DAG: [[INNER_E]] = !DILocation(line: [[@LINE-9]], column: 5,
// UNROLL_AND_JAM_PLAIN-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// UNROLL_AND_JAM_PLAIN-DAG: [[INNER_A0]] = !{!"llvm.loop.disable_nonforced"}
// UNROLL_AND_JAM_PLAIN-DAG: [[LOOP]] = distinct !{[[LOOP]], [[LOOP_S:![0-9]+]], [[LOOP_E:![0-9]+]], [[MP]], [[LOOP_A0:![0-9]+]], [[LOOP_CHAIN:![0-9]+]], [[LOOP_PRAGMA:![0-9]+]]}
// UNROLL_AND_JAM_PLAIN-DAG: [[LOOP_S]] = !DILocation(line: [[@LINE-16]], column: 3,
// UNROLL_AND_JAM_PLAIN-DAG: [[LOOP_E]] = !DILocation(line: [[@LINE-13]], column: 3,
// UNROLL_AND_JAM_PLAIN-DAG: [[LOOP_A0]] = !{!"llvm.loop.unroll_and_jam.enable"}
// UNROLL_AND_JAM_PLAIN-DAG: [[LOOP_CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// UNROLL_AND_JAM_PLAIN-DAG: [[LOOP_PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-single.c", i32 [[@LINE-21]], i32 24}

void interchange(int n, float C[n][n]) {
#pragma loop transform interchange
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      C[i][j] += 1;
    }
  }
}
// INTERCHANGE: define {{.*}} @interchange(
// INTERCHANGE: !llvm.loop [[INNER:![0-9]+]]
// INTERCHANGE: !llvm.loop [[LOOP:![0-9]+]]
// INTERCHANGE-DAG: [[INNER]] = distinct !{[[INNER]], [[INNER_S:![0-9]+]], [[INNER_E:![0-9]+]], [[MP:![0-9]+]], [[INNER_A0:![0-9]+]], [[INNER_PROT:![0-9]+]]}
// INTERCHANGE-DAG: [[INNER_PROT]] = !{!"loopcc.protected"}
// INTERCHANGE-DAG: [[INNER_S]] = !DILocation(line: [[@LINE-10]], column: 5,
// INTERCHANGE-DAG: [[INNER_E]] = !DILocation(line: [[@LINE-9]], column: 5,
// INTERCHANGE-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// INTERCHANGE-DAG: [[INNER_A0]] = !{!"llvm.loop.disable_nonforced"}
// INTERCHANGE-DAG: [[LOOP]] = distinct !{[[LOOP]], [[LOOP_S:![0-9]+]], [[LOOP_E:![0-9]+]], [[MP]], [[LOOP_A0:![0-9]+]], [[LOOP_CHAIN:![0-9]+]], [[LOOP_PRAGMA:![0-9]+]]}
// INTERCHANGE-DAG: [[LOOP_S]] = !DILocation(line: [[@LINE-16]], column: 3,
// INTERCHANGE-DAG: [[LOOP_E]] = !DILocation(line: [[@LINE-13]], column: 3,
// INTERCHANGE-DAG: [[LOOP_A0]] = !{!"llvm.loop.interchange.enable", i1 true}
// INTERCHANGE-DAG: [[LOOP_CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// INTERCHANGE-DAG: [[LOOP_PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-single.c", i32 [[@LINE-21]], i32 24}
