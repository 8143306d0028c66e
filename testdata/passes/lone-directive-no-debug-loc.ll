; IR without debug locations (hand-written, or stripped): the warnings take
; their positions from the chain record, so nothing is lost, and LLVM's own
; diagnostics about a chain's loop should be held back as they are with
; locations. Here @scale's chain (scheduled: unroll count(2) then vectorize
; width(4)) applies silently and @nothing_to_split's lone `distribute`
; (left to LLVM's LoopDistribute, which finds nothing to split) gets
; exactly one warning with the reason (the loop has one statement, from
; the locality engine's fission, tried early) and a note.
;
; loopcc's diagnostic handler (PipelineRemarks::Handler) recognizes a chain
; loop's remarks by the marker on the loop of the remark's code region (the
; header's latch), and LoopDistribute's failure warning, which has neither
; a region nor a location here, by a chain loop in its function; by source
; position alone, LoopDistribute's always-printed remark and LLVM's
; failure warning ("<unknown>:0:0: ...") were printed besides loopcc's.
;
; RUN: %opt_loopcc -passes='default<O2>' %s -disable-output 2> %t.err
; RUN: FileCheck %s --implicit-check-not=warning: --implicit-check-not=note: \
; RUN:   --implicit-check-not=remark: < %t.err

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

define void @nothing_to_split(ptr noalias %a, ptr noalias %b, i32 %n) {
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
  %r = fmul float %x, %y
  %a.next = getelementptr inbounds nuw i8, ptr %a.i, i64 4
  store float %r, ptr %a.next, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %for.cond, !llvm.loop !40

for.end:
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

; t.c:2:24  #pragma loop transform vectorize width(4)
; t.c:3:24  #pragma loop transform unroll count(2)
; t.c:4:3   for (...)
!loopcc.chains = !{!0, !30}
!0 = !{i32 1, !"scale", !1, !2, !4}
!1 = !{!"t.c", i32 4, i32 3}
!2 = !{!"unroll", !"count", i32 2, !"spelling", !"unroll count(2)", !"pragma", !3}
!3 = !{!"t.c", i32 3, i32 24}
!4 = !{!"vectorize", !"width", i32 4, !"spelling", !"vectorize width(4)", !"pragma", !5}
!5 = !{!"t.c", i32 2, i32 24}

; The loop, as loopcc lowers the chain: unroll now, then on the unrolled
; loop vectorize; every loop left at the end carries the marker step 2.
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


; t.c:9:24  #pragma loop transform distribute
; t.c:10:3  for (...)
!30 = !{i32 2, !"nothing_to_split", !31, !32}
!31 = !{!"t.c", i32 10, i32 3}
!32 = !{!"distribute", !"spelling", !"distribute", !"pragma", !33}
!33 = !{!"t.c", i32 9, i32 24}
; A lone directive: no disable_nonforced, LLVM's own pipeline applies it.
!40 = distinct !{!40, !11, !41, !42, !43}
!41 = !{!"llvm.loop.distribute.enable", i1 true}
!42 = !{!"loopcc.chain", i32 2, i32 0}
!43 = !{!"loopcc.pragma", !"t.c", i32 9, i32 24}

; CHECK:      warning: t.c:10:3: loop not distributed: the loop has one statement: nothing to split{{$}}
; CHECK-NEXT: note: t.c:9:24: 'distribute' requested here{{$}}
