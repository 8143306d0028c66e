; distribute on the locality engine (passes/locality/Fission.cpp), with opt
; and the scheduler alone. @backward is
;   for (i = 1; i < n; i++) { a[i] = b[i - 1] + 1; b[i] = c[i] * 2; }
; over global arrays: the second statement feeds the first one's next
; iteration, and there is no cycle. LLVM's LoopDistribute keeps statements
; in program order and declines; the engine splits the loop with the b loop
; first, both loops `coincident`, so the chain's `vectorize width(4)
; on(coincident)` vectorizes both. Neither loop keeps a request of the
; chain afterwards, and no warning is given.
;
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: count 0 < %t.err

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = global [1000 x i32] zeroinitializer, align 16
@b = global [1000 x i32] zeroinitializer, align 16
@c = global [1000 x i32] zeroinitializer, align 16

define void @backward(i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 1
  br i1 %guard, label %for.body, label %for.end

for.body:
  %i = phi i64 [ 1, %entry ], [ %i.next, %for.body ]
  %im1 = add nsw i64 %i, -1
  %b.prev = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %im1
  %x = load i32, ptr %b.prev, align 4
  %y = add nsw i32 %x, 1
  %a.i = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %i
  store i32 %y, ptr %a.i, align 4
  %c.i = getelementptr inbounds [1000 x i32], ptr @c, i64 0, i64 %i
  %z = load i32, ptr %c.i, align 4
  %w = shl nsw i32 %z, 1
  %b.i = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %i
  store i32 %w, ptr %b.i, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cmp = icmp slt i64 %i.next, %n
  br i1 %cmp, label %for.body, label %for.end, !llvm.loop !10

for.end:
  ret void
}
; The b loop, vectorized, then the a loop, vectorized.
; CHECK-LABEL: define void @backward(
; CHECK:         shl nsw <4 x i32>
; CHECK:         store <4 x i32>
; CHECK:         add nsw <4 x i32> {{.*}}, splat (i32 1)
; CHECK:         store <4 x i32>
; CHECK:       {{^}}}
; CHECK-NOT:   !loopcc.chains
; CHECK-NOT:   !"llvm.loop.distribute.enable", i1 true
; CHECK-NOT:   !"llvm.loop.vectorize.enable", i1 true

; t.c:3:24   #pragma loop transform vectorize width(4) on(coincident)
; t.c:4:24   #pragma loop transform distribute
; t.c:5:3    for (...)                               (@backward)
!loopcc.chains = !{!0}
!0 = !{i32 1, !"backward", !1, !2, !4}
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

