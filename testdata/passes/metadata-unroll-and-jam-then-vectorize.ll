; A chain stated by llvm.loop metadata alone (no !loopcc.chains record) on
; a 2-deep nest,
;   for (i < 64) for (j < 64) c[i][j] += a[i] * b[j];
; (restrict pointers, constant bounds): the i loop's ID forces
; `unroll_and_jam count(2)`, and its llvm.loop.unroll_and_jam.followup_inner
; lists, inline, the jammed inner loop's attributes, which force
; `vectorize width(4)`; both loops carry llvm.loop.disable_nonforced, so
; that no heuristic takes them first. Unroll-and-jam is not in LLVM's
; default pipelines: loopcc adopts the chain and applies it in order. The
; i loop steps by 2 and the j loop, vectorized with width 4, computes
; both jammed rows in each vector iteration: one <4 x float> load of
; b[j..j+3] shared by two fused multiply-adds, one on row c[i] with a[i]
; splat, one on row c[i+1] with a[i+1] splat. The i loop ends as the
; chain's `outer` loop, the vector loop as its `vectorized` loop, both
; with the chain's end marker; no request is left; no warning. The same
; from opt with the plugin, from clang with the plugin and from loopcc's
; driver (at -O3 LLVM then fully unrolls the 16-iteration vector loop,
; which the metadata allows: the follow-up has no disable_nonforced).
; Stock opt does neither step: the nest stays scalar with one row a
; j loop, and LLVM's transform-warning says the i loop was not
; unroll-and-jammed.
;
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o %t.O2.ll 2> %t.O2.err
; RUN: count 0 < %t.O2.err
; RUN: FileCheck %s --check-prefix=JAM --implicit-check-not=llvm.loop.unroll_and_jam \
; RUN:   --implicit-check-not=llvm.loop.vectorize. < %t.O2.ll
; RUN: FileCheck %s --check-prefix=VLOOP < %t.O2.ll
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -c %s -o %t.clang.o 2> %t.clang.err
; RUN: count 0 < %t.clang.err
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -S -emit-llvm %s -o %t.clang.ll 2> %t.clang.err
; RUN: count 0 < %t.clang.err
; RUN: FileCheck %s --check-prefix=JAM --implicit-check-not=llvm.loop.unroll_and_jam \
; RUN:   --implicit-check-not=llvm.loop.vectorize. < %t.clang.ll
; RUN: FileCheck %s --check-prefix=VLOOP < %t.clang.ll
; RUN: %loopcc -O3 -c %s -o %t.loopcc.o 2> %t.loopcc.err
; RUN: count 0 < %t.loopcc.err
; RUN: %loopcc -O3 -S -emit-llvm %s -o %t.loopcc.ll 2> %t.loopcc.err
; RUN: count 0 < %t.loopcc.err
; RUN: FileCheck %s --check-prefix=JAM --implicit-check-not=llvm.loop.unroll_and_jam \
; RUN:   --implicit-check-not=llvm.loop.vectorize. < %t.loopcc.ll
; RUN: %opt -passes='default<O2>' -S %s -o %t.stock.ll 2> %t.stock.err
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ll
; RUN: FileCheck %s --check-prefix=STOCK-WARN --implicit-check-not=warning < %t.stock.err
;
; chain.c:
;   1  void outer(float (*restrict c)[64], const float *restrict a,
;   2             const float *restrict b) {
;   3    for (long i = 0; i < 64; i++)    // unroll_and_jam count(2), then
;   4      for (long j = 0; j < 64; j++)  // vectorize width(4) on(inner)
;   5        c[i][j] += a[i] * b[j];
;   6  }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @outer(ptr noalias %c, ptr noalias %a, ptr noalias %b) !dbg !5 {
entry:
  br label %i.loop, !dbg !8

i.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %i.latch ]
  br label %j.loop, !dbg !9

j.loop:
  %j = phi i64 [ 0, %i.loop ], [ %j.next, %j.loop ]
  %a.i = getelementptr inbounds nuw float, ptr %a, i64 %i, !dbg !10
  %x = load float, ptr %a.i, align 4, !dbg !10
  %b.j = getelementptr inbounds nuw float, ptr %b, i64 %j, !dbg !10
  %y = load float, ptr %b.j, align 4, !dbg !10
  %c.ij = getelementptr inbounds nuw [64 x float], ptr %c, i64 %i, i64 %j, !dbg !10
  %z = load float, ptr %c.ij, align 4, !dbg !10
  %fma = call float @llvm.fmuladd.f32(float %x, float %y, float %z), !dbg !10
  store float %fma, ptr %c.ij, align 4, !dbg !10
  %j.next = add nuw nsw i64 %j, 1, !dbg !11
  %j.done = icmp eq i64 %j.next, 64, !dbg !11
  br i1 %j.done, label %i.latch, label %j.loop, !dbg !9, !llvm.loop !30

i.latch:
  %i.next = add nuw nsw i64 %i, 1, !dbg !12
  %i.done = icmp eq i64 %i.next, 64, !dbg !12
  br i1 %i.done, label %exit, label %i.loop, !dbg !8, !llvm.loop !20

exit:
  ret void, !dbg !13
}

declare float @llvm.fmuladd.f32(float, float, float)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "chain.c", directory: "/nonexistent")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "outer", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 3, scope: !5)
!9 = !DILocation(line: 4, column: 5, scope: !5)
!10 = !DILocation(line: 5, column: 15, scope: !5)
!11 = !DILocation(line: 4, column: 34, scope: !5)
!12 = !DILocation(line: 3, column: 32, scope: !5)
!13 = !DILocation(line: 6, column: 1, scope: !5)

; The i loop: unroll_and_jam count(2); on the jammed j loop, vectorize
; width(4).
!20 = distinct !{!20, !8, !21, !22, !23, !24, !25}
!21 = !DILocation(line: 5, column: 29, scope: !5)
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.disable_nonforced"}
!24 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!25 = !{!"llvm.loop.unroll_and_jam.followup_inner", !9, !21, !22, !26, !27}
!26 = !{!"llvm.loop.vectorize.enable", i1 true}
!27 = !{!"llvm.loop.vectorize.width", i32 4}
; The j loop as written: no request, no heuristic transformation.
!30 = distinct !{!30, !9, !21, !22, !23}

; Jammed: the i loop steps by 2 and its body loads a[i] and a[i+1], splat
; into two vectors; the two jammed rows' vector fused multiply-adds take
; the same b[j..j+3] vector (%wide.load; at -O3, where the vector loop is
; fully unrolled, its loads of b are hoisted out of the i loop).
; JAM-LABEL: define {{.*}}void @outer(
; JAM-DAG:     %i.next.1 = add nuw nsw i64 %i, 2
; JAM-DAG:     %x.1 = load float, ptr %a.i.1, align 4
; JAM-DAG:     %x = load float, ptr %a.i, align 4
; JAM-DAG:     %broadcast.splatinsert = insertelement <4 x float> poison, float %x, i64 0
; JAM-DAG:     %broadcast.splatinsert1 = insertelement <4 x float> poison, float %x.1, i64 0
; JAM:         tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %broadcast.splat, <4 x float> %wide.load, <4 x float> %wide.load3)
; JAM:         tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %broadcast.splat2, <4 x float> %wide.load, <4 x float> %wide.load5)
; JAM:         br i1 %i.done.1, label %exit, label %i.loop, !dbg !{{[0-9]+}}, !llvm.loop [[ILOOP:![0-9]+]]
; JAM:       {{^}}}
; JAM-NOT:   !loopcc.chains
; JAM-DAG:   [[OUTER:![0-9]+]] = !{!"loopcc.role", i32 0, !"outer"}
; JAM-DAG:   [[DONE:![0-9]+]] = !{!"loopcc.chain", i32 1, i32 2}
; JAM-DAG:   [[ILOOP]] = distinct !{[[ILOOP]], {{.*}}[[OUTER]], {{.*}}[[DONE]]{{[,}]}}

; At -O2 the vector loop is still a loop of its own, inside the i loop,
; with 64 / 4 = 16 iterations (opt: a step of 4 elements; clang's -O2 then
; unrolls it by 2, a step of 8), marked as the chain's vectorized loop.
; VLOOP-LABEL: define {{.*}}void @outer(
; VLOOP:       i.loop:
; VLOOP:       vector.body:
; VLOOP:         %index.next{{(\.1)?}} = add nuw {{(nsw )?}}i64 %index, {{4|8}}
; VLOOP:         br i1 {{.*}}, label %i.latch, label %vector.body, !dbg !{{[0-9]+}}, !llvm.loop [[VLOOP:![0-9]+]]
; VLOOP:       i.latch:
; VLOOP:       {{^}}}
; VLOOP-DAG:   [[VROLE:![0-9]+]] = !{!"loopcc.role", i32 1, !"vectorized"}
; VLOOP-DAG:   [[VDONE:![0-9]+]] = !{!"loopcc.chain", i32 1, i32 2}
; VLOOP-DAG:   [[VLOOP]] = distinct !{[[VLOOP]], {{.*}}[[VROLE]], {{.*}}[[VDONE]]{{[,}]}}

; Stock LLVM: the nest as written, scalar, one row a j loop.
; STOCK-LABEL: define void @outer(
; STOCK-NOT:   x float>
; STOCK:         %fma = tail call float @llvm.fmuladd.f32(float %x, float %y, float %z)
; STOCK-NOT:     %fma.1
; STOCK:         br i1 %j.done, label %i.latch, label %j.loop
; STOCK:         %i.next = add nuw nsw i64 %i, 1
; STOCK:         br i1 %i.done, label %exit, label %i.loop
; STOCK-NOT:   x float>
; STOCK:       {{^}}}
; STOCK-WARN: warning: chain.c:3:3: loop not unroll-and-jammed: the optimizer was unable to perform the requested transformation; the transformation might be disabled or specified as part of an unsupported transformation ordering{{$}}
