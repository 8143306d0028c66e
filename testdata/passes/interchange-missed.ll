; An `interchange` step is never applied: loopcc's own interchange pass is
; not built yet and no LLVM 22 pass interchanges one chosen nest. The
; scheduler gives the chain up before running any pass and the reporter
; says so at the loop's position from the record, with a note at the
; directive:
;  - @then_unroll: `interchange` then `unroll count(2)`: also a note for
;    the skipped unroll; the nest is left as it was, not unrolled.
;  - @alone: a lone `interchange` (never left to LLVM's pipeline, which
;    would ignore it silently): one warning, one note.
; Both nests lose every request of their chain, the inner loops lose the
; protection loopcc gave them for the pending step, and the outer loops
; carry the marker of their chain's end.
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

; #pragma loop transform unroll count(2)        t.c:2:24
; #pragma loop transform interchange            t.c:3:24
; for (int i = 0; i < 64; i++)                  t.c:4:3
;   for (int j = 0; j < 64; j++)
;     a[j * 64 + i] += b[j * 64 + i];
define void @then_unroll(ptr noalias %a, ptr noalias %b) {
entry:
  br label %i.loop

i.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %i.latch ]
  br label %j.loop

j.loop:
  %j = phi i64 [ 0, %i.loop ], [ %j.next, %j.loop ]
  %row = shl nuw nsw i64 %j, 6
  %idx = or disjoint i64 %row, %i
  %b.ji = getelementptr inbounds nuw float, ptr %b, i64 %idx
  %x = load float, ptr %b.ji, align 4
  %a.ji = getelementptr inbounds nuw float, ptr %a, i64 %idx
  %y = load float, ptr %a.ji, align 4
  %sum = fadd float %y, %x
  store float %sum, ptr %a.ji, align 4
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, 64
  br i1 %j.done, label %i.latch, label %j.loop, !llvm.loop !20

i.latch:
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, 64
  br i1 %i.done, label %exit, label %i.loop, !llvm.loop !24

exit:
  ret void
}

; #pragma loop transform interchange            t.c:10:24
; for (int i = 0; i < 64; i++)                  t.c:11:3
;   for (int j = 0; j < 64; j++)
;     a[j * 64 + i] += b[j * 64 + i];
define void @alone(ptr noalias %a, ptr noalias %b) {
entry:
  br label %i.loop

i.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %i.latch ]
  br label %j.loop

j.loop:
  %j = phi i64 [ 0, %i.loop ], [ %j.next, %j.loop ]
  %row = shl nuw nsw i64 %j, 6
  %idx = or disjoint i64 %row, %i
  %b.ji = getelementptr inbounds nuw float, ptr %b, i64 %idx
  %x = load float, ptr %b.ji, align 4
  %a.ji = getelementptr inbounds nuw float, ptr %a, i64 %idx
  %y = load float, ptr %a.ji, align 4
  %sum = fadd float %y, %x
  store float %sum, ptr %a.ji, align 4
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, 64
  br i1 %j.done, label %i.latch, label %j.loop, !llvm.loop !40

i.latch:
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, 64
  br i1 %i.done, label %exit, label %i.loop, !llvm.loop !41

exit:
  ret void
}

!loopcc.chains = !{!0, !6}
!0 = !{i32 1, !"then_unroll", !1, !2, !4}
!1 = !{!"t.c", i32 4, i32 3}
!2 = !{!"interchange", !"spelling", !"interchange", !"pragma", !3}
!3 = !{!"t.c", i32 3, i32 24}
!4 = !{!"unroll", !"count", i32 2, !"spelling", !"unroll count(2)", !"pragma", !5}
!5 = !{!"t.c", i32 2, i32 24}
!6 = !{i32 2, !"alone", !7, !8}
!7 = !{!"t.c", i32 11, i32 3}
!8 = !{!"interchange", !"spelling", !"interchange", !"pragma", !9}
!9 = !{!"t.c", i32 10, i32 24}

; Inner loops, protected while the interchange is pending.
!20 = distinct !{!20, !21, !22, !23}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.disable_nonforced"}
!23 = !{!"loopcc.protected"}
; @then_unroll's i loop: interchange, then unroll the (new) outer loop.
!24 = distinct !{!24, !21, !25, !22, !26, !35, !36}
!25 = !{!"llvm.loop.interchange.enable", i1 true}
!26 = !{!"llvm.loop.interchange.followup_outer", !21, !27, !22, !28, !31, !33, !34}
!27 = !{!"llvm.loop.unroll.count", i32 2}
!28 = !{!"llvm.loop.unroll.followup_unrolled", !21, !29, !30}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !{!"loopcc.chain", i32 1, i32 2}
!31 = !{!"llvm.loop.unroll.followup_remainder", !21, !29, !32, !30}
!32 = !{!"llvm.loop.vectorize.enable", i1 false}
!33 = !{!"loopcc.chain", i32 1, i32 1}
!34 = !{!"loopcc.pragma", !"t.c", i32 2, i32 24}
!35 = !{!"loopcc.chain", i32 1, i32 0}
!36 = !{!"loopcc.pragma", !"t.c", i32 3, i32 24}
; @alone.
!40 = distinct !{!40, !21, !22, !23}
!41 = distinct !{!41, !21, !25, !22, !42, !43}
!42 = !{!"loopcc.chain", i32 2, i32 0}
!43 = !{!"loopcc.pragma", !"t.c", i32 10, i32 24}

; WARN:      warning: t.c:4:3: loop not interchanged: loopcc's interchange pass is not built yet; no LLVM 22 pass can interchange one chosen loop nest{{$}}
; WARN-NEXT: note: t.c:3:24: 'interchange' requested here{{$}}
; WARN-NEXT: note: t.c:2:24: 'unroll count(2)' was not applied because it follows 'interchange'{{$}}
; WARN-NEXT: warning: t.c:11:3: loop not interchanged: loopcc's interchange pass is not built yet; no LLVM 22 pass can interchange one chosen loop nest{{$}}
; WARN-NEXT: note: t.c:10:24: 'interchange' requested here{{$}}

; The nests are as they were: j inside i, one copy of the body.
; SCHED-LABEL: define void @then_unroll(
; SCHED:       i.loop:
; SCHED:       j.loop:
; SCHED:         store float %sum, ptr %a.ji, align 4
; SCHED-NOT:     store
; SCHED:         br i1 %j.done, label %i.latch, label %j.loop, !llvm.loop [[INNER1:![0-9]+]]
; SCHED:         br i1 %i.done, label %exit, label %i.loop, !llvm.loop [[OUTER1:![0-9]+]]
; SCHED-LABEL: define void @alone(
; SCHED:         br i1 %j.done, label %i.latch, label %j.loop, !llvm.loop [[INNER2:![0-9]+]]
; SCHED:         br i1 %i.done, label %exit, label %i.loop, !llvm.loop [[OUTER2:![0-9]+]]
; SCHED-NOT:   !loopcc.chains
; SCHED:       [[INNER1]] = distinct !{[[INNER1]], [[MP:![0-9]+]]}
; SCHED-NEXT:  [[MP]] = !{!"llvm.loop.mustprogress"}
; SCHED-NEXT:  [[OUTER1]] = distinct !{[[OUTER1]], [[MP]], [[END1:![0-9]+]]}
; SCHED-NEXT:  [[END1]] = !{!"loopcc.chain", i32 1, i32 2}
; SCHED-NEXT:  [[INNER2]] = distinct !{[[INNER2]], [[MP]]}
; SCHED-NEXT:  [[OUTER2]] = distinct !{[[OUTER2]], [[MP]], [[END2:![0-9]+]]}
; SCHED-NEXT:  [[END2]] = !{!"loopcc.chain", i32 2, i32 1}

; O2-LABEL: define void @then_unroll(
; O2-LABEL: define void @alone(
; O2-NOT: !loopcc.chains
; O2-NOT: !"llvm.loop.interchange
; O2-NOT: loopcc.protected
; O2-NOT: disable_nonforced
; O2-NOT: !"loopcc.chain", i32 {{[12]}}, i32 0}
