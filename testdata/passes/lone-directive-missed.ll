; A lone directive (one step, of a transformation LLVM's pipeline performs:
; vectorize, interleave, unroll, distribute) is left to LLVM's own passes
; and judged just before LLVM's transform-warning; when the pass declines,
; loopcc reports it once, with the pass's own reason (for distribute, the
; locality engine's, which tried the split early and says why exactly: the
; loop has one statement), and LLVM's own
; diagnostics about the loop are held back (as the loopcc driver does:
; testdata/pipeline/missed-vectorize-recurrence.c,
; missed-distribute-nothing-to-split.c). The loops here carry their start
; location, as clang writes them.
;
; Without a frontend, loopcc's diagnostic handler (PipelineRemarks) is
; installed at the start of the pipeline (PipelineRegistration.cpp,
; InstallRemarksPass), so that this holds also in a module without a
; scheduled chain: before that fix, LLVM's remark and its two warnings about
; each loop were printed and loopcc's warning had no reason. Same from
; clang -fpass-plugin.
;
; RUN: %opt_loopcc -passes='default<O2>' %s -disable-output 2> %t.opt.err
; RUN: FileCheck %s --implicit-check-not=warning: --implicit-check-not=note: \
; RUN:   --implicit-check-not=remark: < %t.opt.err
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -c %s -o %t.o 2> %t.clang.err
; RUN: FileCheck %s --implicit-check-not=warning: --implicit-check-not=note: \
; RUN:   --implicit-check-not=remark: < %t.clang.err

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; #pragma loop transform distribute             t.c:2:24
; for (int i = 0; i < n; i++)                  t.c:3:3
;   a[i + 1] = a[i] * b[i];
define void @nothing_to_split(ptr noalias %a, ptr noalias %b, i32 %n) !dbg !50 {
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

; #pragma loop transform vectorize width(4)     t.c:8:24
; for (int i = 1; i < n; i++)                  t.c:9:3
;   a[i] = a[i - 1] * 2;
define void @recurrence(ptr %a, i32 %n) !dbg !51 {
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
  br label %for.cond, !llvm.loop !20

for.end:
  ret void
}

!loopcc.chains = !{!0, !4}
!0 = !{i32 1, !"nothing_to_split", !1, !2}
!1 = !{!"t.c", i32 3, i32 3}
!2 = !{!"distribute", !"spelling", !"distribute", !"pragma", !3}
!3 = !{!"t.c", i32 2, i32 24}
!4 = !{i32 2, !"recurrence", !5, !6}
!5 = !{!"t.c", i32 9, i32 3}
!6 = !{!"vectorize", !"width", i32 4, !"spelling", !"vectorize width(4)", !"pragma", !7}
!7 = !{!"t.c", i32 8, i32 24}

; Lone directives: no disable_nonforced, LLVM's own pipeline applies them.
!10 = distinct !{!10, !52, !11, !12, !13, !14}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.distribute.enable", i1 true}
!13 = !{!"loopcc.chain", i32 1, i32 0}
!14 = !{!"loopcc.pragma", !"t.c", i32 2, i32 24}
!20 = distinct !{!20, !53, !11, !21, !22, !23, !24, !25}
!21 = !{!"llvm.loop.vectorize.width", i32 4}
!22 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!23 = !{!"llvm.loop.vectorize.enable", i1 true}
!24 = !{!"loopcc.chain", i32 2, i32 0}
!25 = !{!"loopcc.pragma", !"t.c", i32 8, i32 24}

; Only what locates the loops (clang writes the same with or without -g).
!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!42}
!40 = distinct !DICompileUnit(language: DW_LANG_C11, file: !41, emissionKind: NoDebug)
!41 = !DIFile(filename: "t.c", directory: "/")
!42 = !{i32 2, !"Debug Info Version", i32 3}
!50 = distinct !DISubprogram(name: "nothing_to_split", scope: !41, file: !41, line: 1, spFlags: DISPFlagDefinition, unit: !40)
!51 = distinct !DISubprogram(name: "recurrence", scope: !41, file: !41, line: 7, spFlags: DISPFlagDefinition, unit: !40)
!52 = !DILocation(line: 3, column: 3, scope: !50)
!53 = !DILocation(line: 9, column: 3, scope: !51)

; CHECK:      warning: t.c:3:3: loop not distributed: the loop has one statement: nothing to split
; CHECK-NEXT: note: t.c:2:24: 'distribute' requested here
; CHECK-NEXT: warning: t.c:9:3: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes.
; CHECK-NEXT: note: t.c:8:24: 'vectorize width(4)' requested here
