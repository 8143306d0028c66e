; The chain record `!loopcc.chains` is read once per pipeline and erased by
; the reporter once every chain is judged, so that a later pipeline over the
; output (opt again, an LTO link) finds nothing left to do; each loop left
; carries its chain's final marker: `!{!"loopcc.chain", i32 ID, i32 N}`
; with N the chain's length, whether the chain applied (chain 1: unroll
; count(2) then vectorize width(4)) or was given up (chain 2: vectorize
; width(4) then unroll count(2) on a recurrence), and no loopcc.pragma
; marker. Optimizing that output again with the plugin prints nothing and
; leaves the loops as they are. The scheduler alone (no reporter) moves the
; markers but keeps the record; an unoptimized pipeline (default<O0>) keeps
; the record and the loops as they came, and warns about nothing.
;
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o %t.O2.ll 2> %t.O2.err
; RUN: FileCheck %s --check-prefix=ERASED < %t.O2.ll
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.O2.err
; RUN: %opt_loopcc -passes='default<O2>' -S %t.O2.ll -o %t.again.ll 2> %t.again.err
; RUN: count 0 < %t.again.err
; RUN: FileCheck %s --check-prefix=ERASED < %t.again.ll
;
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler)' -S %s -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=KEPT --implicit-check-not=warning
; RUN: %opt_loopcc -passes='default<O0>' -S %s -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=O0 --implicit-check-not=warning

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @scale(ptr noalias %a, ptr noalias %b, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = zext nneg i32 %i to i64
  %a.i = getelementptr inbounds nuw float, ptr %a, i64 %idx
  %x = load float, ptr %a.i, align 4
  %b.i = getelementptr inbounds nuw float, ptr %b, i64 %idx
  %y = load float, ptr %b.i, align 4
  %r = call float @llvm.fmuladd.f32(float %x, float 2.000000e+00, float %y)
  store float %r, ptr %a.i, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %for.cond, !llvm.loop !10

for.end:
  ret void
}

define void @recurrence(ptr %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 1, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = zext nneg i32 %i to i64
  %a.i = getelementptr inbounds nuw i32, ptr %a, i64 %idx
  %a.prev = getelementptr i8, ptr %a.i, i64 -4
  %x = load i32, ptr %a.prev, align 4
  %y = shl nsw i32 %x, 1
  store i32 %y, ptr %a.i, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %for.cond, !llvm.loop !40

for.end:
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

!loopcc.chains = !{!0, !6}
!0 = !{i32 1, !"scale", !1, !2, !4}
!1 = !{!"t.c", i32 4, i32 3}
!2 = !{!"unroll", !"count", i32 2, !"spelling", !"unroll count(2)", !"pragma", !3}
!3 = !{!"t.c", i32 3, i32 24}
!4 = !{!"vectorize", !"width", i32 4, !"spelling", !"vectorize width(4)", !"pragma", !5}
!5 = !{!"t.c", i32 2, i32 24}
!6 = !{i32 2, !"recurrence", !7, !4, !2}
!7 = !{!"t.c", i32 10, i32 3}

; @scale: unroll, then vectorize the unrolled loop.
!10 = distinct !{!10, !11, !12, !13, !14, !26, !28, !29}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.count", i32 2}
!13 = !{!"llvm.loop.disable_nonforced"}
!14 = !{!"llvm.loop.unroll.followup_unrolled", !11, !15, !16, !17, !18, !23, !24, !25}
!15 = !{!"llvm.loop.vectorize.width", i32 4}
!16 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!17 = !{!"llvm.loop.vectorize.enable", i1 true}
!18 = !{!"llvm.loop.vectorize.followup_vectorized", !11, !19, !20, !21, !22}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!"loopcc.chain", i32 1, i32 2}
!23 = !{!"llvm.loop.vectorize.followup_epilogue", !11, !19, !20, !21, !22}
!24 = !{!"loopcc.chain", i32 1, i32 1}
!25 = !{!"loopcc.pragma", !"t.c", i32 2, i32 24}
!26 = !{!"llvm.loop.unroll.followup_remainder", !11, !19, !27, !22}
!27 = !{!"llvm.loop.vectorize.enable", i1 false}
!28 = !{!"loopcc.chain", i32 1, i32 0}
!29 = !{!"loopcc.pragma", !"t.c", i32 3, i32 24}

; @recurrence: vectorize (fails), then unroll the vector loop.
!40 = distinct !{!40, !11, !15, !16, !17, !41, !47, !48, !49}
!41 = !{!"llvm.loop.vectorize.followup_vectorized", !11, !12, !20, !13, !42, !44, !45, !46}
!42 = !{!"llvm.loop.unroll.followup_unrolled", !11, !20, !21, !19, !43}
!43 = !{!"loopcc.chain", i32 2, i32 2}
!44 = !{!"llvm.loop.unroll.followup_remainder", !11, !20, !21, !19, !27, !43}
!45 = !{!"loopcc.chain", i32 2, i32 1}
!46 = !{!"loopcc.pragma", !"t.c", i32 3, i32 24}
!47 = !{!"llvm.loop.vectorize.followup_epilogue", !11, !20, !21, !43}
!48 = !{!"loopcc.chain", i32 2, i32 0}
!49 = !{!"loopcc.pragma", !"t.c", i32 2, i32 24}

; WARN: warning: t.c:10:3: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change.

; ERASED-LABEL: define void @scale(
; ERASED:         br i1 {{.*}}, label %vector.body, !llvm.loop [[VEC:![0-9]+]]
; ERASED:         br i1 {{.*}}, label %for.body, !llvm.loop [[SCALAR:![0-9]+]]
; ERASED-LABEL: define void @recurrence(
; ERASED-NOT:     x i32>
; ERASED:         br i1 {{.*}}, label %for.body, !llvm.loop [[REC:![0-9]+]]
; ERASED-NOT:   !loopcc.chains
; ERASED-NOT:   !"loopcc.pragma"
; ERASED-NOT:   !"loopcc.chain", i32 {{[0-9]+}}, i32 {{[01]}}}
; ERASED-DAG:   [[DONE1:![0-9]+]] = !{!"loopcc.chain", i32 1, i32 2}
; ERASED-DAG:   [[DONE2:![0-9]+]] = !{!"loopcc.chain", i32 2, i32 2}
; ERASED-DAG:   [[VEC]] = distinct !{[[VEC]], {{.*}}[[DONE1]]{{[,}]}}
; ERASED-DAG:   [[SCALAR]] = distinct !{[[SCALAR]], {{.*}}[[DONE1]]{{[,}]}}
; ERASED-DAG:   [[REC]] = distinct !{[[REC]], {{.*}}[[DONE2]]{{[,}]}}
; ERASED-NOT:   !"loopcc.pragma"
; ERASED-NOT:   !"loopcc.chain", i32 {{[0-9]+}}, i32 {{[01]}}}

; KEPT-LABEL: define void @scale(
; KEPT:         !llvm.loop [[VEC:![0-9]+]]
; KEPT-LABEL: define void @recurrence(
; KEPT:         !llvm.loop [[REC:![0-9]+]]
; KEPT:       !loopcc.chains = !{[[C1:![0-9]+]], [[C2:![0-9]+]]}
; KEPT:       [[C1]] = !{i32 1, !"scale",
; KEPT-DAG:   [[DONE1:![0-9]+]] = !{!"loopcc.chain", i32 1, i32 2}
; KEPT-DAG:   [[DONE2:![0-9]+]] = !{!"loopcc.chain", i32 2, i32 2}
; KEPT-DAG:   [[VEC]] = distinct !{[[VEC]], {{.*}}[[DONE1]]{{[,}]}}
; KEPT-DAG:   [[REC]] = distinct !{[[REC]], {{.*}}[[DONE2]]{{[,}]}}
; KEPT-DAG:   [[C2]] = !{i32 2, !"recurrence",

; O0-LABEL: define void @scale(
; O0:         br label %for.cond, !llvm.loop [[SCALE:![0-9]+]]
; O0-LABEL: define void @recurrence(
; O0:         br label %for.cond, !llvm.loop [[REC:![0-9]+]]
; O0:       !loopcc.chains = !{[[C1:![0-9]+]], [[C2:![0-9]+]]}
; O0:       [[C1]] = !{i32 1, !"scale",
; O0-DAG:   [[SCALE]] = distinct !{[[SCALE]], {{.*}}[[START1:![0-9]+]], [[PRAGMA1:![0-9]+]]}
; O0-DAG:   [[START1]] = !{!"loopcc.chain", i32 1, i32 0}
; O0-DAG:   [[REC]] = distinct !{[[REC]], {{.*}}[[START2:![0-9]+]], [[PRAGMA2:![0-9]+]]}
; O0-DAG:   [[START2]] = !{!"loopcc.chain", i32 2, i32 0}
