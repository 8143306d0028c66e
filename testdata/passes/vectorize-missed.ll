; The chain `vectorize width(4)` then `unroll count(2)` on the recurrence
;   for (int i = 1; i < n; i++) a[i] = a[i - 1] * 2;
; The vectorizer cannot vectorize it (backward loop-carried dependence):
; exactly one warning, at the loop's position from the chain record, with
; the vectorizer's own reason (its advice rewritten into loopcc's pragma),
; a note at the failed step (status missed) and a note at the step that
; follows it (status skipped). The chain is given up: the loop loses every
; request of the chain, is not vectorized and carries the marker of the
; chain's end (chain 1, step 2), and the record is gone. The same from the
; default pipeline and from the two passes alone.
;
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o %t.O2.ll 2> %t.O2.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.O2.err
; RUN: FileCheck %s --check-prefix=IR < %t.O2.ll
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -S %s -o %t.sched.ll 2> %t.sched.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.sched.err
; RUN: FileCheck %s --check-prefix=IR < %t.sched.ll

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  br label %for.cond, !llvm.loop !10

for.end:
  ret void
}

; t.c:2:24  #pragma loop transform unroll count(2)
; t.c:3:24  #pragma loop transform vectorize width(4)
; t.c:4:3   for (...)
!loopcc.chains = !{!0}
!0 = !{i32 1, !"recurrence", !1, !2, !4}
!1 = !{!"t.c", i32 4, i32 3}
!2 = !{!"vectorize", !"width", i32 4, !"spelling", !"vectorize width(4)", !"pragma", !3}
!3 = !{!"t.c", i32 3, i32 24}
!4 = !{!"unroll", !"count", i32 2, !"spelling", !"unroll count(2)", !"pragma", !5}
!5 = !{!"t.c", i32 2, i32 24}

!10 = distinct !{!10, !11, !12, !13, !14, !15, !27, !28, !29}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.vectorize.width", i32 4}
!13 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!14 = !{!"llvm.loop.vectorize.enable", i1 true}
!15 = !{!"llvm.loop.vectorize.followup_vectorized", !11, !16, !17, !18, !19, !23, !25, !26}
!16 = !{!"llvm.loop.unroll.count", i32 2}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.disable_nonforced"}
!19 = !{!"llvm.loop.unroll.followup_unrolled", !11, !17, !20, !21, !22}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!"loopcc.chain", i32 1, i32 2}
!23 = !{!"llvm.loop.unroll.followup_remainder", !11, !17, !20, !21, !24, !22}
!24 = !{!"llvm.loop.vectorize.enable", i1 false}
!25 = !{!"loopcc.chain", i32 1, i32 1}
!26 = !{!"loopcc.pragma", !"t.c", i32 2, i32 24}
!27 = !{!"llvm.loop.vectorize.followup_epilogue", !11, !17, !20, !22}
!28 = !{!"loopcc.chain", i32 1, i32 0}
!29 = !{!"loopcc.pragma", !"t.c", i32 3, i32 24}

; WARN:      warning: t.c:4:3: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes.{{$}}
; WARN-NEXT: note: t.c:3:24: 'vectorize width(4)' requested here{{$}}
; WARN-NEXT: note: t.c:2:24: 'unroll count(2)' was not applied because it follows 'vectorize width(4)'{{$}}

; IR-LABEL: define void @recurrence(
; IR-NOT:   x i32>
; IR:         store i32 %y, ptr %a.i, align 4
; IR-NOT:   store i32
; IR:         br i1 {{.*}}, !llvm.loop [[LOOP:![0-9]+]]
; IR-NOT:   x i32>
; IR-NOT:   !loopcc.chains
; IR:       [[LOOP]] = distinct !{[[LOOP]], [[MP:![0-9]+]], [[END:![0-9]+]]}
; IR-NEXT:  [[MP]] = !{!"llvm.loop.mustprogress"}
; IR-NEXT:  [[END]] = !{!"loopcc.chain", i32 1, i32 2}
