; Entries of `!loopcc.chains` that do not follow the record's format
; (passes/ChainRecord.h) are skipped one by one, without a crash and
; without a diagnostic: an id or a function that is not one, too few
; operands, a position of two operands, an unknown transformation, role or
; key, a key without a value, a value of the wrong kind or over 32 bits, a
; step that is not a node, an empty node. The well-formed chain next to
; them (chain 1 on @scale: unroll count(2) then vectorize width(4)) is
; still applied in its order (<8 x float> vector loop). The loop of @other
; carries the marker of chain 2, whose entry names an unknown
; transformation: the scheduler leaves it alone (its marker stays at step
; 0) and LLVM's own unroller honours its `unroll.count 2`. opt exits 0,
; prints nothing on stderr, and the whole record is erased.
;
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o %t.O2.ll 2> %t.O2.err
; RUN: count 0 < %t.O2.err
; RUN: FileCheck %s < %t.O2.ll
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -S %s -o %t.sched.ll 2> %t.sched.err
; RUN: count 0 < %t.sched.err
; RUN: FileCheck %s --check-prefix=SCHED < %t.sched.ll

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

define void @other(ptr noalias %a, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = zext nneg i32 %i to i64
  %a.i = getelementptr inbounds nuw i32, ptr %a, i64 %idx
  %x = load i32, ptr %a.i, align 4
  %y = mul nsw i32 %x, %x
  store i32 %y, ptr %a.i, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %for.cond, !llvm.loop !40

for.end:
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

!loopcc.chains = !{!100, !0, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112}
!0 = !{i32 1, !"scale", !1, !2, !4}
!1 = !{!"t.c", i32 4, i32 3}
!2 = !{!"unroll", !"count", i32 2, !"spelling", !"unroll count(2)", !"pragma", !3}
!3 = !{!"t.c", i32 3, i32 24}
!4 = !{!"vectorize", !"width", i32 4, !"spelling", !"vectorize width(4)", !"pragma", !5}
!5 = !{!"t.c", i32 2, i32 24}

; Chain 2, on @other's loop: an unknown transformation.
!100 = !{i32 2, !"other", !1, !120}
!120 = !{!"fuse", !"count", i32 2, !"spelling", !"fuse count(2)", !"pragma", !3}
; The id is not an integer.
!101 = !{!"three", !"scale", !1, !2}
; Too few operands: no step.
!102 = !{i32 4, !"scale", !1}
; The loop's position has two operands.
!103 = !{i32 5, !"scale", !121, !2}
!121 = !{!"t.c", i32 4}
; A key without a value.
!104 = !{i32 6, !"scale", !1, !122}
!122 = !{!"unroll", !"count"}
; A count that is a string.
!105 = !{i32 7, !"scale", !1, !123}
!123 = !{!"unroll", !"count", !"two"}
; An unknown role.
!106 = !{i32 8, !"scale", !1, !124}
!124 = !{!"unroll", !"count", i32 2, !"on", !"sideways"}
; An unknown key.
!107 = !{i32 9, !"scale", !1, !125}
!125 = !{!"unroll", !"size", i32 2}
; A width over 32 bits.
!108 = !{i32 10, !"scale", !1, !126}
!126 = !{!"vectorize", !"width", i64 4294967300}
; An empty node.
!109 = !{}
; A directive position whose line is a string.
!110 = !{i32 11, !"scale", !1, !127}
!127 = !{!"unroll", !"count", i32 2, !"pragma", !128}
!128 = !{!"t.c", !"three", i32 24}
; A step that is not a node.
!111 = !{i32 12, !"scale", !1, i32 7}
; The function is not a string.
!112 = !{i32 13, i32 0, !1, !2}

; @scale: chain 1, well formed.
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

; @other: chain 2, whose entry is skipped.
!40 = distinct !{!40, !11, !12, !13, !41, !42}
!41 = !{!"loopcc.chain", i32 2, i32 0}
!42 = !{!"loopcc.pragma", !"t.c", i32 3, i32 24}

; CHECK-LABEL: define void @scale(
; CHECK:       vector.body:
; CHECK:         store <8 x float>
; CHECK-LABEL: define void @other(
; CHECK:         %y = mul nsw i32 %x, %x
; CHECK:         %y.1 = mul nsw i32 %x.1, %x.1
; CHECK-NOT:     %y.2
; CHECK:         br i1 {{.*}}, !llvm.loop [[OTHER:![0-9]+]]
; CHECK-NOT:   !loopcc.chains
; CHECK-DAG:   [[MARK:![0-9]+]] = !{!"loopcc.chain", i32 2, i32 0}
; CHECK-DAG:   [[OTHER]] = distinct !{[[OTHER]], {{.*}}[[MARK]]{{[,}]}}

; The scheduler alone does not touch @other's loop.
; SCHED-LABEL: define void @scale(
; SCHED:         store <8 x float>
; SCHED-LABEL: define void @other(
; SCHED-NOT:     %y.1
; SCHED:         br label %for.cond, !llvm.loop [[OTHER:![0-9]+]]
; SCHED-NOT:   !loopcc.chains
; SCHED:       [[OTHER]] = distinct !{[[OTHER]], [[MP:![0-9]+]], [[COUNT:![0-9]+]], [[DNF:![0-9]+]], [[MARK:![0-9]+]], [[PRAGMA:![0-9]+]]}
; SCHED-DAG:   [[COUNT]] = !{!"llvm.loop.unroll.count", i32 2}
; SCHED-DAG:   [[MARK]] = !{!"loopcc.chain", i32 2, i32 0}
