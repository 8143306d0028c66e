; The chain `distribute` then `unroll count(2)` on a loop with nothing to
; split (one statement, one dependence cycle):
;   for (int i = 0; i < n; i++) a[i + 1] = a[i] * b[i];
; LoopDistribute declines, and so does the locality engine's fission:
; exactly one warning at the loop's position from the chain record, with
; the engine's reason (the loop has one statement), a note at the failed
; step and a note at the skipped one. The chain is given up: its loop keeps
; no request of the chain, carries the marker of the chain's end (chain 1,
; step 2), and the record is gone.
;
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -S %s -o %t.sched.ll 2> %t.sched.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.sched.err
; RUN: FileCheck %s --check-prefix=SCHED < %t.sched.ll
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o %t.O2.ll 2> %t.O2.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.O2.err
; RUN: FileCheck %s --check-prefix=O2 < %t.O2.ll

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  br label %for.cond, !llvm.loop !10

for.end:
  ret void
}

; t.c:2:24  #pragma loop transform unroll count(2)
; t.c:3:24  #pragma loop transform distribute
; t.c:4:3   for (...)
!loopcc.chains = !{!0}
!0 = !{i32 1, !"nothing_to_split", !1, !2, !4}
!1 = !{!"t.c", i32 4, i32 3}
!2 = !{!"distribute", !"spelling", !"distribute", !"pragma", !3}
!3 = !{!"t.c", i32 3, i32 24}
!4 = !{!"unroll", !"count", i32 2, !"spelling", !"unroll count(2)", !"pragma", !5}
!5 = !{!"t.c", i32 2, i32 24}

!10 = distinct !{!10, !11, !12, !13, !14, !24, !25, !26, !27}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.distribute.enable", i1 true}
!13 = !{!"llvm.loop.disable_nonforced"}
!14 = !{!"llvm.loop.distribute.followup_coincident", !15, !13, !16, !20, !22, !23}
!15 = !{!"llvm.loop.unroll.count", i32 2}
!16 = !{!"llvm.loop.unroll.followup_unrolled", !11, !17, !18, !19}
!17 = !{!"llvm.loop.distribute.enable", i1 false}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{!"loopcc.chain", i32 1, i32 2}
!20 = !{!"llvm.loop.unroll.followup_remainder", !11, !17, !18, !21, !19}
!21 = !{!"llvm.loop.vectorize.enable", i1 false}
!22 = !{!"loopcc.chain", i32 1, i32 1}
!23 = !{!"loopcc.pragma", !"t.c", i32 2, i32 24}
!24 = !{!"llvm.loop.distribute.followup_sequential", !17, !19}
!25 = !{!"llvm.loop.distribute.followup_fallback", !17, !19}
!26 = !{!"loopcc.chain", i32 1, i32 0}
!27 = !{!"loopcc.pragma", !"t.c", i32 3, i32 24}

; WARN:      warning: t.c:4:3: loop not distributed: the loop has one statement: nothing to split{{$}}
; WARN-NEXT: note: t.c:3:24: 'distribute' requested here{{$}}
; WARN-NEXT: note: t.c:2:24: 'unroll count(2)' was not applied because it follows 'distribute'{{$}}

; The scheduler alone: one loop, as it was (not split, not unrolled).
; SCHED-LABEL: define void @nothing_to_split(
; SCHED:         store float %r, ptr %a.next, align 4
; SCHED-NOT:     store
; SCHED:         br i1 {{.*}}, !llvm.loop [[LOOP:![0-9]+]]
; SCHED-NOT:     !llvm.loop
; SCHED:       {{^}}}
; SCHED-NOT:   !loopcc.chains
; SCHED:       [[LOOP]] = distinct !{[[LOOP]], [[MP:![0-9]+]], [[END:![0-9]+]]}
; SCHED-NEXT:  [[MP]] = !{!"llvm.loop.mustprogress"}
; SCHED-NEXT:  [[END]] = !{!"loopcc.chain", i32 1, i32 2}

; O2-LABEL: define void @nothing_to_split(
; O2-NOT:   ldist
; O2:       {{^}}}
; O2-NOT:   !loopcc.chains
; O2-NOT:   !"llvm.loop.distribute
; O2-NOT:   !"llvm.loop.unroll.count"
; O2:       !{!"loopcc.chain", i32 1, i32 2}
