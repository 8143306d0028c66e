; The chain `unroll count(2)` then `vectorize width(4)` on
;   for (int i = 0; i < n; i++) a[i] = a[i] * 2.0f + b[i];
; asks for an order LLVM's fixed pipeline (vectorize, then unroll) cannot
; do. With loopcc's plugin the scheduler unrolls first and vectorizes the
; unrolled loop: the two unrolled elements become one interleave group, so
; the vector loop loads and stores <8 x float> (4 lanes x 2 elements) and
; computes on the two strided halves; the vector loop and its scalar loop
; carry the chain's final marker (chain 1, step 2); no warning. Without the
; plugin, LLVM's pipeline reaches the loop's unroll request after its
; vectorizer has run: the loop is unrolled, never vectorized, LLVM's
; transform-warning complains and the record is left in the module.
;
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=O2 --implicit-check-not=warning
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -S %s -o - 2>&1 | FileCheck %s --check-prefix=SCHED --implicit-check-not=warning
; RUN: %opt -passes='default<O2>' -S %s -o %t.noplugin.ll 2> %t.noplugin.err
; RUN: FileCheck %s --check-prefix=NOPLUGIN < %t.noplugin.ll
; RUN: FileCheck %s --check-prefix=NOPLUGIN-WARN < %t.noplugin.err

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
; SCHED-LABEL: define void @scale(
; SCHED:       vector.body:
; SCHED:         %wide.vec = load <8 x float>, ptr [[A:%[0-9]+]], align 4
; SCHED-NEXT:    %strided.vec = shufflevector <8 x float> %wide.vec, <8 x float> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
; SCHED-NEXT:    %strided.vec4 = shufflevector <8 x float> %wide.vec, <8 x float> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
; SCHED:         [[EVEN:%[0-9]+]] = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %strided.vec,
; SCHED-NEXT:    [[ODD:%[0-9]+]] = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %strided.vec4,
; SCHED-NEXT:    %interleaved.vec = shufflevector <4 x float> [[EVEN]], <4 x float> [[ODD]], <8 x i32>
; SCHED-NEXT:    store <8 x float> %interleaved.vec, ptr [[A]], align 4
; SCHED:         br i1 {{.*}}, label %middle.block, label %vector.body, !llvm.loop [[VLOOP:![0-9]+]]
; The scalar loop the vectorizer left is the unrolled loop itself.
; SCHED:       for.body:
; SCHED:         %r = call float @llvm.fmuladd.f32(
; SCHED:         %r.1 = call float @llvm.fmuladd.f32(
; SCHED:         br i1 {{.*}}, label %for.body, !llvm.loop [[SLOOP:![0-9]+]]
; SCHED-NOT:   !loopcc.chains
; SCHED:       [[VLOOP]] = distinct !{[[VLOOP]], [[MP:![0-9]+]], [[NOUNROLL:![0-9]+]], [[ISVEC:![0-9]+]], [[DONE:![0-9]+]], [[NORT:![0-9]+]]}
; SCHED-NEXT:  [[MP]] = !{!"llvm.loop.mustprogress"}
; SCHED-NEXT:  [[NOUNROLL]] = !{!"llvm.loop.unroll.disable"}
; SCHED-NEXT:  [[ISVEC]] = !{!"llvm.loop.isvectorized", i32 1}
; SCHED-NEXT:  [[DONE]] = !{!"loopcc.chain", i32 1, i32 2}
; SCHED-NEXT:  [[NORT]] = !{!"llvm.loop.unroll.runtime.disable"}
; SCHED-NEXT:  [[SLOOP]] = distinct !{[[SLOOP]], [[MP]], [[NOUNROLL]], [[ISVEC]], [[NORT]], [[DONE]]}

; Without the plugin: unrolled (two scalar copies), no vector code.
; NOPLUGIN-LABEL: define void @scale(
; NOPLUGIN-NOT:   x float>
; NOPLUGIN:         %r = tail call float @llvm.fmuladd.f32(
; NOPLUGIN:         %r.1 = tail call float @llvm.fmuladd.f32(
; NOPLUGIN-NOT:   x float>
; NOPLUGIN:       !loopcc.chains = !{
; NOPLUGIN-WARN: warning: <unknown>:0:0: loop not vectorized: the optimizer was unable to perform the requested transformation
