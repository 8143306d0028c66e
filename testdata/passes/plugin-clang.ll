; loopcc's passes as a plugin of clang itself (`clang -fpass-plugin=`), on
; IR that carries chains: chain 1 (@scale: unroll count(2) then vectorize
; width(4)) is applied in its order, the <8 x float> interleave group of the
; unrolled loop shows it; chain 2 (@recurrence: vectorize width(4) then
; unroll count(2)) cannot be vectorized and clang prints loopcc's warning,
; at the loop's position from the record, with the vectorizer's reason and
; the two notes, once, whatever the optimization level, also in a ThinLTO
; or full LTO pre-link compile (where the scheduler runs at OptimizerLast
; for ThinLTO). At -O0 nothing is transformed and nothing is said.
;
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -c %s -o %t.o 2> %t.O2.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.O2.err
; RUN: %clang -O3 -fpass-plugin=%loopcc_plugin -c %s -o %t.o 2> %t.O3.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.O3.err
; RUN: %clang -O2 -flto=thin -fpass-plugin=%loopcc_plugin -c %s -o %t.thin.o 2> %t.thin.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.thin.err
; RUN: %clang -O2 -flto -fpass-plugin=%loopcc_plugin -c %s -o %t.full.o 2> %t.full.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.full.err
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -S -emit-llvm %s -o - 2> /dev/null \
; RUN:   | FileCheck %s --check-prefix=IR
; RUN: %clang -O2 -flto=thin -fpass-plugin=%loopcc_plugin -S -emit-llvm %s -o - 2> /dev/null \
; RUN:   | FileCheck %s --check-prefix=IR
; RUN: %clang -O0 -fpass-plugin=%loopcc_plugin -c %s -o %t.O0.o 2> %t.O0.err
; RUN: count 0 < %t.O0.err

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
  br label %for.cond, !llvm.loop !40

for.end:
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

!loopcc.chains = !{!0, !6}
!0 = !{i32 1, !"scale", !1, !2, !4}
!1 = !{!"t.c", i32 4, i32 3}
!2 = !{!"unroll", !"count", i32 2, !"spelling", !"unroll count(2)", !"pragma", !3}
!3 = !{!"t.c", i32 3, i32 24}
!4 = !{!"vectorize", !"width", i32 4, !"spelling", !"vectorize width(4)", !"pragma", !5}
!5 = !{!"t.c", i32 2, i32 24}
!6 = !{i32 2, !"recurrence", !7, !4, !2}
!7 = !{!"t.c", i32 10, i32 3}

; @scale: unroll, then vectorize the unrolled loop.
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

; @recurrence: vectorize (fails), then unroll the vector loop.
!40 = distinct !{!40, !11, !15, !16, !17, !41, !47, !48, !49}
!41 = !{!"llvm.loop.vectorize.followup_vectorized", !11, !12, !20, !13, !42, !44, !45, !46}
!42 = !{!"llvm.loop.unroll.followup_unrolled", !11, !20, !21, !19, !43}
!43 = !{!"loopcc.chain", i32 2, i32 2}
!44 = !{!"llvm.loop.unroll.followup_remainder", !11, !20, !21, !19, !27, !43}
!45 = !{!"loopcc.chain", i32 2, i32 1}
!46 = !{!"loopcc.pragma", !"t.c", i32 3, i32 24}
!47 = !{!"llvm.loop.vectorize.followup_epilogue", !11, !20, !21, !43}
!48 = !{!"loopcc.chain", i32 2, i32 0}
!49 = !{!"loopcc.pragma", !"t.c", i32 2, i32 24}

; WARN:      warning: t.c:10:3: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes.
; WARN-NEXT: note: t.c:2:24: 'vectorize width(4)' requested here{{$}}
; WARN-NEXT: note: t.c:3:24: 'unroll count(2)' was not applied because it follows 'vectorize width(4)'{{$}}
; WARN-NEXT: 1 warning generated.

; IR-LABEL: define {{.*}}void @scale(
; IR:         load <8 x float>
; IR:         store <8 x float>
; IR-LABEL: define {{.*}}void @recurrence(
; IR-NOT:     x i32>
; IR:       {{^}}}
; IR-NOT:   !loopcc.chains
; IR-DAG:   !{!"loopcc.chain", i32 1, i32 2}
; IR-DAG:   !{!"loopcc.chain", i32 2, i32 2}
