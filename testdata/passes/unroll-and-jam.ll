; `unroll_and_jam count(2)` (a transformation LLVM's default pipeline never
; runs; loopcc schedules it even as a lone directive), twice:
;  - @gemm: on the j loop of C[i][k] += A[i][j] * B[j][k] (constant bounds,
;    j/k nest): applied. The j loop steps by 2 and the k loop body holds the
;    two jammed j iterations (A[i][j] and A[i][j+1]); the k loop, protected
;    by loopcc while the jam was pending, is set free (no disable_nonforced,
;    no loopcc.protected); the j loop carries the chain's final marker.
;  - @plain_nest: on `for (i < n) for (j < m) a[i] += b[j]`: the inner loop
;    sits behind the `m > 0` guard in the outer body and LoopUnrollAndJam
;    declines without a word; the warning gives loopcc's own diagnosis, at
;    the loop's position from the record, with a note at the directive.
;
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -S %s -o %t.sched.ll 2> %t.sched.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: < %t.sched.err
; RUN: FileCheck %s --check-prefix=SCHED < %t.sched.ll
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o %t.O2.ll 2> %t.O2.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: < %t.O2.err
; RUN: FileCheck %s --check-prefix=O2 < %t.O2.ll

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = global [64 x [64 x double]] zeroinitializer, align 16
@B = global [64 x [64 x double]] zeroinitializer, align 16
@C = global [64 x [64 x double]] zeroinitializer, align 16

; for (i < 64)
;   #pragma loop transform unroll_and_jam count(2)      t.c:4:24
;   for (j < 64)                                         t.c:5:5
;     for (k < 64)
;       C[i][k] += A[i][j] * B[j][k];
define void @gemm() {
entry:
  br label %i.loop

i.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %i.latch ]
  br label %j.loop

j.loop:
  %j = phi i64 [ 0, %i.loop ], [ %j.next, %j.latch ]
  br label %k.loop

k.loop:
  %k = phi i64 [ 0, %j.loop ], [ %k.next, %k.loop ]
  %a.ij = getelementptr inbounds nuw [64 x [64 x double]], ptr @A, i64 0, i64 %i, i64 %j
  %a = load double, ptr %a.ij, align 8
  %b.jk = getelementptr inbounds nuw [64 x [64 x double]], ptr @B, i64 0, i64 %j, i64 %k
  %b = load double, ptr %b.jk, align 8
  %c.ik = getelementptr inbounds nuw [64 x [64 x double]], ptr @C, i64 0, i64 %i, i64 %k
  %c = load double, ptr %c.ik, align 8
  %fma = call double @llvm.fmuladd.f64(double %a, double %b, double %c)
  store double %fma, ptr %c.ik, align 8
  %k.next = add nuw nsw i64 %k, 1
  %k.done = icmp eq i64 %k.next, 64
  br i1 %k.done, label %j.latch, label %k.loop, !llvm.loop !20

j.latch:
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, 64
  br i1 %j.done, label %i.latch, label %j.loop, !llvm.loop !24

i.latch:
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, 64
  br i1 %i.done, label %exit, label %i.loop

exit:
  ret void
}

; #pragma loop transform unroll_and_jam count(2)        t.c:12:24
; for (i < n)                                           t.c:13:3
;   for (j < m)
;     a[i] += b[j];
define void @plain_nest(i32 %n, i32 %m, ptr noalias %a, ptr noalias %b) {
entry:
  br label %i.cond

i.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %i.latch ]
  %i.cmp = icmp slt i32 %i, %n
  br i1 %i.cmp, label %j.cond, label %exit

j.cond:
  %j = phi i32 [ %j.next, %j.body ], [ 0, %i.cond ]
  %j.cmp = icmp slt i32 %j, %m
  br i1 %j.cmp, label %j.body, label %i.latch

j.body:
  %j.idx = zext nneg i32 %j to i64
  %b.j = getelementptr inbounds nuw float, ptr %b, i64 %j.idx
  %x = load float, ptr %b.j, align 4
  %i.idx = zext nneg i32 %i to i64
  %a.i = getelementptr inbounds nuw float, ptr %a, i64 %i.idx
  %y = load float, ptr %a.i, align 4
  %sum = fadd float %y, %x
  store float %sum, ptr %a.i, align 4
  %j.next = add nuw nsw i32 %j, 1
  br label %j.cond, !llvm.loop !30

i.latch:
  %i.next = add nuw nsw i32 %i, 1
  br label %i.cond, !llvm.loop !31

exit:
  ret void
}

declare double @llvm.fmuladd.f64(double, double, double)

!loopcc.chains = !{!0, !4}
!0 = !{i32 1, !"gemm", !1, !2}
!1 = !{!"t.c", i32 5, i32 5}
!2 = !{!"unroll_and_jam", !"count", i32 2, !"spelling", !"unroll_and_jam count(2)", !"pragma", !3}
!3 = !{!"t.c", i32 4, i32 24}
!4 = !{i32 2, !"plain_nest", !5, !6}
!5 = !{!"t.c", i32 13, i32 3}
!6 = !{!"unroll_and_jam", !"count", i32 2, !"spelling", !"unroll_and_jam count(2)", !"pragma", !7}
!7 = !{!"t.c", i32 12, i32 24}

; The inner loops, protected until the jam is done.
!20 = distinct !{!20, !21, !22, !23}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.disable_nonforced"}
!23 = !{!"loopcc.protected"}
; The j loop of @gemm.
!24 = distinct !{!24, !21, !25, !26, !27}
!25 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!26 = !{!"loopcc.chain", i32 1, i32 0}
!27 = !{!"loopcc.pragma", !"t.c", i32 4, i32 24}
; The loops of @plain_nest.
!30 = distinct !{!30, !21, !22, !23}
!31 = distinct !{!31, !21, !25, !32, !33}
!32 = !{!"loopcc.chain", i32 2, i32 0}
!33 = !{!"loopcc.pragma", !"t.c", i32 12, i32 24}

; WARN:      warning: t.c:13:3: loop not unroll-and-jammed: the inner loop is guarded by a condition inside the outer loop (such as the check that its trip count is positive){{$}}
; WARN-NEXT: note: t.c:12:24: 'unroll_and_jam count(2)' requested here{{$}}

; SCHED-LABEL: define void @gemm(
; SCHED:       j.loop:
; SCHED:         %j.next.1 = add nuw nsw i64 %j, 2
; SCHED:         %a = load double, ptr %a.ij, align 8
; SCHED:         %a.1 = load double, ptr %a.ij.1, align 8
; SCHED:       k.loop:
; SCHED:         %fma = call double @llvm.fmuladd.f64(double %a, double %b, double %c)
; SCHED:         %fma.1 = call double @llvm.fmuladd.f64(double %a.1, double %b.1, double %c.1)
; SCHED:         br i1 %k.done.1, label %j.latch, label %k.loop, !llvm.loop [[K:![0-9]+]]
; SCHED:         br i1 %j.done.1, label %i.latch, label %j.loop, !llvm.loop [[J:![0-9]+]]
; SCHED-LABEL: define void @plain_nest(
; SCHED-NOT:     %sum.1
; SCHED:         br i1 %j.cmp, label %j.body, label %{{.*}}, !llvm.loop [[PLAIN_J:![0-9]+]]
; SCHED:         br i1 %i.cmp, label %j.cond.preheader, label %{{.*}}, !llvm.loop [[PLAIN_I:![0-9]+]]
; SCHED-NOT:   !loopcc.chains
; SCHED:       [[K]] = distinct !{[[K]], [[MP:![0-9]+]]}
; SCHED-NEXT:  [[MP]] = !{!"llvm.loop.mustprogress"}
; SCHED-NEXT:  [[J]] = distinct !{[[J]], [[MP]], [[NOUNROLL:![0-9]+]], [[GEMM_DONE:![0-9]+]]}
; SCHED-NEXT:  [[NOUNROLL]] = !{!"llvm.loop.unroll.disable"}
; SCHED-NEXT:  [[GEMM_DONE]] = !{!"loopcc.chain", i32 1, i32 1}
; SCHED-NEXT:  [[PLAIN_J]] = distinct !{[[PLAIN_J]], [[MP]]}
; SCHED-NEXT:  [[PLAIN_I]] = distinct !{[[PLAIN_I]], [[MP]], [[PLAIN_END:![0-9]+]]}
; SCHED-NEXT:  [[PLAIN_END]] = !{!"loopcc.chain", i32 2, i32 1}
; SCHED-NOT:   loopcc.protected
; SCHED-NOT:   disable_nonforced

; After the whole pipeline the jammed k loop of @gemm is also vectorized:
; each vector iteration still does two fused multiply-adds per element
; pair, one per jammed j, the second on the first's result.
; O2-LABEL: define void @gemm(
; O2:         [[FIRST:%[0-9]+]] = tail call <2 x double> @llvm.fmuladd.v2f64(
; O2:         tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %{{[0-9a-z.]+}}, <2 x double> %{{[0-9a-z.]+}}, <2 x double> [[FIRST]])
; O2-LABEL: define void @plain_nest(
; O2-NOT:   !loopcc.chains
; O2-NOT:   loopcc.protected
; O2-NOT:   llvm.loop.unroll_and_jam
