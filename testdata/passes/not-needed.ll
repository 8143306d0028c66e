; A step that names, with on(role), a loop the step before it did not
; produce is not needed: it is neither tried nor reported. Both loops run
; exactly 8 times:
;  - @eight: `unroll count(2)` then `vectorize width(4) on(remainder)`:
;    8 is a multiple of 2, so the unroller makes no remainder loop. The
;    loop is unrolled (two copies of the body, step 2, no remainder) and not
;    vectorized; it carries the chain's final marker (chain 1, step 2).
;  - @eight_vec: `vectorize width(4)` then `unroll count(2) on(epilogue)`:
;    8 is a multiple of 4, so the vectorizer leaves no epilogue; the vector
;    loop runs once and is folded away: only <4 x float> code is left.
; No warning, no note; the scheduler tries step 0 of each chain and never
; step 1 (-loopcc-trace-scheduler).
;
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -loopcc-trace-scheduler -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=TRACE --implicit-check-not=scheduler: \
; RUN:   --implicit-check-not=warning --implicit-check-not=note < %t.err
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o /dev/null 2> %t.O2.err
; RUN: count 0 < %t.O2.err

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @eight(ptr noalias %a, ptr noalias %b) {
entry:
  br label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
  %a.i = getelementptr inbounds nuw float, ptr %a, i64 %i
  %x = load float, ptr %a.i, align 4
  %b.i = getelementptr inbounds nuw float, ptr %b, i64 %i
  %y = load float, ptr %b.i, align 4
  %r = call float @llvm.fmuladd.f32(float %x, float 2.000000e+00, float %y)
  store float %r, ptr %a.i, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %for.body, !llvm.loop !10

exit:
  ret void
}

define void @eight_vec(ptr noalias %a, ptr noalias %b) {
entry:
  br label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
  %a.i = getelementptr inbounds nuw float, ptr %a, i64 %i
  %x = load float, ptr %a.i, align 4
  %b.i = getelementptr inbounds nuw float, ptr %b, i64 %i
  %y = load float, ptr %b.i, align 4
  %r = call float @llvm.fmuladd.f32(float %x, float 2.000000e+00, float %y)
  store float %r, ptr %a.i, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %for.body, !llvm.loop !40

exit:
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

!loopcc.chains = !{!0, !30}
; t.c:2:24  #pragma loop transform vectorize width(4) on(remainder)
; t.c:3:24  #pragma loop transform unroll count(2)
; t.c:4:3   for (...)
!0 = !{i32 1, !"eight", !1, !2, !4}
!1 = !{!"t.c", i32 4, i32 3}
!2 = !{!"unroll", !"count", i32 2, !"spelling", !"unroll count(2)", !"pragma", !3}
!3 = !{!"t.c", i32 3, i32 24}
!4 = !{!"vectorize", !"width", i32 4, !"on", !"remainder", !"spelling", !"vectorize width(4) on(remainder)", !"pragma", !5}
!5 = !{!"t.c", i32 2, i32 24}
; t.c:8:24  #pragma loop transform unroll count(2) on(epilogue)
; t.c:9:24  #pragma loop transform vectorize width(4)
; t.c:10:3  for (...)
!30 = !{i32 2, !"eight_vec", !31, !32, !34}
!31 = !{!"t.c", i32 10, i32 3}
!32 = !{!"vectorize", !"width", i32 4, !"spelling", !"vectorize width(4)", !"pragma", !33}
!33 = !{!"t.c", i32 9, i32 24}
!34 = !{!"unroll", !"count", i32 2, !"on", !"epilogue", !"spelling", !"unroll count(2) on(epilogue)", !"pragma", !35}
!35 = !{!"t.c", i32 8, i32 24}

; @eight: unroll now; the unrolled loop is done, the remainder would be
; vectorized.
!10 = distinct !{!10, !11, !12, !13, !14, !17, !27, !28}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.count", i32 2}
!13 = !{!"llvm.loop.disable_nonforced"}
!14 = !{!"llvm.loop.unroll.followup_unrolled", !11, !15, !16}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!"loopcc.chain", i32 1, i32 2}
!17 = !{!"llvm.loop.unroll.followup_remainder", !11, !18, !19, !20, !21, !24, !25, !26}
!18 = !{!"llvm.loop.vectorize.width", i32 4}
!19 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!20 = !{!"llvm.loop.vectorize.enable", i1 true}
!21 = !{!"llvm.loop.vectorize.followup_vectorized", !11, !15, !22, !23, !16}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = !{!"llvm.loop.vectorize.followup_epilogue", !11, !15, !22, !23, !16}
!25 = !{!"loopcc.chain", i32 1, i32 1}
!26 = !{!"loopcc.pragma", !"t.c", i32 2, i32 24}
!27 = !{!"loopcc.chain", i32 1, i32 0}
!28 = !{!"loopcc.pragma", !"t.c", i32 3, i32 24}

; @eight_vec: vectorize now; the vector loop is done, the epilogue would be
; unrolled.
!40 = distinct !{!40, !11, !18, !19, !20, !41, !43, !48, !49}
!41 = !{!"llvm.loop.vectorize.followup_vectorized", !11, !22, !23, !42}
!42 = !{!"loopcc.chain", i32 2, i32 2}
!43 = !{!"llvm.loop.vectorize.followup_epilogue", !11, !12, !22, !13, !44, !45, !46, !47}
!44 = !{!"llvm.loop.unroll.followup_unrolled", !11, !22, !23, !15, !42}
!45 = !{!"llvm.loop.unroll.followup_remainder", !11, !22, !23, !15, !50, !42}
!46 = !{!"loopcc.chain", i32 2, i32 1}
!47 = !{!"loopcc.pragma", !"t.c", i32 8, i32 24}
!48 = !{!"loopcc.chain", i32 2, i32 0}
!49 = !{!"loopcc.pragma", !"t.c", i32 9, i32 24}
!50 = !{!"llvm.loop.vectorize.enable", i1 false}

; CHECK-LABEL: define void @eight(
; CHECK-NOT:   x float>
; CHECK:       for.body:
; CHECK:         %r = call float @llvm.fmuladd.f32(
; CHECK:         %r.1 = call float @llvm.fmuladd.f32(
; CHECK-NOT:     %r.2
; CHECK:         %i.next.1 = add nuw nsw i64 %i, 2
; CHECK:         br i1 %done.1, label %exit, label %for.body, !llvm.loop [[LOOP:![0-9]+]]
; CHECK-NOT:   br
; CHECK:       ret void
; CHECK-LABEL: define void @eight_vec(
; CHECK-NOT:   br
; CHECK-NOT:   fmuladd.f32
; CHECK:       call <4 x float> @llvm.fmuladd.v4f32(
; CHECK-NOT:   br
; CHECK-NOT:   fmuladd.f32
; CHECK:       ret void
; CHECK-NOT:   !loopcc.chains
; CHECK:       [[LOOP]] = distinct !{[[LOOP]], [[MP:![0-9]+]], [[NOUNROLL:![0-9]+]], [[DONE:![0-9]+]]}
; CHECK-NEXT:  [[MP]] = !{!"llvm.loop.mustprogress"}
; CHECK-NEXT:  [[NOUNROLL]] = !{!"llvm.loop.unroll.disable"}
; CHECK-NEXT:  [[DONE]] = !{!"loopcc.chain", i32 1, i32 2}

; TRACE: scheduler: eight chain 1 step 0 loop for.body id 0x{{[0-9a-f]+}}
; TRACE: scheduler: eight_vec chain 2 step 0 loop for.body id 0x{{[0-9a-f]+}}
