; Locality chains stated by llvm.loop metadata alone (no !loopcc.chains
; record), with loopcc's own attributes in the form of LLVM's Code
; Transformation Metadata document, on two copies of the transpose
;   for (i < 1024) for (j < 1024) t[j][i] = s[i][j];
; (restrict pointers, constant bounds). Each i loop's ID forces
; `llvm.loop.tile.enable` with `llvm.loop.tile.sizes` (32, 32), and one
; follow-up of the tile forces `llvm.loop.interchange.enable` on the loop
; of one role; both loops carry llvm.loop.disable_nonforced:
;  - @grid_interchange: llvm.loop.tile.followup_grid(1) forces the plain
;    interchange of the two grid loops: the loop over j's tiles becomes
;    the outermost;
;  - @intratile_permutation: llvm.loop.tile.followup_intratile(1) forces
;    `interchange permutation(2, 1)` of the two intratile loops: inside a
;    tile, i runs innermost, so t[j][i] is stored contiguously.
; LLVM knows neither step; loopcc adopts both chains (chain 1 and chain 2)
; and its locality engine applies each chain's two steps in one run.
; SCHED (loopcc's scheduler alone, before LLVM's unroller and vectorizer
; touch the new loops): one trace line a chain, each nest replaced by four
; levels of Polly loops; which level runs which original loop shows in
; where each intratile loop starts (the tile its grid loop selects) and
; in its strides over s and t (row: 4096 bytes, element: 4); each loop ID
; carries the role its step gave it (the interchanged loops also keep the
; role of the tile loop the interchange applied to) and the position of
; the loop it comes from (i at line 3 or 9, j at line 4 or 10), and the
; chain's end marker; no request is left; no warning. End to end (opt's
; -O2 with the plugin, clang with the plugin, loopcc's driver at -O3;
; LLVM's heuristics then unroll or vectorize the innermost loops, which
; the chain leaves free): the two outer Polly loops of each nest with
; their roles and the chain's end, no warning; loopcc's explain view
; prints the four-deep nest with every loop's role and line. Stock opt
; leaves both nests as written, silently (LLVM's transform-warning does
; not know llvm.loop.tile or llvm.loop.interchange).
;
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -loopcc-trace-scheduler -S %s -o %t.sched.ll 2> %t.sched.err
; RUN: FileCheck %s --check-prefix=TRACE --implicit-check-not=warning < %t.sched.err
; RUN: FileCheck %s --check-prefix=SCHED --implicit-check-not=llvm.loop.tile \
; RUN:   --implicit-check-not=llvm.loop.interchange < %t.sched.ll
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o %t.O2.ll 2> %t.O2.err
; RUN: count 0 < %t.O2.err
; RUN: FileCheck %s --check-prefix=END --implicit-check-not=llvm.loop.tile \
; RUN:   --implicit-check-not=llvm.loop.interchange < %t.O2.ll
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -c %s -o %t.clang.o 2> %t.clang.err
; RUN: count 0 < %t.clang.err
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -S -emit-llvm %s -o %t.clang.ll 2> %t.clang.err
; RUN: count 0 < %t.clang.err
; RUN: FileCheck %s --check-prefix=END --implicit-check-not=llvm.loop.tile \
; RUN:   --implicit-check-not=llvm.loop.interchange < %t.clang.ll
; RUN: %loopcc -O3 -c %s -o %t.loopcc.o 2> %t.loopcc.err
; RUN: count 0 < %t.loopcc.err
; RUN: %loopcc -O3 -S -emit-llvm %s -o %t.loopcc.ll 2> %t.loopcc.err
; RUN: count 0 < %t.loopcc.err
; RUN: FileCheck %s --check-prefix=END --implicit-check-not=llvm.loop.tile \
; RUN:   --implicit-check-not=llvm.loop.interchange < %t.loopcc.ll
; RUN: %loopcc -O3 -c %s -o %t.loopcc.o -floop-transform-explain 2> %t.explain
; RUN: FileCheck %s --check-prefix=EXPLAIN --implicit-check-not=warning < %t.explain
; RUN: %opt -passes='default<O2>' -S %s -o %t.stock.ll 2> %t.stock.err
; RUN: count 0 < %t.stock.err
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ll
;
; chain.c:
;   1  // tile sizes(32, 32), then interchange on(grid(1))
;   2  void grid_interchange(float (*restrict t)[1024], const float (*restrict s)[1024]) {
;   3    for (long i = 0; i < 1024; i++)
;   4      for (long j = 0; j < 1024; j++)
;   5        t[j][i] = s[i][j];
;   6  }
;   7  // tile sizes(32, 32), then interchange permutation(2, 1) on(intratile(1))
;   8  void intratile_permutation(float (*restrict t)[1024], const float (*restrict s)[1024]) {
;   9    for (long i = 0; i < 1024; i++)
;  10      for (long j = 0; j < 1024; j++)
;  11        t[j][i] = s[i][j];
;  12  }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @grid_interchange(ptr noalias %t, ptr noalias %s) !dbg !5 {
entry:
  br label %i.loop, !dbg !8

i.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %i.latch ]
  br label %j.loop, !dbg !9

j.loop:
  %j = phi i64 [ 0, %i.loop ], [ %j.next, %j.loop ]
  %s.ij = getelementptr inbounds nuw [1024 x float], ptr %s, i64 %i, i64 %j, !dbg !10
  %x = load float, ptr %s.ij, align 4, !dbg !10
  %t.ji = getelementptr inbounds nuw [1024 x float], ptr %t, i64 %j, i64 %i, !dbg !10
  store float %x, ptr %t.ji, align 4, !dbg !10
  %j.next = add nuw nsw i64 %j, 1, !dbg !11
  %j.done = icmp eq i64 %j.next, 1024, !dbg !11
  br i1 %j.done, label %i.latch, label %j.loop, !dbg !9, !llvm.loop !30

i.latch:
  %i.next = add nuw nsw i64 %i, 1, !dbg !12
  %i.done = icmp eq i64 %i.next, 1024, !dbg !12
  br i1 %i.done, label %exit, label %i.loop, !dbg !8, !llvm.loop !20

exit:
  ret void, !dbg !13
}

define void @intratile_permutation(ptr noalias %t, ptr noalias %s) !dbg !45 {
entry:
  br label %i.loop, !dbg !48

i.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %i.latch ]
  br label %j.loop, !dbg !49

j.loop:
  %j = phi i64 [ 0, %i.loop ], [ %j.next, %j.loop ]
  %s.ij = getelementptr inbounds nuw [1024 x float], ptr %s, i64 %i, i64 %j, !dbg !50
  %x = load float, ptr %s.ij, align 4, !dbg !50
  %t.ji = getelementptr inbounds nuw [1024 x float], ptr %t, i64 %j, i64 %i, !dbg !50
  store float %x, ptr %t.ji, align 4, !dbg !50
  %j.next = add nuw nsw i64 %j, 1, !dbg !51
  %j.done = icmp eq i64 %j.next, 1024, !dbg !51
  br i1 %j.done, label %i.latch, label %j.loop, !dbg !49, !llvm.loop !70

i.latch:
  %i.next = add nuw nsw i64 %i, 1, !dbg !52
  %i.done = icmp eq i64 %i.next, 1024, !dbg !52
  br i1 %i.done, label %exit, label %i.loop, !dbg !48, !llvm.loop !60

exit:
  ret void, !dbg !53
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "chain.c", directory: "/nonexistent")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "grid_interchange", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 3, scope: !5)
!9 = !DILocation(line: 4, column: 5, scope: !5)
!10 = !DILocation(line: 5, column: 15, scope: !5)
!11 = !DILocation(line: 4, column: 30, scope: !5)
!12 = !DILocation(line: 3, column: 28, scope: !5)
!13 = !DILocation(line: 6, column: 1, scope: !5)

; @grid_interchange's i loop: tile sizes(32, 32); on grid(1), interchange.
!20 = distinct !{!20, !8, !21, !22, !23, !24, !25, !26}
!21 = !DILocation(line: 5, column: 23, scope: !5)
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.tile.enable", i1 true}
!24 = !{!"llvm.loop.tile.sizes", i32 32, i32 32}
!25 = !{!"llvm.loop.disable_nonforced"}
!26 = !{!"llvm.loop.tile.followup_grid(1)", !8, !21, !22, !27}
!27 = !{!"llvm.loop.interchange.enable", i1 true}
; Its j loop as written.
!30 = distinct !{!30, !9, !21, !22, !25}

!45 = distinct !DISubprogram(name: "intratile_permutation", scope: !1, file: !1, line: 8, type: !6, scopeLine: 8, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 9, column: 3, scope: !45)
!49 = !DILocation(line: 10, column: 5, scope: !45)
!50 = !DILocation(line: 11, column: 15, scope: !45)
!51 = !DILocation(line: 10, column: 30, scope: !45)
!52 = !DILocation(line: 9, column: 28, scope: !45)
!53 = !DILocation(line: 12, column: 1, scope: !45)

; @intratile_permutation's i loop: tile sizes(32, 32); on intratile(1),
; interchange permutation(2, 1).
!60 = distinct !{!60, !48, !61, !22, !23, !24, !25, !62}
!61 = !DILocation(line: 11, column: 23, scope: !45)
!62 = !{!"llvm.loop.tile.followup_intratile(1)", !48, !61, !22, !27, !63}
!63 = !{!"llvm.loop.interchange.permutation", i32 2, i32 1}
; Its j loop as written.
!70 = distinct !{!70, !49, !61, !22, !25}

; TRACE: scheduler: grid_interchange chain 1 step 0 loop i.loop (locality engine)
; TRACE: scheduler: intratile_permutation chain 2 step 0 loop i.loop (locality engine)

; @grid_interchange: level 1 runs the tiles of j, level 2 those of i;
; level 3 runs i inside the tile level 2 selects (s row by row), level 4 j
; inside the tile level 1 selects (s element by element, t row by row).
; SCHED-LABEL: define void @grid_interchange(
; SCHED:       polly.loop_header:
; SCHED:         [[JT:%[0-9]+]] = shl nsw i64 %polly.indvar, 5
; SCHED:         br i1 {{.*}}, label %polly.loop_header, label %polly.exiting, !llvm.loop [[G_OUTER:![0-9]+]]
; SCHED:       polly.loop_header1:
; SCHED:         [[IT:%[0-9]+]] = shl nsw i64 %polly.indvar4, 5
; SCHED:         br i1 {{.*}}, label %polly.loop_header1, label %polly.loop_exit3, !llvm.loop [[G_INNER:![0-9]+]]
; SCHED:       polly.loop_header7:
; SCHED-NEXT:    %polly.indvar10 = phi i64 [ [[IT]], %polly.loop_header1 ]
; SCHED-NEXT:    [[SROW:%[0-9]+]] = shl nuw nsw i64 %polly.indvar10, 12
; SCHED-NEXT:    %scevgep = getelementptr i8, ptr %s, i64 [[SROW]]
; SCHED-NEXT:    [[TELT:%[0-9]+]] = shl nuw nsw i64 %polly.indvar10, 2
; SCHED-NEXT:    %scevgep20 = getelementptr i8, ptr %t, i64 [[TELT]]
; SCHED:         br i1 {{.*}}, label %polly.loop_header7, label %polly.loop_exit9, !llvm.loop [[G_INTRA1:![0-9]+]]
; SCHED:       polly.loop_header13:
; SCHED-NEXT:    %polly.indvar16 = phi i64 [ [[JT]], %polly.loop_header7 ]
; SCHED-NEXT:    [[SELT:%[0-9]+]] = shl nuw nsw i64 %polly.indvar16, 2
; SCHED-NEXT:    %scevgep19 = getelementptr i8, ptr %scevgep, i64 [[SELT]]
; SCHED-NEXT:    load float, ptr %scevgep19
; SCHED-NEXT:    [[TROW:%[0-9]+]] = shl nuw nsw i64 %polly.indvar16, 12
; SCHED-NEXT:    %scevgep21 = getelementptr i8, ptr %scevgep20, i64 [[TROW]]
; SCHED-NEXT:    store float %x_p_scalar_, ptr %scevgep21
; SCHED:         br i1 {{.*}}, label %polly.loop_header13, label %polly.loop_exit15, !llvm.loop [[G_INTRA2:![0-9]+]]
; SCHED-NEXT:  }

; @intratile_permutation: levels 1 and 2 run the tiles of i and of j;
; level 3 runs j inside the tile level 2 selects, level 4 i inside the
; tile level 1 selects (t element by element).
; SCHED-LABEL: define void @intratile_permutation(
; SCHED:       polly.loop_header:
; SCHED:         [[IT2:%[0-9]+]] = shl nsw i64 %polly.indvar, 5
; SCHED:         br i1 {{.*}}, label %polly.loop_header, label %polly.exiting, !llvm.loop [[P_GRID1:![0-9]+]]
; SCHED:       polly.loop_header1:
; SCHED:         [[JT2:%[0-9]+]] = shl nsw i64 %polly.indvar4, 5
; SCHED:         br i1 {{.*}}, label %polly.loop_header1, label %polly.loop_exit3, !llvm.loop [[P_GRID2:![0-9]+]]
; SCHED:       polly.loop_header7:
; SCHED-NEXT:    %polly.indvar10 = phi i64 [ [[JT2]], %polly.loop_header1 ]
; SCHED-NEXT:    [[SELT2:%[0-9]+]] = shl nuw nsw i64 %polly.indvar10, 2
; SCHED-NEXT:    %scevgep = getelementptr i8, ptr %s, i64 [[SELT2]]
; SCHED-NEXT:    [[TROW2:%[0-9]+]] = shl nuw nsw i64 %polly.indvar10, 12
; SCHED-NEXT:    %scevgep20 = getelementptr i8, ptr %t, i64 [[TROW2]]
; SCHED:         br i1 {{.*}}, label %polly.loop_header7, label %polly.loop_exit9, !llvm.loop [[P_LEVEL1:![0-9]+]]
; SCHED:       polly.loop_header13:
; SCHED-NEXT:    %polly.indvar16 = phi i64 [ [[IT2]], %polly.loop_header7 ]
; SCHED-NEXT:    [[SROW2:%[0-9]+]] = shl nuw nsw i64 %polly.indvar16, 12
; SCHED-NEXT:    %scevgep19 = getelementptr i8, ptr %scevgep, i64 [[SROW2]]
; SCHED-NEXT:    load float, ptr %scevgep19
; SCHED-NEXT:    [[TELT2:%[0-9]+]] = shl nuw nsw i64 %polly.indvar16, 2
; SCHED-NEXT:    %scevgep21 = getelementptr i8, ptr %scevgep20, i64 [[TELT2]]
; SCHED-NEXT:    store float %x_p_scalar_, ptr %scevgep21
; SCHED:         br i1 {{.*}}, label %polly.loop_header13, label %polly.loop_exit15, !llvm.loop [[P_LEVEL2:![0-9]+]]
; SCHED-NEXT:  }
; SCHED-NOT:   !loopcc.chains

; Each loop ID: its positions (the loop it comes from: I at line 3 or 9, J
; at line 4 or 10; the end location of the nest), mustprogress, the roles,
; the chain's end marker.
; SCHED-DAG:   [[J_LOC:![0-9]+]] = !DILocation(line: 4, column: 5,
; SCHED-DAG:   [[I_LOC:![0-9]+]] = !DILocation(line: 3, column: 3,
; SCHED-DAG:   [[J_LOC2:![0-9]+]] = !DILocation(line: 10, column: 5,
; SCHED-DAG:   [[I_LOC2:![0-9]+]] = !DILocation(line: 9, column: 3,
; SCHED-DAG:   [[MP:![0-9]+]] = !{!"llvm.loop.mustprogress"}
; SCHED-DAG:   [[END1:![0-9]+]] = !{!"loopcc.chain", i32 1, i32 2}
; SCHED-DAG:   [[END2:![0-9]+]] = !{!"loopcc.chain", i32 2, i32 2}
; SCHED-DAG:   [[GRID1:![0-9]+]] = !{!"loopcc.role", i32 0, !"grid(1)"}
; SCHED-DAG:   [[GRID2:![0-9]+]] = !{!"loopcc.role", i32 0, !"grid(2)"}
; SCHED-DAG:   [[INTRA1:![0-9]+]] = !{!"loopcc.role", i32 0, !"intratile(1)"}
; SCHED-DAG:   [[INTRA2:![0-9]+]] = !{!"loopcc.role", i32 0, !"intratile(2)"}
; SCHED-DAG:   [[OUTER:![0-9]+]] = !{!"loopcc.role", i32 1, !"outer"}
; SCHED-DAG:   [[INNER:![0-9]+]] = !{!"loopcc.role", i32 1, !"inner"}
; SCHED-DAG:   [[LEVEL1:![0-9]+]] = !{!"loopcc.role", i32 1, !"level(1)"}
; SCHED-DAG:   [[LEVEL2:![0-9]+]] = !{!"loopcc.role", i32 1, !"level(2)"}
; SCHED-DAG:   [[G_OUTER]] = distinct !{[[G_OUTER]], [[J_LOC]], {{![0-9]+}}, [[MP]], [[GRID1]], [[END1]], [[OUTER]]}
; SCHED-DAG:   [[G_INNER]] = distinct !{[[G_INNER]], [[I_LOC]], {{![0-9]+}}, [[MP]], [[GRID1]], [[END1]], [[INNER]]}
; SCHED-DAG:   [[G_INTRA1]] = distinct !{[[G_INTRA1]], [[I_LOC]], {{![0-9]+}}, [[MP]], [[END1]], [[INTRA1]]}
; SCHED-DAG:   [[G_INTRA2]] = distinct !{[[G_INTRA2]], [[J_LOC]], {{![0-9]+}}, [[MP]], [[END1]], [[INTRA2]]}
; SCHED-DAG:   [[P_GRID1]] = distinct !{[[P_GRID1]], [[I_LOC2]], {{![0-9]+}}, [[MP]], [[END2]], [[GRID1]]}
; SCHED-DAG:   [[P_GRID2]] = distinct !{[[P_GRID2]], [[J_LOC2]], {{![0-9]+}}, [[MP]], [[END2]], [[GRID2]]}
; SCHED-DAG:   [[P_LEVEL1]] = distinct !{[[P_LEVEL1]], [[J_LOC2]], {{![0-9]+}}, [[MP]], [[INTRA1]], [[END2]], [[LEVEL1]]}
; SCHED-DAG:   [[P_LEVEL2]] = distinct !{[[P_LEVEL2]], [[I_LOC2]], {{![0-9]+}}, [[MP]], [[INTRA1]], [[END2]], [[LEVEL2]]}

; End to end: the two outer levels of each nest are Polly loops with their
; roles and the chain's end.
; END-LABEL: define void @grid_interchange(
; END:       polly.loop_header:
; END:         br i1 {{.*}}, label %polly.loop_header, !llvm.loop [[G_OUTER:![0-9]+]]
; END:       polly.loop_header1:
; END:         br i1 {{.*}}, label %polly.loop_header1, !llvm.loop [[G_INNER:![0-9]+]]
; END-LABEL: define void @intratile_permutation(
; END:       polly.loop_header:
; END:         br i1 {{.*}}, label %polly.loop_header, !llvm.loop [[P_GRID1:![0-9]+]]
; END:       polly.loop_header1:
; END:         br i1 {{.*}}, label %polly.loop_header1, !llvm.loop [[P_GRID2:![0-9]+]]
; END:       {{^}}}
; END-NOT:   !loopcc.chains
; END-DAG:   [[END1:![0-9]+]] = !{!"loopcc.chain", i32 1, i32 2}
; END-DAG:   [[END2:![0-9]+]] = !{!"loopcc.chain", i32 2, i32 2}
; END-DAG:   [[GRID1:![0-9]+]] = !{!"loopcc.role", i32 0, !"grid(1)"}
; END-DAG:   [[GRID2:![0-9]+]] = !{!"loopcc.role", i32 0, !"grid(2)"}
; END-DAG:   [[OUTER:![0-9]+]] = !{!"loopcc.role", i32 1, !"outer"}
; END-DAG:   [[INNER:![0-9]+]] = !{!"loopcc.role", i32 1, !"inner"}
; END-DAG:   [[G_OUTER]] = distinct !{[[G_OUTER]], {{.*}}[[GRID1]], [[END1]], [[OUTER]]}
; END-DAG:   [[G_INNER]] = distinct !{[[G_INNER]], {{.*}}[[GRID1]], [[END1]], [[INNER]]}
; END-DAG:   [[P_GRID1]] = distinct !{[[P_GRID1]], {{.*}}[[END2]], [[GRID1]]}
; END-DAG:   [[P_GRID2]] = distinct !{[[P_GRID2]], {{.*}}[[END2]], [[GRID2]]}

; The explain view: the nest after the two steps (the engine applies them
; in one run, so both snapshots show it), each loop with its line, role
; and trip count. The metadata names no directive: the steps are placed
; at the loop's position.
; EXPLAIN:      chain.c:3:3: chain in 'grid_interchange': tile sizes(32, 32), then interchange{{$}}
; EXPLAIN:        step 2: interchange [chain.c:3:3]: applied
; EXPLAIN-NEXT:     loop {{.*}}// line 4: outer loop of step 2, 32 iterations
; EXPLAIN-NEXT:       loop {{.*}}// line 3: inner loop of step 2, 32 iterations
; EXPLAIN-NEXT:         loop {{.*}}// line 3: intratile(1) loop of step 1, 32 iterations
; EXPLAIN-NEXT:           loop {{.*}}// line 4: intratile(2) loop of step 1, 32 iterations
; EXPLAIN:      chain.c:9:3: chain in 'intratile_permutation': tile sizes(32, 32), then interchange permutation(2, 1) on(intratile(1)){{$}}
; EXPLAIN:        step 2: interchange permutation(2, 1) on(intratile(1)) [chain.c:9:3]: applied
; EXPLAIN-NEXT:     loop {{.*}}// line 9: grid(1) loop of step 1, 32 iterations
; EXPLAIN-NEXT:       loop {{.*}}// line 10: grid(2) loop of step 1, 32 iterations
; EXPLAIN-NEXT:         loop {{.*}}// line 10: level(1) loop of step 2, 32 iterations
; EXPLAIN-NEXT:           loop {{.*}}// line 9: level(2) loop of step 2, 32 iterations

; Stock LLVM: both nests as written.
; STOCK-LABEL: define void @grid_interchange(
; STOCK-NOT:   polly
; STOCK:         br i1 %j.done, label %i.latch, label %j.loop
; STOCK:         br i1 %i.done, label %exit, label %i.loop
; STOCK-LABEL: define void @intratile_permutation(
; STOCK-NOT:   polly
; STOCK:         br i1 %j.done, label %i.latch, label %j.loop
; STOCK:         br i1 %i.done, label %exit, label %i.loop
; STOCK-NOT:   polly
; STOCK-NOT:   loopcc.
