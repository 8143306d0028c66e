// Each `vectorize` clause combination alone, at -O0 without -g: the loop's
// llvm.loop node lists its start and end locations, mustprogress, exactly
// the attributes clang-22 writes for the equivalent `#pragma clang loop`, in
// its order, then the loopcc.chain marker (step 0) and the loopcc.pragma
// marker (file, line and column of `vectorize`); no disable_nonforced and no
// follow-up, since a lone directive is lowered as clang lowers it.
// RUN: %loopcc -O0 -S -emit-llvm %s -o %t.ll
// RUN: FileCheck --check-prefix=V %s < %t.ll
// RUN: FileCheck --check-prefix=V_P %s < %t.ll
// RUN: FileCheck --check-prefix=V_I2 %s < %t.ll
// RUN: FileCheck --check-prefix=V_I2_P %s < %t.ll
// RUN: FileCheck --check-prefix=V_W4 %s < %t.ll
// RUN: FileCheck --check-prefix=V_W4_P %s < %t.ll
// RUN: FileCheck --check-prefix=V_W4_I2 %s < %t.ll
// RUN: FileCheck --check-prefix=V_W4_I2_P %s < %t.ll
// RUN: FileCheck --check-prefix=V_WS %s < %t.ll
// RUN: FileCheck --check-prefix=V_WS_P %s < %t.ll
// RUN: FileCheck --check-prefix=V_WS_I2 %s < %t.ll
// RUN: FileCheck --check-prefix=V_WS_I2_P %s < %t.ll
// RUN: FileCheck --check-prefix=V_W8S %s < %t.ll
// RUN: FileCheck --check-prefix=V_W8S_P %s < %t.ll
// RUN: FileCheck --check-prefix=V_W8S_I2 %s < %t.ll
// RUN: FileCheck --check-prefix=V_W8S_I2_P %s < %t.ll
// RUN: not grep -e disable_nonforced -e followup %t.ll
// Distinct chains: one id per loop.
// RUN: grep -o '"loopcc.chain", i32 [0-9]*' %t.ll | sort | uniq -d | count 0
// RUN: grep '"loopcc.chain", i32 [0-9]*, i32 0}' %t.ll | count 16

void v(float *a, int n) {
#pragma loop transform vectorize
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V: define {{.*}} @v(
// V: !llvm.loop [[LOOP:![0-9]+]]
// V-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V-DAG: [[A0]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-13]], i32 24}

void v_p(float *a, int n) {
#pragma loop transform vectorize predicate
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_P: define {{.*}} @v_p(
// V_P: !llvm.loop [[LOOP:![0-9]+]]
// V_P-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_P-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_P-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_P-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_P-DAG: [[A0]] = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// V_P-DAG: [[A1]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_P-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_P-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-14]], i32 24}

void v_i2(float *a, int n) {
#pragma loop transform vectorize interleave(2)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_I2: define {{.*}} @v_i2(
// V_I2: !llvm.loop [[LOOP:![0-9]+]]
// V_I2-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_I2-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_I2-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_I2-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_I2-DAG: [[A0]] = !{!"llvm.loop.interleave.count", i32 2}
// V_I2-DAG: [[A1]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_I2-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_I2-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-14]], i32 24}

void v_i2_p(float *a, int n) {
#pragma loop transform vectorize interleave(2) predicate
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_I2_P: define {{.*}} @v_i2_p(
// V_I2_P: !llvm.loop [[LOOP:![0-9]+]]
// V_I2_P-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_I2_P-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_I2_P-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_I2_P-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_I2_P-DAG: [[A0]] = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// V_I2_P-DAG: [[A1]] = !{!"llvm.loop.interleave.count", i32 2}
// V_I2_P-DAG: [[A2]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_I2_P-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_I2_P-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-15]], i32 24}

void v_w4(float *a, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_W4: define {{.*}} @v_w4(
// V_W4: !llvm.loop [[LOOP:![0-9]+]]
// V_W4-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_W4-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_W4-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_W4-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_W4-DAG: [[A0]] = !{!"llvm.loop.vectorize.width", i32 4}
// V_W4-DAG: [[A1]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// V_W4-DAG: [[A2]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_W4-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_W4-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-15]], i32 24}

void v_w4_p(float *a, int n) {
#pragma loop transform vectorize width(4) predicate
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_W4_P: define {{.*}} @v_w4_p(
// V_W4_P: !llvm.loop [[LOOP:![0-9]+]]
// V_W4_P-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[A3:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_W4_P-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_W4_P-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_W4_P-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_W4_P-DAG: [[A0]] = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// V_W4_P-DAG: [[A1]] = !{!"llvm.loop.vectorize.width", i32 4}
// V_W4_P-DAG: [[A2]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// V_W4_P-DAG: [[A3]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_W4_P-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_W4_P-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-16]], i32 24}

void v_w4_i2(float *a, int n) {
#pragma loop transform vectorize width(4) interleave(2)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_W4_I2: define {{.*}} @v_w4_i2(
// V_W4_I2: !llvm.loop [[LOOP:![0-9]+]]
// V_W4_I2-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[A3:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_W4_I2-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_W4_I2-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_W4_I2-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_W4_I2-DAG: [[A0]] = !{!"llvm.loop.vectorize.width", i32 4}
// V_W4_I2-DAG: [[A1]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// V_W4_I2-DAG: [[A2]] = !{!"llvm.loop.interleave.count", i32 2}
// V_W4_I2-DAG: [[A3]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_W4_I2-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_W4_I2-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-16]], i32 24}

void v_w4_i2_p(float *a, int n) {
#pragma loop transform vectorize width(4) interleave(2) predicate
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_W4_I2_P: define {{.*}} @v_w4_i2_p(
// V_W4_I2_P: !llvm.loop [[LOOP:![0-9]+]]
// V_W4_I2_P-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[A3:![0-9]+]], [[A4:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_W4_I2_P-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_W4_I2_P-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_W4_I2_P-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_W4_I2_P-DAG: [[A0]] = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// V_W4_I2_P-DAG: [[A1]] = !{!"llvm.loop.vectorize.width", i32 4}
// V_W4_I2_P-DAG: [[A2]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// V_W4_I2_P-DAG: [[A3]] = !{!"llvm.loop.interleave.count", i32 2}
// V_W4_I2_P-DAG: [[A4]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_W4_I2_P-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_W4_I2_P-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-17]], i32 24}

void v_ws(float *a, int n) {
#pragma loop transform vectorize width(scalable)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_WS: define {{.*}} @v_ws(
// V_WS: !llvm.loop [[LOOP:![0-9]+]]
// V_WS-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_WS-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_WS-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_WS-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_WS-DAG: [[A0]] = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
// V_WS-DAG: [[A1]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_WS-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_WS-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-14]], i32 24}

void v_ws_p(float *a, int n) {
#pragma loop transform vectorize width(scalable) predicate
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_WS_P: define {{.*}} @v_ws_p(
// V_WS_P: !llvm.loop [[LOOP:![0-9]+]]
// V_WS_P-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_WS_P-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_WS_P-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_WS_P-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_WS_P-DAG: [[A0]] = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// V_WS_P-DAG: [[A1]] = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
// V_WS_P-DAG: [[A2]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_WS_P-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_WS_P-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-15]], i32 24}

void v_ws_i2(float *a, int n) {
#pragma loop transform vectorize width(scalable) interleave(2)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_WS_I2: define {{.*}} @v_ws_i2(
// V_WS_I2: !llvm.loop [[LOOP:![0-9]+]]
// V_WS_I2-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_WS_I2-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_WS_I2-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_WS_I2-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_WS_I2-DAG: [[A0]] = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
// V_WS_I2-DAG: [[A1]] = !{!"llvm.loop.interleave.count", i32 2}
// V_WS_I2-DAG: [[A2]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_WS_I2-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_WS_I2-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-15]], i32 24}

void v_ws_i2_p(float *a, int n) {
#pragma loop transform vectorize width(scalable) interleave(2) predicate
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_WS_I2_P: define {{.*}} @v_ws_i2_p(
// V_WS_I2_P: !llvm.loop [[LOOP:![0-9]+]]
// V_WS_I2_P-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[A3:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_WS_I2_P-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_WS_I2_P-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_WS_I2_P-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_WS_I2_P-DAG: [[A0]] = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// V_WS_I2_P-DAG: [[A1]] = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
// V_WS_I2_P-DAG: [[A2]] = !{!"llvm.loop.interleave.count", i32 2}
// V_WS_I2_P-DAG: [[A3]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_WS_I2_P-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_WS_I2_P-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-16]], i32 24}

void v_w8s(float *a, int n) {
#pragma loop transform vectorize width(8, scalable)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_W8S: define {{.*}} @v_w8s(
// V_W8S: !llvm.loop [[LOOP:![0-9]+]]
// V_W8S-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_W8S-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_W8S-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_W8S-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_W8S-DAG: [[A0]] = !{!"llvm.loop.vectorize.width", i32 8}
// V_W8S-DAG: [[A1]] = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
// V_W8S-DAG: [[A2]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_W8S-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_W8S-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-15]], i32 24}

void v_w8s_p(float *a, int n) {
#pragma loop transform vectorize width(8, scalable) predicate
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_W8S_P: define {{.*}} @v_w8s_p(
// V_W8S_P: !llvm.loop [[LOOP:![0-9]+]]
// V_W8S_P-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[A3:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_W8S_P-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_W8S_P-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_W8S_P-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_W8S_P-DAG: [[A0]] = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// V_W8S_P-DAG: [[A1]] = !{!"llvm.loop.vectorize.width", i32 8}
// V_W8S_P-DAG: [[A2]] = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
// V_W8S_P-DAG: [[A3]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_W8S_P-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_W8S_P-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-16]], i32 24}

void v_w8s_i2(float *a, int n) {
#pragma loop transform vectorize width(8, scalable) interleave(2)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_W8S_I2: define {{.*}} @v_w8s_i2(
// V_W8S_I2: !llvm.loop [[LOOP:![0-9]+]]
// V_W8S_I2-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[A3:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_W8S_I2-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_W8S_I2-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_W8S_I2-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_W8S_I2-DAG: [[A0]] = !{!"llvm.loop.vectorize.width", i32 8}
// V_W8S_I2-DAG: [[A1]] = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
// V_W8S_I2-DAG: [[A2]] = !{!"llvm.loop.interleave.count", i32 2}
// V_W8S_I2-DAG: [[A3]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_W8S_I2-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_W8S_I2-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-16]], i32 24}

void v_w8s_i2_p(float *a, int n) {
#pragma loop transform vectorize width(8, scalable) interleave(2) predicate
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// V_W8S_I2_P: define {{.*}} @v_w8s_i2_p(
// V_W8S_I2_P: !llvm.loop [[LOOP:![0-9]+]]
// V_W8S_I2_P-DAG: [[LOOP]] = distinct !{[[LOOP]], [[START:![0-9]+]], [[END:![0-9]+]], [[MP:![0-9]+]], [[A0:![0-9]+]], [[A1:![0-9]+]], [[A2:![0-9]+]], [[A3:![0-9]+]], [[A4:![0-9]+]], [[CHAIN:![0-9]+]], [[PRAGMA:![0-9]+]]}
// V_W8S_I2_P-DAG: [[START]] = !DILocation(line: [[@LINE-7]], column: 3,
// V_W8S_I2_P-DAG: [[END]] = !DILocation(line: [[@LINE-6]], column: 3,
// V_W8S_I2_P-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// V_W8S_I2_P-DAG: [[A0]] = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// V_W8S_I2_P-DAG: [[A1]] = !{!"llvm.loop.vectorize.width", i32 8}
// V_W8S_I2_P-DAG: [[A2]] = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
// V_W8S_I2_P-DAG: [[A3]] = !{!"llvm.loop.interleave.count", i32 2}
// V_W8S_I2_P-DAG: [[A4]] = !{!"llvm.loop.vectorize.enable", i1 true}
// V_W8S_I2_P-DAG: [[CHAIN]] = !{!"loopcc.chain", i32 {{[0-9]+}}, i32 0}
// V_W8S_I2_P-DAG: [[PRAGMA]] = !{!"loopcc.pragma", !"{{.*}}lower-vectorize.c", i32 [[@LINE-17]], i32 24}
