; loopcc's passes say nothing about loops without directives: with the
; plugin, opt prints exactly what it prints without it (here nothing: the
; remarks of LLVM's loop passes are off unless -pass-remarks* asks for
; them). @scale carries a chain (unroll count(2) then vectorize width(4),
; applied silently); @sum is a float reduction without any directive, which
; LLVM's vectorizer does not vectorize without reassociation.
;
; loopcc's diagnostic handler asks the loop passes for all their remarks
; (the reasons of missed steps come from them) and passes on only those the
; user asked for. The vectorizer's FP-reordering and aliasing remarks are
; analysis remarks of their own kinds; taken for "not analysis", they were
; passed on and opt printed "remark: <unknown>:0:0: loop not vectorized:
; cannot prove it is safe to reorder floating-point operations" for @sum.
;
; Without the plugin, opt says nothing about @sum (only LLVM's own warning
; that @scale's chain cannot be done in its fixed order).
; RUN: %opt -passes='default<O2>' %s -disable-output 2> %t.noplugin.err
; RUN: not grep -e remark: -e reorder %t.noplugin.err
; RUN: %opt_loopcc -passes='default<O2>' %s -disable-output 2> %t.err
; RUN: count 0 < %t.err

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

; float s = 0; for (long i = 0; i < n; i++) s += a[i]; return s;
define float @sum(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, ptr %a, i64 %i
  %x = load float, ptr %p, align 4
  %s.next = fadd float %s, %x
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret float %s.next
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
