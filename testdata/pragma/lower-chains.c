// Chains lowered at -O0 (with and without -g), in orders LLVM's pipeline would not
// choose: the first step's attributes sit on the loop's node, each later step
// in the previous step's llvm.loop.<kind>.followup_<role> node (which also
// repeats the loop's locations and mustprogress, except distribute's, whose
// loops keep the original ones); llvm.loop.disable_nonforced sits exactly on
// the nodes whose pending step is not vectorize/interleave; every node carries
// the chain marker with the index of its pending step (the chain's length on
// loops no step is pending for) and, while a step is pending, the loopcc.pragma
// position of that step's name, and every follow-up a loopcc.role marker
// (the step that makes the loop, and its role); a step leaves "done" flags on the loops it
// produces: isvectorized i32 1 + unroll.runtime.disable (vectorize),
// unroll.disable (unroll, unroll_and_jam's outer loops; an unroll remainder
// also vectorize.enable false) or distribute.enable false. The done flags
// are inherited down the chain: a loop no later step applies to lists its
// ancestors' flags first, then its own step's (duplicates removed); a node
// whose step is still pending keeps only isvectorized i32 1 of them (right
// after the step's attributes), since the other flags would stop that step.
// The inner loop of unroll_and_jam and interchange is protected
// (disable_nonforced and loopcc.protected on its own ID).
// With -g the IR is the same as far as the loops go: same locations, same
// nodes.
// RUN: %loopcc -O0 -S -emit-llvm %s -o %t.ll
// RUN: %loopcc -O0 -g -S -emit-llvm %s -o %t.g.ll
// RUN: FileCheck --check-prefix=UV %s < %t.ll
// RUN: FileCheck --check-prefix=UV %s < %t.g.ll
// RUN: FileCheck --check-prefix=GEMM %s < %t.ll
// RUN: FileCheck --check-prefix=GEMM %s < %t.g.ll
// RUN: FileCheck --check-prefix=UDIST %s < %t.ll
// RUN: FileCheck --check-prefix=UDIST %s < %t.g.ll
// RUN: FileCheck --check-prefix=IU %s < %t.ll
// RUN: FileCheck --check-prefix=IU %s < %t.g.ll
// RUN: FileCheck --check-prefix=UVU %s < %t.ll
// RUN: FileCheck --check-prefix=UVU %s < %t.g.ll
// RUN: FileCheck --check-prefix=IUV %s < %t.ll
// RUN: FileCheck --check-prefix=IUV %s < %t.g.ll
// RUN: %python %S/Inputs/loop-attrs.py --chain --tree %t.ll > %t.attrs
// RUN: %python %S/Inputs/loop-attrs.py --chain --tree %t.g.ll > %t.g.attrs
// RUN: diff %t.attrs %t.g.attrs
// Six chains, six ids.
// RUN: grep -o '"loopcc.chain", i32 [0-9]*, i32 0}' %t.ll | sort -u | count 6
// At -O1 clang writes its own llvm.loop.unroll.disable on every loop (not at
// -O0 or -O2): the lowering drops it from the nodes whose step is unroll or
// unroll_and_jam, keeps it after the step's attributes on the other nodes
// whose step is pending, and adds it to the loops no step is pending for.
// The chains are attached inside the pass pipeline (not with
// -disable-llvm-passes), so the lowering is printed after that pass.
// RUN: %loopcc -O1 -S %s -o /dev/null -mllvm -print-after=loopcc-attach-chains 2> %t.o1.ll
// RUN: %python %S/Inputs/loop-attrs.py --chain --tree %t.o1.ll > %t.o1.attrs
// RUN: FileCheck --check-prefix=O1 --match-full-lines --strict-whitespace %s < %t.o1.attrs

// unroll, then vectorize the unrolled loop.
void unroll_then_vectorize(float *a, int n) {
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// UV: define {{.*}} @unroll_then_vectorize(
// UV: !llvm.loop [[LOOP:![0-9]+]]
// UV-DAG: [[LOOP]] = distinct !{[[LOOP]], [[S:![0-9]+]], [[E:![0-9]+]], [[MP:![0-9]+]], [[UC2:![0-9]+]], [[DNF:![0-9]+]], [[FUU:![0-9]+]], [[FUR:![0-9]+]], [[C0:![0-9]+]], [[P0:![0-9]+]]}
// UV-DAG: [[S]] = !DILocation(line: [[@LINE-7]], column: 3,
// UV-DAG: [[E]] = !DILocation(line: [[@LINE-6]], column: 3,
// UV-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// UV-DAG: [[UC2]] = !{!"llvm.loop.unroll.count", i32 2}
// UV-DAG: [[DNF]] = !{!"llvm.loop.disable_nonforced"}
// Pending vectorize: no disable_nonforced.
// UV-DAG: !{!"loopcc.role", i32 0, !"unrolled"}
// UV-DAG: !{!"loopcc.role", i32 0, !"remainder"}
// UV-DAG: !{!"loopcc.role", i32 1, !"vectorized"}
// UV-DAG: [[FUU]] = !{!"llvm.loop.unroll.followup_unrolled", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[W4:![0-9]+]], [[SF:![0-9]+]], [[VE:![0-9]+]], [[FVV:![0-9]+]], [[FVE:![0-9]+]], [[C1:![0-9]+]], [[P1:![0-9]+]]}
// UV-DAG: [[W4]] = !{!"llvm.loop.vectorize.width", i32 4}
// UV-DAG: [[SF]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// UV-DAG: [[VE]] = !{!"llvm.loop.vectorize.enable", i1 true}
// UV-DAG: [[FVV]] = !{!"llvm.loop.vectorize.followup_vectorized", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[UD:![0-9]+]], [[ISV:![0-9]+]], [[RTD:![0-9]+]], [[C2:![0-9]+]]}
// UV-DAG: [[FVE]] = !{!"llvm.loop.vectorize.followup_epilogue", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[UD]], [[ISV]], [[RTD]], [[C2]]}
// UV-DAG: [[ISV]] = !{!"llvm.loop.isvectorized", i32 1}
// UV-DAG: [[RTD]] = !{!"llvm.loop.unroll.runtime.disable"}
// UV-DAG: [[FUR]] = !{!"llvm.loop.unroll.followup_remainder", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[UD]], [[VOFF:![0-9]+]], [[C2]]}
// UV-DAG: [[VOFF]] = !{!"llvm.loop.vectorize.enable", i1 false}
// UV-DAG: [[UD]] = !{!"llvm.loop.unroll.disable"}
// UV-DAG: [[C0]] = !{!"loopcc.chain", i32 [[ID:[0-9]+]], i32 0}
// UV-DAG: [[C1]] = !{!"loopcc.chain", i32 [[ID]], i32 1}
// UV-DAG: [[C2]] = !{!"loopcc.chain", i32 [[ID]], i32 2}
// UV-DAG: [[P0]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-31]], i32 24}
// UV-DAG: [[P1]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-33]], i32 24}

// unroll_and_jam the j loop of a gemm nest, then vectorize its inner (k)
// loop; the k loop is protected until then, the i loop is left alone.
void gemm(int n, float C[n][n], float A[n][n], float B[n][n]) {
  for (int i = 0; i < n; i++) {
#pragma loop transform vectorize width(4) on(inner)
#pragma loop transform unroll_and_jam count(2)
    for (int j = 0; j < n; j++) {
      for (int k = 0; k < n; k++) {
        C[i][j] += A[i][k] * B[k][j];
      }
    }
  }
}
// GEMM: define {{.*}} @gemm(
// GEMM: !llvm.loop [[K:![0-9]+]]
// GEMM: !llvm.loop [[J:![0-9]+]]
// GEMM: !llvm.loop [[I:![0-9]+]]
// GEMM-DAG: [[K]] = distinct !{[[K]], [[KS:![0-9]+]], [[KE:![0-9]+]], [[MP:![0-9]+]], [[DNF:![0-9]+]], [[PROT:![0-9]+]]}
// GEMM-DAG: [[KS]] = !DILocation(line: [[@LINE-11]], column: 7,
// GEMM-DAG: [[KE]] = !DILocation(line: [[@LINE-10]], column: 7,
// GEMM-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// GEMM-DAG: [[DNF]] = !{!"llvm.loop.disable_nonforced"}
// GEMM-DAG: [[J]] = distinct !{[[J]], [[S:![0-9]+]], [[E:![0-9]+]], [[MP]], [[UJ2:![0-9]+]], [[DNF]], [[FO:![0-9]+]], [[FI:![0-9]+]], [[FRO:![0-9]+]], [[C0:![0-9]+]], [[P0:![0-9]+]]}
// GEMM-DAG: [[S]] = !DILocation(line: [[@LINE-17]], column: 5,
// GEMM-DAG: [[E]] = !DILocation(line: [[@LINE-14]], column: 5,
// GEMM-DAG: [[UJ2]] = !{!"llvm.loop.unroll_and_jam.count", i32 2}
// GEMM-DAG: [[FO]] = !{!"llvm.loop.unroll_and_jam.followup_outer", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[UD:![0-9]+]], [[C2:![0-9]+]]}
// GEMM-DAG: [[UD]] = !{!"llvm.loop.unroll.disable"}
// GEMM-DAG: [[FI]] = !{!"llvm.loop.unroll_and_jam.followup_inner", [[KS]], [[KE]], [[MP]], {{![0-9]+}}, [[W4:![0-9]+]], [[SF:![0-9]+]], [[VE:![0-9]+]], [[FVV:![0-9]+]], [[FVE:![0-9]+]], [[C1:![0-9]+]], [[P1:![0-9]+]]}
// GEMM-DAG: [[W4]] = !{!"llvm.loop.vectorize.width", i32 4}
// GEMM-DAG: [[SF]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// GEMM-DAG: [[VE]] = !{!"llvm.loop.vectorize.enable", i1 true}
// GEMM-DAG: [[FVV]] = !{!"llvm.loop.vectorize.followup_vectorized", [[KS]], [[KE]], [[MP]], {{![0-9]+}}, [[ISV:![0-9]+]], [[RTD:![0-9]+]], [[C2]]}
// GEMM-DAG: [[FVE]] = !{!"llvm.loop.vectorize.followup_epilogue", [[KS]], [[KE]], [[MP]], {{![0-9]+}}, [[ISV]], [[RTD]], [[C2]]}
// GEMM-DAG: [[ISV]] = !{!"llvm.loop.isvectorized", i32 1}
// GEMM-DAG: [[RTD]] = !{!"llvm.loop.unroll.runtime.disable"}
// GEMM-DAG: [[FRO]] = !{!"llvm.loop.unroll_and_jam.followup_remainder_outer", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[UD]], [[C2]]}
// GEMM-DAG: [[C0]] = !{!"loopcc.chain", i32 [[ID:[0-9]+]], i32 0}
// GEMM-DAG: [[C1]] = !{!"loopcc.chain", i32 [[ID]], i32 1}
// GEMM-DAG: [[C2]] = !{!"loopcc.chain", i32 [[ID]], i32 2}
// GEMM-DAG: [[P0]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-35]], i32 24}
// GEMM-DAG: [[P1]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-37]], i32 24}
// GEMM-DAG: [[I]] = distinct !{[[I]], [[IS:![0-9]+]], [[IE:![0-9]+]], [[MP]]}
// GEMM-DAG: [[IS]] = !DILocation(line: [[@LINE-40]], column: 3,
// GEMM-DAG: [[IE]] = !DILocation(line: [[@LINE-33]], column: 3,
// GEMM-DAG: [[PROT]] = !{!"loopcc.protected"}

// unroll, then distribute the unrolled loop. Distribute's follow-ups hold
// only its own final attribute: LoopDistribute builds its loops' IDs from
// the original loop's and keeps its locations.
void unroll_then_distribute(float *a, float *b, int n) {
#pragma loop transform distribute
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    b[i] = 2;
  }
}
// UDIST: define {{.*}} @unroll_then_distribute(
// UDIST: !llvm.loop [[LOOP:![0-9]+]]
// UDIST-DAG: [[LOOP]] = distinct !{[[LOOP]], [[S:![0-9]+]], [[E:![0-9]+]], [[MP:![0-9]+]], [[UC2:![0-9]+]], [[DNF:![0-9]+]], [[FUU:![0-9]+]], [[FUR:![0-9]+]], [[C0:![0-9]+]], [[P0:![0-9]+]]}
// UDIST-DAG: [[S]] = !DILocation(line: [[@LINE-8]], column: 3,
// UDIST-DAG: [[E]] = !DILocation(line: [[@LINE-6]], column: 3,
// UDIST-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// UDIST-DAG: [[UC2]] = !{!"llvm.loop.unroll.count", i32 2}
// UDIST-DAG: [[DNF]] = !{!"llvm.loop.disable_nonforced"}
// UDIST-DAG: [[FUU]] = !{!"llvm.loop.unroll.followup_unrolled", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[DT:![0-9]+]], [[DNF]], [[FDC:![0-9]+]], [[FDS:![0-9]+]], [[FDF:![0-9]+]], [[C1:![0-9]+]], [[P1:![0-9]+]]}
// UDIST-DAG: [[DT]] = !{!"llvm.loop.distribute.enable", i1 true}
// UDIST-DAG: [[FDC]] = !{!"llvm.loop.distribute.followup_coincident", {{![0-9]+}}, [[UD:![0-9]+]], [[DF:![0-9]+]], [[C2:![0-9]+]]}
// UDIST-DAG: [[DF]] = !{!"llvm.loop.distribute.enable", i1 false}
// UDIST-DAG: [[FDS]] = !{!"llvm.loop.distribute.followup_sequential", {{![0-9]+}}, [[UD]], [[DF]], [[C2]]}
// UDIST-DAG: [[FDF]] = !{!"llvm.loop.distribute.followup_fallback", {{![0-9]+}}, [[UD]], [[DF]], [[C2]]}
// UDIST-DAG: [[FUR]] = !{!"llvm.loop.unroll.followup_remainder", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[UD]], [[VOFF:![0-9]+]], [[C2]]}
// UDIST-DAG: [[VOFF]] = !{!"llvm.loop.vectorize.enable", i1 false}
// UDIST-DAG: [[UD]] = !{!"llvm.loop.unroll.disable"}
// UDIST-DAG: [[C0]] = !{!"loopcc.chain", i32 [[ID:[0-9]+]], i32 0}
// UDIST-DAG: [[C1]] = !{!"loopcc.chain", i32 [[ID]], i32 1}
// UDIST-DAG: [[C2]] = !{!"loopcc.chain", i32 [[ID]], i32 2}
// UDIST-DAG: [[P0]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-26]], i32 24}
// UDIST-DAG: [[P1]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-28]], i32 24}

// interchange, then unroll_and_jam the new outer loop. The inner loop is
// protected.
void interchange_then_unroll_and_jam(int n, float C[n][n]) {
#pragma loop transform unroll_and_jam count(2)
#pragma loop transform interchange
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      C[j][i] += 1;
    }
  }
}
// IU: define {{.*}} @interchange_then_unroll_and_jam(
// IU: !llvm.loop [[IN:![0-9]+]]
// IU: !llvm.loop [[LOOP:![0-9]+]]
// IU-DAG: [[IN]] = distinct !{[[IN]], [[JS:![0-9]+]], [[JE:![0-9]+]], [[MP:![0-9]+]], [[DNF:![0-9]+]], [[PROT:![0-9]+]]}
// IU-DAG: [[JS]] = !DILocation(line: [[@LINE-9]], column: 5,
// IU-DAG: [[JE]] = !DILocation(line: [[@LINE-8]], column: 5,
// IU-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// IU-DAG: [[DNF]] = !{!"llvm.loop.disable_nonforced"}
// IU-DAG: [[LOOP]] = distinct !{[[LOOP]], [[S:![0-9]+]], [[E:![0-9]+]], [[MP]], [[ICH:![0-9]+]], [[DNF]], [[FIO:![0-9]+]], [[C0:![0-9]+]], [[P0:![0-9]+]]}
// IU-DAG: [[S]] = !DILocation(line: [[@LINE-15]], column: 3,
// IU-DAG: [[E]] = !DILocation(line: [[@LINE-12]], column: 3,
// IU-DAG: [[ICH]] = !{!"llvm.loop.interchange.enable", i1 true}
// IU-DAG: [[FIO]] = !{!"llvm.loop.interchange.followup_outer", [[JS]], [[JE]], [[MP]], {{![0-9]+}}, [[UJ2:![0-9]+]], [[DNF]], [[FO:![0-9]+]], [[FRO:![0-9]+]], [[C1:![0-9]+]], [[P1:![0-9]+]]}
// IU-DAG: [[UJ2]] = !{!"llvm.loop.unroll_and_jam.count", i32 2}
// IU-DAG: [[FO]] = !{!"llvm.loop.unroll_and_jam.followup_outer", [[JS]], [[JE]], [[MP]], {{![0-9]+}}, [[UD:![0-9]+]], [[C2:![0-9]+]]}
// IU-DAG: [[UD]] = !{!"llvm.loop.unroll.disable"}
// IU-DAG: [[FRO]] = !{!"llvm.loop.unroll_and_jam.followup_remainder_outer", [[JS]], [[JE]], [[MP]], {{![0-9]+}}, [[UD]], [[C2]]}
// IU-DAG: [[C0]] = !{!"loopcc.chain", i32 [[ID:[0-9]+]], i32 0}
// IU-DAG: [[C1]] = !{!"loopcc.chain", i32 [[ID]], i32 1}
// IU-DAG: [[C2]] = !{!"loopcc.chain", i32 [[ID]], i32 2}
// IU-DAG: [[P0]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-27]], i32 24}
// IU-DAG: [[P1]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-29]], i32 24}
// IU-DAG: [[PROT]] = !{!"loopcc.protected"}

// Three steps: unroll, vectorize the unrolled loop, fully unroll the
// vectorizer's epilogue. Nothing follows `unroll full`, so its node has no
// follow-up; the loops no step is pending for say step 3.
void unroll_vectorize_unroll_epilogue(float *a, int n) {
#pragma loop transform unroll full on(epilogue)
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
  }
}
// UVU: define {{.*}} @unroll_vectorize_unroll_epilogue(
// UVU: !llvm.loop [[LOOP:![0-9]+]]
// UVU-DAG: [[LOOP]] = distinct !{[[LOOP]], [[S:![0-9]+]], [[E:![0-9]+]], [[MP:![0-9]+]], [[UC2:![0-9]+]], [[DNF:![0-9]+]], [[FUU:![0-9]+]], [[FUR:![0-9]+]], [[C0:![0-9]+]], [[P0:![0-9]+]]}
// UVU-DAG: [[S]] = !DILocation(line: [[@LINE-7]], column: 3,
// UVU-DAG: [[E]] = !DILocation(line: [[@LINE-6]], column: 3,
// UVU-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// UVU-DAG: [[UC2]] = !{!"llvm.loop.unroll.count", i32 2}
// UVU-DAG: [[DNF]] = !{!"llvm.loop.disable_nonforced"}
// UVU-DAG: [[FUU]] = !{!"llvm.loop.unroll.followup_unrolled", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[W4:![0-9]+]], [[SF:![0-9]+]], [[VE:![0-9]+]], [[FVV:![0-9]+]], [[FVE:![0-9]+]], [[C1:![0-9]+]], [[P1:![0-9]+]]}
// UVU-DAG: [[W4]] = !{!"llvm.loop.vectorize.width", i32 4}
// UVU-DAG: [[SF]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// UVU-DAG: [[VE]] = !{!"llvm.loop.vectorize.enable", i1 true}
// UVU-DAG: [[FVV]] = !{!"llvm.loop.vectorize.followup_vectorized", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[UD:![0-9]+]], [[ISV:![0-9]+]], [[RTD:![0-9]+]], [[C3:![0-9]+]]}
// UVU-DAG: [[ISV]] = !{!"llvm.loop.isvectorized", i32 1}
// UVU-DAG: [[RTD]] = !{!"llvm.loop.unroll.runtime.disable"}
// UVU-DAG: [[FVE]] = !{!"llvm.loop.vectorize.followup_epilogue", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[UF:![0-9]+]], [[ISV]], [[DNF]], [[C2:![0-9]+]], [[P2:![0-9]+]]}
// UVU-DAG: [[UF]] = !{!"llvm.loop.unroll.full"}
// UVU-DAG: [[FUR]] = !{!"llvm.loop.unroll.followup_remainder", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[UD]], [[VOFF:![0-9]+]], [[C3]]}
// UVU-DAG: [[VOFF]] = !{!"llvm.loop.vectorize.enable", i1 false}
// UVU-DAG: [[UD]] = !{!"llvm.loop.unroll.disable"}
// UVU-DAG: [[C0]] = !{!"loopcc.chain", i32 [[ID:[0-9]+]], i32 0}
// UVU-DAG: [[C1]] = !{!"loopcc.chain", i32 [[ID]], i32 1}
// UVU-DAG: [[C2]] = !{!"loopcc.chain", i32 [[ID]], i32 2}
// UVU-DAG: [[C3]] = !{!"loopcc.chain", i32 [[ID]], i32 3}
// UVU-DAG: [[P0]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-29]], i32 24}
// UVU-DAG: [[P1]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-31]], i32 24}
// UVU-DAG: [[P2]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-33]], i32 24}

// Three steps on a gemm-like nest: interchange, unroll_and_jam the new outer
// loop, vectorize the jammed inner loop.
void interchange_unroll_and_jam_vectorize(int n, float C[n][n], float A[n][n]) {
#pragma loop transform vectorize width(4) on(inner)
#pragma loop transform unroll_and_jam count(2)
#pragma loop transform interchange
  for (int j = 0; j < n; j++) {
    for (int k = 0; k < n; k++) {
      C[k][j] += A[k][j];
    }
  }
}
// IUV: define {{.*}} @interchange_unroll_and_jam_vectorize(
// IUV: !llvm.loop [[IN:![0-9]+]]
// IUV: !llvm.loop [[LOOP:![0-9]+]]
// IUV-DAG: [[IN]] = distinct !{[[IN]], [[KS:![0-9]+]], [[KE:![0-9]+]], [[MP:![0-9]+]], [[DNF:![0-9]+]], [[PROT:![0-9]+]]}
// IUV-DAG: [[KS]] = !DILocation(line: [[@LINE-9]], column: 5,
// IUV-DAG: [[KE]] = !DILocation(line: [[@LINE-8]], column: 5,
// IUV-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
// IUV-DAG: [[DNF]] = !{!"llvm.loop.disable_nonforced"}
// IUV-DAG: [[LOOP]] = distinct !{[[LOOP]], [[S:![0-9]+]], [[E:![0-9]+]], [[MP]], [[ICH:![0-9]+]], [[DNF]], [[FIO:![0-9]+]], [[C0:![0-9]+]], [[P0:![0-9]+]]}
// IUV-DAG: [[S]] = !DILocation(line: [[@LINE-15]], column: 3,
// IUV-DAG: [[E]] = !DILocation(line: [[@LINE-12]], column: 3,
// IUV-DAG: [[ICH]] = !{!"llvm.loop.interchange.enable", i1 true}
// IUV-DAG: [[FIO]] = !{!"llvm.loop.interchange.followup_outer", [[KS]], [[KE]], [[MP]], {{![0-9]+}}, [[UJ2:![0-9]+]], [[DNF]], [[FO:![0-9]+]], [[FI:![0-9]+]], [[FRO:![0-9]+]], [[C1:![0-9]+]], [[P1:![0-9]+]]}
// IUV-DAG: [[UJ2]] = !{!"llvm.loop.unroll_and_jam.count", i32 2}
// IUV-DAG: [[FO]] = !{!"llvm.loop.unroll_and_jam.followup_outer", [[KS]], [[KE]], [[MP]], {{![0-9]+}}, [[UD:![0-9]+]], [[C3:![0-9]+]]}
// IUV-DAG: [[UD]] = !{!"llvm.loop.unroll.disable"}
// IUV-DAG: [[FI]] = !{!"llvm.loop.unroll_and_jam.followup_inner", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[W4:![0-9]+]], [[SF:![0-9]+]], [[VE:![0-9]+]], [[FVV:![0-9]+]], [[FVE:![0-9]+]], [[C2:![0-9]+]], [[P2:![0-9]+]]}
// IUV-DAG: [[W4]] = !{!"llvm.loop.vectorize.width", i32 4}
// IUV-DAG: [[SF]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// IUV-DAG: [[VE]] = !{!"llvm.loop.vectorize.enable", i1 true}
// IUV-DAG: [[FVV]] = !{!"llvm.loop.vectorize.followup_vectorized", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[ISV:![0-9]+]], [[RTD:![0-9]+]], [[C3]]}
// IUV-DAG: [[FVE]] = !{!"llvm.loop.vectorize.followup_epilogue", [[S]], [[E]], [[MP]], {{![0-9]+}}, [[ISV]], [[RTD]], [[C3]]}
// IUV-DAG: [[ISV]] = !{!"llvm.loop.isvectorized", i32 1}
// IUV-DAG: [[RTD]] = !{!"llvm.loop.unroll.runtime.disable"}
// IUV-DAG: [[FRO]] = !{!"llvm.loop.unroll_and_jam.followup_remainder_outer", [[KS]], [[KE]], [[MP]], {{![0-9]+}}, [[UD]], [[C3]]}
// IUV-DAG: [[C0]] = !{!"loopcc.chain", i32 [[ID:[0-9]+]], i32 0}
// IUV-DAG: [[C1]] = !{!"loopcc.chain", i32 [[ID]], i32 1}
// IUV-DAG: [[C2]] = !{!"loopcc.chain", i32 [[ID]], i32 2}
// IUV-DAG: [[C3]] = !{!"loopcc.chain", i32 [[ID]], i32 3}
// IUV-DAG: [[P0]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-36]], i32 24}
// IUV-DAG: [[P1]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-38]], i32 24}
// IUV-DAG: [[P2]] = !{!"loopcc.pragma", !"{{.*}}lower-chains.c", i32 [[@LINE-40]], i32 24}
// IUV-DAG: [[PROT]] = !{!"loopcc.protected"}

// The -O1 lowering of four of the chains above (their loops in the same
// order as at -O0).
// O1:unroll_then_vectorize:
// O1-NEXT:  llvm.loop.unroll.count i32 2
// O1-NEXT:  llvm.loop.disable_nonforced
// O1-NEXT:  llvm.loop.unroll.followup_unrolled:
// O1-NEXT:    llvm.loop.vectorize.width i32 4
// O1-NEXT:    llvm.loop.vectorize.scalable.enable i1 false
// O1-NEXT:    llvm.loop.vectorize.enable i1 true
// O1-NEXT:    llvm.loop.unroll.disable
// O1-NEXT:    llvm.loop.vectorize.followup_vectorized:
// O1-NEXT:      llvm.loop.unroll.disable
// O1-NEXT:      llvm.loop.isvectorized i32 1
// O1-NEXT:      llvm.loop.unroll.runtime.disable
// O1-NEXT:      loopcc.chain [[#ID:]] 2
// O1-NEXT:    llvm.loop.vectorize.followup_epilogue:
// O1-NEXT:      llvm.loop.unroll.disable
// O1-NEXT:      llvm.loop.isvectorized i32 1
// O1-NEXT:      llvm.loop.unroll.runtime.disable
// O1-NEXT:      loopcc.chain [[#ID]] 2
// O1-NEXT:    loopcc.chain [[#ID]] 1
// O1-NEXT:  llvm.loop.unroll.followup_remainder:
// O1-NEXT:    llvm.loop.unroll.disable
// O1-NEXT:    llvm.loop.vectorize.enable i1 false
// O1-NEXT:    loopcc.chain [[#ID]] 2
// O1-NEXT:  loopcc.chain [[#ID]] 0
// O1:gemm:
// O1-NEXT:  llvm.loop.unroll.disable
// O1-NEXT:  llvm.loop.disable_nonforced
// O1-NEXT:gemm:
// O1-NEXT:  llvm.loop.unroll_and_jam.count i32 2
// O1-NEXT:  llvm.loop.disable_nonforced
// O1-NEXT:  llvm.loop.unroll_and_jam.followup_outer:
// O1-NEXT:    llvm.loop.unroll.disable
// O1-NEXT:    loopcc.chain [[#ID:]] 2
// O1-NEXT:  llvm.loop.unroll_and_jam.followup_inner:
// O1-NEXT:    llvm.loop.vectorize.width i32 4
// O1-NEXT:    llvm.loop.vectorize.scalable.enable i1 false
// O1-NEXT:    llvm.loop.vectorize.enable i1 true
// O1-NEXT:    llvm.loop.unroll.disable
// O1-NEXT:    llvm.loop.vectorize.followup_vectorized:
// O1-NEXT:      llvm.loop.isvectorized i32 1
// O1-NEXT:      llvm.loop.unroll.runtime.disable
// O1-NEXT:      llvm.loop.unroll.disable
// O1-NEXT:      loopcc.chain [[#ID]] 2
// O1-NEXT:    llvm.loop.vectorize.followup_epilogue:
// O1-NEXT:      llvm.loop.isvectorized i32 1
// O1-NEXT:      llvm.loop.unroll.runtime.disable
// O1-NEXT:      llvm.loop.unroll.disable
// O1-NEXT:      loopcc.chain [[#ID]] 2
// O1-NEXT:    loopcc.chain [[#ID]] 1
// O1-NEXT:  llvm.loop.unroll_and_jam.followup_remainder_outer:
// O1-NEXT:    llvm.loop.unroll.disable
// O1-NEXT:    loopcc.chain [[#ID]] 2
// O1-NEXT:  loopcc.chain [[#ID]] 0
// O1-NEXT:gemm:
// O1-NEXT:  llvm.loop.unroll.disable
// O1:unroll_then_distribute:
// O1-NEXT:  llvm.loop.unroll.count i32 2
// O1-NEXT:  llvm.loop.disable_nonforced
// O1-NEXT:  llvm.loop.unroll.followup_unrolled:
// O1-NEXT:    llvm.loop.distribute.enable i1 true
// O1-NEXT:    llvm.loop.unroll.disable
// O1-NEXT:    llvm.loop.disable_nonforced
// O1-NEXT:    llvm.loop.distribute.followup_coincident:
// O1-NEXT:      llvm.loop.unroll.disable
// O1-NEXT:      llvm.loop.distribute.enable i1 false
// O1-NEXT:      loopcc.chain [[#ID:]] 2
// O1-NEXT:    llvm.loop.distribute.followup_sequential:
// O1-NEXT:      llvm.loop.unroll.disable
// O1-NEXT:      llvm.loop.distribute.enable i1 false
// O1-NEXT:      loopcc.chain [[#ID]] 2
// O1-NEXT:    llvm.loop.distribute.followup_fallback:
// O1-NEXT:      llvm.loop.unroll.disable
// O1-NEXT:      llvm.loop.distribute.enable i1 false
// O1-NEXT:      loopcc.chain [[#ID]] 2
// O1-NEXT:    loopcc.chain [[#ID]] 1
// O1-NEXT:  llvm.loop.unroll.followup_remainder:
// O1-NEXT:    llvm.loop.unroll.disable
// O1-NEXT:    llvm.loop.vectorize.enable i1 false
// O1-NEXT:    loopcc.chain [[#ID]] 2
// O1-NEXT:  loopcc.chain [[#ID]] 0
// O1:unroll_vectorize_unroll_epilogue:
// O1-NEXT:  llvm.loop.unroll.count i32 2
// O1-NEXT:  llvm.loop.disable_nonforced
// O1-NEXT:  llvm.loop.unroll.followup_unrolled:
// O1-NEXT:    llvm.loop.vectorize.width i32 4
// O1-NEXT:    llvm.loop.vectorize.scalable.enable i1 false
// O1-NEXT:    llvm.loop.vectorize.enable i1 true
// O1-NEXT:    llvm.loop.unroll.disable
// O1-NEXT:    llvm.loop.vectorize.followup_vectorized:
// O1-NEXT:      llvm.loop.unroll.disable
// O1-NEXT:      llvm.loop.isvectorized i32 1
// O1-NEXT:      llvm.loop.unroll.runtime.disable
// O1-NEXT:      loopcc.chain [[#ID:]] 3
// O1-NEXT:    llvm.loop.vectorize.followup_epilogue:
// O1-NEXT:      llvm.loop.unroll.full
// O1-NEXT:      llvm.loop.isvectorized i32 1
// O1-NEXT:      llvm.loop.disable_nonforced
// O1-NEXT:      loopcc.chain [[#ID]] 2
// O1-NEXT:    loopcc.chain [[#ID]] 1
// O1-NEXT:  llvm.loop.unroll.followup_remainder:
// O1-NEXT:    llvm.loop.unroll.disable
// O1-NEXT:    llvm.loop.vectorize.enable i1 false
// O1-NEXT:    loopcc.chain [[#ID]] 3
// O1-NEXT:  loopcc.chain [[#ID]] 0
