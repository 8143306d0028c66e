; Values forwarded between statements are read again for LoopDistribute
; (passes/MemoryDependenceExposure.cpp). In @map_recurrence
;   for (i = 1; i < n; i++) { a[i] = b[i] * 2 + c[i]; d[i] = d[i - 1] * 0.5f + a[i]; }
; EarlyCSE has already given the second statement the stored value %m, not
; a load of a[i], and LoopDistribute alone would keep both statements in one
; loop ("cannot isolate unsafe dependencies"). With the chain `distribute`
; then `vectorize width(4) on(coincident)` the scheduler loads a[i] again
; just before its use, the loop is split, the map is vectorized and the
; recurrence's loop reads a[i] from memory. In @cycle
;   for (i = 1; i < n; i++) { s[i] = p[i - 1] + 1; p[i] = s[i] * 2; }
; the statements form one dependence cycle: LoopDistribute and the
; locality engine's fission decline (the warning names the dependence; this
; IR has no debug locations, so no subscripts or lines), and the load read
; again is taken back, so the loop is as it was (the forwarded %v, no
; second load of s[i]).
;
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --check-prefix=SCHED < %t.ll
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.err
; Without the value read again, @map_recurrence is declined too: its two
; statements share a register, one statement to Polly.
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -loopcc-expose-dependences=false -S %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @map_recurrence(ptr noalias %a, ptr noalias %b, ptr noalias %c, ptr noalias %d, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 1
  br i1 %guard, label %for.body, label %for.end

for.body:
  %i = phi i64 [ 1, %entry ], [ %i.next, %for.body ]
  %b.i = getelementptr inbounds float, ptr %b, i64 %i
  %x = load float, ptr %b.i, align 4
  %c.i = getelementptr inbounds float, ptr %c, i64 %i
  %y = load float, ptr %c.i, align 4
  %twice = fmul float %x, 2.0
  %m = fadd float %twice, %y
  %a.i = getelementptr inbounds float, ptr %a, i64 %i
  store float %m, ptr %a.i, align 4
  %d.i = getelementptr inbounds float, ptr %d, i64 %i
  %d.prev = getelementptr inbounds float, ptr %d.i, i64 -1
  %dp = load float, ptr %d.prev, align 4
  %half = fmul float %dp, 5.0e-01
  %r = fadd float %half, %m
  store float %r, ptr %d.i, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cmp = icmp slt i64 %i.next, %n
  br i1 %cmp, label %for.body, label %for.end, !llvm.loop !10

for.end:
  ret void
}
; The map's loop stores a[i]; the recurrence's loop loads it just before
; its use, and computes no map.
; SCHED-LABEL: define void @map_recurrence(
; SCHED:       vector.body:
; SCHED:         store <4 x float>
; SCHED:       for.body.ldist1:
; SCHED:         store float %m.ldist1, ptr %a.i.ldist1, align 4
; SCHED-NOT:     store
; SCHED:       for.body:
; SCHED-NOT:     %twice
; SCHED:         %half = fmul float %dp, 5.000000e-01
; SCHED-NEXT:    %m.reread = load float, ptr %a.i, align 4
; SCHED-NEXT:    %r = fadd float %half, %m.reread
; SCHED-NEXT:    store float %r, ptr %d.i, align 4
; SCHED:       {{^}}}
; OFF:         warning: t.c:5:3: loop not distributed: the loop's statements share a value computed in a register, which keeps them together: nothing to split{{$}}

define void @cycle(ptr noalias %s, ptr noalias %p, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 1
  br i1 %guard, label %for.body, label %for.end

for.body:
  %i = phi i64 [ 1, %entry ], [ %i.next, %for.body ]
  %p.i = getelementptr inbounds i32, ptr %p, i64 %i
  %p.prev = getelementptr inbounds i32, ptr %p.i, i64 -1
  %q = load i32, ptr %p.prev, align 4
  %v = add nsw i32 %q, 1
  %s.i = getelementptr inbounds i32, ptr %s, i64 %i
  store i32 %v, ptr %s.i, align 4
  %w = shl nsw i32 %v, 1
  store i32 %w, ptr %p.i, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cmp = icmp slt i64 %i.next, %n
  br i1 %cmp, label %for.body, label %for.end, !llvm.loop !40

for.end:
  ret void
}
; SCHED-LABEL: define void @cycle(
; SCHED:       for.body:
; SCHED-NOT:     reread
; SCHED:         store i32 %v, ptr %s.i, align 4
; SCHED-NEXT:    %w = shl nsw i32 %v, 1
; SCHED-NEXT:    store i32 %w, ptr %p.i, align 4
; SCHED-NOT:     reread
; SCHED:       {{^}}}
; WARN:        warning: t.c:14:3: loop not distributed: the loop's statements form one dependence cycle: splitting them would reverse the dependence from p to p{{$}}
; OFF:         warning: t.c:14:3: loop not distributed: the loop's statements share a value computed in a register, which keeps them together: nothing to split{{$}}

; t.c:3:24   #pragma loop transform vectorize width(4) on(coincident)
; t.c:4:24   #pragma loop transform distribute
; t.c:5:3    for (...)                               (@map_recurrence)
; t.c:12:24  #pragma loop transform unroll count(2)
; t.c:13:24  #pragma loop transform distribute
; t.c:14:3   for (...)                               (@cycle)
!loopcc.chains = !{!0, !30}
!0 = !{i32 1, !"map_recurrence", !1, !2, !4}
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

!30 = !{i32 2, !"cycle", !31, !32, !34}
!31 = !{!"t.c", i32 14, i32 3}
!32 = !{!"distribute", !"spelling", !"distribute", !"pragma", !33}
!33 = !{!"t.c", i32 13, i32 24}
!34 = !{!"unroll", !"count", i32 2, !"spelling", !"unroll count(2)", !"pragma", !35}
!35 = !{!"t.c", i32 12, i32 24}

!40 = distinct !{!40, !41, !42, !43, !44, !54, !55, !56, !57}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.distribute.enable", i1 true}
!43 = !{!"llvm.loop.disable_nonforced"}
!44 = !{!"llvm.loop.distribute.followup_coincident", !45, !43, !46, !50, !52, !53}
!45 = !{!"llvm.loop.unroll.count", i32 2}
!46 = !{!"llvm.loop.unroll.followup_unrolled", !41, !47, !48, !49}
!47 = !{!"llvm.loop.distribute.enable", i1 false}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !{!"loopcc.chain", i32 2, i32 2}
!50 = !{!"llvm.loop.unroll.followup_remainder", !41, !47, !48, !51, !49}
!51 = !{!"llvm.loop.vectorize.enable", i1 false}
!52 = !{!"loopcc.chain", i32 2, i32 1}
!53 = !{!"loopcc.pragma", !"t.c", i32 12, i32 24}
!54 = !{!"llvm.loop.distribute.followup_sequential", !47, !49}
!55 = !{!"llvm.loop.distribute.followup_fallback", !47, !49}
!56 = !{!"loopcc.chain", i32 2, i32 0}
!57 = !{!"loopcc.pragma", !"t.c", i32 13, i32 24}
