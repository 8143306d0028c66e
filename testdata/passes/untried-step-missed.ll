; The reporter's last guard of "never silent": a loop still in the code
; whose marker points at a step that no pass was tried on must be reported
; missed, never not-needed ("removed by an earlier optimization"). Running
; the reporter alone on a chain nobody scheduled (unroll count(2) then
; vectorize width(4), marker at step 0) is that situation: one warning at
; the loop saying so, the note at the directive, and the skipped step's
; note. (Before the guard, this said nothing at all and the JSON report
; said not-needed.)
;
; RUN: %opt_loopcc -passes='loopcc-missed-transform-reporter' %s -disable-output 2> %t.err
; RUN: FileCheck %s --implicit-check-not=warning: --implicit-check-not=note: < %t.err
; CHECK: warning: t.c:4:3: loop not unrolled: the loop is still in the code, but no pass was run on it for this step
; CHECK-NEXT: note: t.c:3:24: 'unroll count(2)' requested here
; CHECK-NEXT: note: t.c:2:24: 'vectorize width(4)' was not applied because it follows 'unroll count(2)'

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

declare float @llvm.fmuladd.f32(float, float, float)

; t.c:2:24  #pragma loop transform vectorize width(4)
; t.c:3:24  #pragma loop transform unroll count(2)
; t.c:4:3   for (...)
!loopcc.chains = !{!0}
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

; O2-LABEL: define void @scale(
; O2:       vector.body:
; O2:         %offset.idx = shl i64 %index, 1
; O2:         %wide.vec = load <8 x float>, ptr [[A:%[0-9]+]], align 4
; O2:         load <8 x float>
; O2:         %interleaved.vec = tail call <8 x float> @llvm.fmuladd.v8f32(
; O2:         store <8 x float> %interleaved.vec, ptr [[A]], align 4
; O2:         %index.next = add nuw i64 %index, 4
; O2:         br i1 {{.*}}, label %middle.block, label %vector.body, !llvm.loop [[VLOOP:![0-9]+]]
; O2:       for.body:
; O2:         br i1 {{.*}}, label %for.body, !llvm.loop [[SLOOP:![0-9]+]]
; O2-NOT:   !loopcc.chains
; O2-DAG:   [[DONE:![0-9]+]] = !{!"loopcc.chain", i32 1, i32 2}
; O2-DAG:   [[VLOOP]] = distinct !{[[VLOOP]], {{.*}}[[DONE]]{{[,}]}}
; O2-DAG:   [[SLOOP]] = distinct !{[[SLOOP]], {{.*}}[[DONE]]{{[,}]}}

; The scheduler alone, before the rest of the pipeline tidies up: the
; <8 x float> load holds a[i], a[i+1] of four vector iterations; the two
; unrolled copies are its even and odd lanes.
; The scalar loop the vectorizer left is the unrolled loop itself.

; Without the plugin: unrolled (two scalar copies), no vector code.
