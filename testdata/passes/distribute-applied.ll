; The chain `distribute` then `vectorize width(4) on(coincident)` on a loop
; that mixes a recurrence with an independent map (restrict pointers):
;   for (int i = 1; i < n; i++) {
;     a[i] = a[i - 1] + b[i];     // recurrence: sequential
;     c[i] = d[i] * 3;            // map: coincident
;   }
; LoopDistribute splits the loop in two; the follow-up step applies to the
; coincident loop only: the map is vectorized (width 4), the recurrence
; stays scalar. Every loop left carries the chain's final marker (chain 1,
; step 2) and no request of the chain; no warning; the record is gone.
;
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -S %s -o - 2>&1 | FileCheck %s --check-prefix=SCHED --implicit-check-not=warning
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=O2 --implicit-check-not=warning

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @kernel(ptr noalias %a, ptr noalias %b, ptr noalias %c, ptr noalias %d, i32 %n) {
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
  %b.i = getelementptr inbounds nuw i32, ptr %b, i64 %idx
  %y = load i32, ptr %b.i, align 4
  %sum = add nsw i32 %x, %y
  store i32 %sum, ptr %a.i, align 4
  %d.i = getelementptr inbounds nuw i32, ptr %d, i64 %idx
  %z = load i32, ptr %d.i, align 4
  %prod = mul nsw i32 %z, 3
  %c.i = getelementptr inbounds nuw i32, ptr %c, i64 %idx
  store i32 %prod, ptr %c.i, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %for.cond, !llvm.loop !10

for.end:
  ret void
}

; t.c:3:24  #pragma loop transform vectorize width(4) on(coincident)
; t.c:4:24  #pragma loop transform distribute
; t.c:5:3   for (...)
!loopcc.chains = !{!0}
!0 = !{i32 1, !"kernel", !1, !2, !4}
!1 = !{!"t.c", i32 5, i32 3}
!2 = !{!"distribute", !"spelling", !"distribute", !"pragma", !3}
!3 = !{!"t.c", i32 4, i32 24}
!4 = !{!"vectorize", !"width", i32 4, !"on", !"coincident", !"spelling", !"vectorize width(4) on(coincident)", !"pragma", !5}
!5 = !{!"t.c", i32 3, i32 24}

!10 = distinct !{!10, !11, !12, !13, !14, !26, !27, !28, !29}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.distribute.enable", i1 true}
!13 = !{!"llvm.loop.disable_nonforced"}
!14 = !{!"llvm.loop.distribute.followup_coincident", !15, !16, !17, !18, !23, !24, !25}
!15 = !{!"llvm.loop.vectorize.width", i32 4}
!16 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!17 = !{!"llvm.loop.vectorize.enable", i1 true}
!18 = !{!"llvm.loop.vectorize.followup_vectorized", !11, !19, !20, !21, !22}
!19 = !{!"llvm.loop.distribute.enable", i1 false}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!"loopcc.chain", i32 1, i32 2}
!23 = !{!"llvm.loop.vectorize.followup_epilogue", !11, !19, !20, !21, !22}
!24 = !{!"loopcc.chain", i32 1, i32 1}
!25 = !{!"loopcc.pragma", !"t.c", i32 3, i32 24}
!26 = !{!"llvm.loop.distribute.followup_sequential", !19, !22}
!27 = !{!"llvm.loop.distribute.followup_fallback", !19, !22}
!28 = !{!"loopcc.chain", i32 1, i32 0}
!29 = !{!"loopcc.pragma", !"t.c", i32 4, i32 24}

; The sequential loop: the recurrence alone, scalar.
; SCHED-LABEL: define void @kernel(
; SCHED:       for.body.ldist1:
; SCHED-NOT:     mul
; SCHED:         %sum.ldist1 = add nsw i32 %x.ldist1, %y.ldist1
; SCHED-NEXT:    store i32 %sum.ldist1, ptr %a.i.ldist1, align 4
; SCHED-NOT:     mul
; SCHED:         br i1 %cmp.ldist1, label %for.body.ldist1, label %{{.*}}, !llvm.loop [[SEQ:![0-9]+]]
; The coincident loop: the map alone, vectorized with width 4.
; SCHED:       vector.body:
; SCHED-NOT:     add nsw <
; SCHED:         mul nsw <4 x i32> %wide.load, splat (i32 3)
; SCHED:         store <4 x i32>
; SCHED-NOT:     add nsw <
; SCHED:         br i1 {{.*}}, label %middle.block, label %vector.body, !llvm.loop [[VEC:![0-9]+]]
; SCHED:       for.body:
; SCHED-NOT:     %sum
; SCHED:         %prod = mul nsw i32 %z, 3
; SCHED-NOT:     %sum
; SCHED:         br i1 %cmp, label %for.body, label %{{.*}}, !llvm.loop [[SCALAR:![0-9]+]]
; SCHED-NOT:   !loopcc.chains
; SCHED:       [[SEQ]] = distinct !{[[SEQ]], [[NODIST:![0-9]+]], [[DONE:![0-9]+]]}
; SCHED-NEXT:  [[NODIST]] = !{!"llvm.loop.distribute.enable", i1 false}
; SCHED-NEXT:  [[DONE]] = !{!"loopcc.chain", i32 1, i32 2}
; SCHED-NEXT:  [[VEC]] = distinct !{[[VEC]], [[MP:![0-9]+]], [[NODIST]], [[ISVEC:![0-9]+]], [[DONE]], [[NORT:![0-9]+]]}
; SCHED-NEXT:  [[MP]] = !{!"llvm.loop.mustprogress"}
; SCHED-NEXT:  [[ISVEC]] = !{!"llvm.loop.isvectorized", i32 1}
; SCHED-NEXT:  [[NORT]] = !{!"llvm.loop.unroll.runtime.disable"}
; SCHED-NEXT:  [[SCALAR]] = distinct !{[[SCALAR]], [[MP]], [[NODIST]], [[ISVEC]], [[NORT]], [[DONE]]}
; SCHED-NOT:   distinct

; O2-LABEL: define void @kernel(
; O2-NOT:     add nsw <
; O2:         mul nsw <4 x i32>
; O2-NOT:     add nsw <
; O2:       {{^}}}
; O2-NOT:   !loopcc.chains
