; A chain stated by llvm.loop metadata alone (no !loopcc.chains record)
; whose second step cannot be done: `unroll count(2)`, then, through the
; inline llvm.loop.unroll.followup_unrolled, `vectorize width(4)` on the
; unrolled loop, on the recurrence
;   for (i < n) a[i + 1] = a[i] * 2 + b[i];
; (restrict pointers; a backward loop-carried dependence, distance 1).
; loopcc adopts the chain (LLVM's pipeline would vectorize first): the
; unroll applies (two scalar copies of the statement a loop iteration),
; the vectorize step is missed. Exactly one warning a loop, "loop not
; vectorized:" with the vectorizer's own reason (its advice rewritten into
; loopcc's directive), at the loop's debug location (the metadata names no
; directive, so the note that says what was requested points there too):
;  - @recur: the start location in the loop ID (chain.c:4:3, with the
;    compile unit's directory);
;  - @recur_latch: its loop ID holds no location: the debug location of
;    the latch's branch (chain.c:10:3; the header's first located
;    instruction, the compare, is at 10:21).
; The unrolled loops carry the `unrolled` role and the chain's end marker,
; and no vectorize request is left for LLVM's transform-warning to repeat.
; The same from opt with the plugin, clang with the plugin (as a plugin
; diagnostic) and loopcc's driver ([-Wpass-failed]). Stock opt, for
; contrast, gives its generic warning, without the reason.
;
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o %t.O2.ll 2> %t.O2.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.O2.err
; RUN: FileCheck %s --check-prefix=IR --implicit-check-not=llvm.loop.vectorize. \
; RUN:   --implicit-check-not=llvm.loop.unroll.count < %t.O2.ll
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -c %s -o %t.clang.o 2> %t.clang.err
; RUN: FileCheck %s --check-prefixes=WARN,CLANG --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.clang.err
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -S -emit-llvm %s -o %t.clang.ll 2> /dev/null
; RUN: FileCheck %s --check-prefix=IR --implicit-check-not=llvm.loop.vectorize. \
; RUN:   --implicit-check-not=llvm.loop.unroll.count < %t.clang.ll
; RUN: %loopcc -O3 -c %s -o %t.loopcc.o 2> %t.loopcc.err
; RUN: FileCheck %s --check-prefixes=WARN,LOOPCC --implicit-check-not=warning: \
; RUN:   --implicit-check-not=note: --implicit-check-not=remark: < %t.loopcc.err
; RUN: %loopcc -O3 -S -emit-llvm %s -o %t.loopcc.ll 2> /dev/null
; RUN: FileCheck %s --check-prefix=IR --implicit-check-not=llvm.loop.vectorize. \
; RUN:   --implicit-check-not=llvm.loop.unroll.count < %t.loopcc.ll
; RUN: %opt -passes='default<O2>' -disable-output %s 2> %t.stock.err
; RUN: FileCheck %s --check-prefix=STOCK-WARN --implicit-check-not=warning: < %t.stock.err
;
; chain.c:
;   1  void recur(float *restrict a, const float *restrict b, int n) {
;   2    // unroll count(2), then vectorize width(4) on the unrolled loop
;   3
;   4    for (int i = 0; i < n; i++)
;   5      a[i + 1] = a[i] * 2.0f + b[i];
;   6  }
;   7
;   8  void recur_latch(float *restrict a, const float *restrict b, int n) {
;   9    // the same chain; the loop ID holds no location
;  10    for (int i = 0; i < n; i++)
;  11      a[i + 1] = a[i] * 2.0f + b[i];
;  12  }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @recur(ptr noalias %a, ptr noalias %b, i32 %n) !dbg !5 {
entry:
  br label %for.cond, !dbg !8

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i32 %i, %n, !dbg !9
  br i1 %cmp, label %for.body, label %for.end, !dbg !8

for.body:
  %idx = zext nneg i32 %i to i64
  %a.i = getelementptr inbounds nuw float, ptr %a, i64 %idx, !dbg !10
  %x = load float, ptr %a.i, align 4, !dbg !10
  %b.i = getelementptr inbounds nuw float, ptr %b, i64 %idx, !dbg !11
  %y = load float, ptr %b.i, align 4, !dbg !11
  %r = call float @llvm.fmuladd.f32(float %x, float 2.000000e+00, float %y), !dbg !12
  %a.next = getelementptr inbounds nuw float, ptr %a.i, i64 1, !dbg !13
  store float %r, ptr %a.next, align 4, !dbg !13
  %i.next = add nuw nsw i32 %i, 1, !dbg !14
  br label %for.cond, !dbg !8, !llvm.loop !20

for.end:
  ret void, !dbg !15
}

define void @recur_latch(ptr noalias %a, ptr noalias %b, i32 %n) !dbg !45 {
entry:
  br label %for.cond, !dbg !48

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i32 %i, %n, !dbg !49
  br i1 %cmp, label %for.body, label %for.end, !dbg !48

for.body:
  %idx = zext nneg i32 %i to i64
  %a.i = getelementptr inbounds nuw float, ptr %a, i64 %idx, !dbg !50
  %x = load float, ptr %a.i, align 4, !dbg !50
  %b.i = getelementptr inbounds nuw float, ptr %b, i64 %idx, !dbg !51
  %y = load float, ptr %b.i, align 4, !dbg !51
  %r = call float @llvm.fmuladd.f32(float %x, float 2.000000e+00, float %y), !dbg !52
  %a.next = getelementptr inbounds nuw float, ptr %a.i, i64 1, !dbg !53
  store float %r, ptr %a.next, align 4, !dbg !53
  %i.next = add nuw nsw i32 %i, 1, !dbg !54
  br label %for.cond, !dbg !48, !llvm.loop !60

for.end:
  ret void, !dbg !55
}

declare float @llvm.fmuladd.f32(float, float, float)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "chain.c", directory: "/nonexistent")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "recur", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 4, column: 21, scope: !5)
!10 = !DILocation(line: 5, column: 16, scope: !5)
!11 = !DILocation(line: 5, column: 29, scope: !5)
!12 = !DILocation(line: 5, column: 21, scope: !5)
!13 = !DILocation(line: 5, column: 14, scope: !5)
!14 = !DILocation(line: 4, column: 26, scope: !5)
!15 = !DILocation(line: 6, column: 1, scope: !5)

; @recur's loop: its start and end locations, unroll count(2), and on the
; unrolled loop vectorize width(4).
!20 = distinct !{!20, !8, !21, !22, !23, !24, !25}
!21 = !DILocation(line: 5, column: 34, scope: !5)
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.disable_nonforced"}
!24 = !{!"llvm.loop.unroll.count", i32 2}
!25 = !{!"llvm.loop.unroll.followup_unrolled", !22, !26, !27}
!26 = !{!"llvm.loop.vectorize.enable", i1 true}
!27 = !{!"llvm.loop.vectorize.width", i32 4}

!45 = distinct !DISubprogram(name: "recur_latch", scope: !1, file: !1, line: 8, type: !6, scopeLine: 8, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 10, column: 3, scope: !45)
!49 = !DILocation(line: 10, column: 21, scope: !45)
!50 = !DILocation(line: 11, column: 16, scope: !45)
!51 = !DILocation(line: 11, column: 29, scope: !45)
!52 = !DILocation(line: 11, column: 21, scope: !45)
!53 = !DILocation(line: 11, column: 14, scope: !45)
!54 = !DILocation(line: 10, column: 26, scope: !45)
!55 = !DILocation(line: 12, column: 1, scope: !45)

; @recur_latch's loop: the same chain, no location in the loop ID.
!60 = distinct !{!60, !22, !23, !24, !25}

; WARN:        warning: /nonexistent/chain.c:4:3: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes. The other access is at chain.c:5:16
; CLANG-SAME:  {{ }}[-Wbackend-plugin]
; LOOPCC-SAME: {{ }}[-Wpass-failed]
; WARN-SAME:   {{$}}
; WARN-NEXT:   note: /nonexistent/chain.c:4:3: 'vectorize width(4)' requested here{{$}}
; WARN-NEXT:   warning: /nonexistent/chain.c:10:3: loop not vectorized: an iteration reads or writes memory another iteration writes, in an order vectors would change. An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes. The other access is at chain.c:11:16
; CLANG-SAME:  {{ }}[-Wbackend-plugin]
; LOOPCC-SAME: {{ }}[-Wpass-failed]
; WARN-SAME:   {{$}}
; WARN-NEXT:   note: /nonexistent/chain.c:10:3: 'vectorize width(4)' requested here{{$}}
; CLANG-NEXT:  2 warnings generated.
; LOOPCC-NEXT: 2 warnings generated.

; Unrolled by 2, scalar.
; IR-LABEL: define {{.*}}void @recur(
; IR-NOT:   x float>
; IR:         %r = tail call float @llvm.fmuladd.f32(float %x, float 2.000000e+00, float %y)
; IR:         store float %r, ptr %a.next, align 4
; IR:         %r.1 = tail call float @llvm.fmuladd.f32(float %x.1, float 2.000000e+00, float %y.1)
; IR:         store float %r.1, ptr %a.next.1, align 4
; IR:         br i1 {{.*}}, label %for.body, !dbg !{{[0-9]+}}, !llvm.loop [[LOOP:![0-9]+]]
; IR-NOT:   x float>
; IR-LABEL: define {{.*}}void @recur_latch(
; IR-NOT:   x float>
; IR:         %r = tail call float @llvm.fmuladd.f32(float %x, float 2.000000e+00, float %y)
; IR:         %r.1 = tail call float @llvm.fmuladd.f32(float %x.1, float 2.000000e+00, float %y.1)
; IR:         br i1 {{.*}}, label %for.body, !dbg !{{[0-9]+}}, !llvm.loop [[LATCH_LOOP:![0-9]+]]
; IR-NOT:   x float>
; IR:       {{^}}}
; IR-NOT:   !loopcc.chains
; IR-DAG:   [[UNROLLED:![0-9]+]] = !{!"loopcc.role", i32 0, !"unrolled"}
; IR-DAG:   [[END1:![0-9]+]] = !{!"loopcc.chain", i32 1, i32 2}
; IR-DAG:   [[END2:![0-9]+]] = !{!"loopcc.chain", i32 2, i32 2}
; IR-DAG:   [[LOOP]] = distinct !{[[LOOP]], {{.*}}[[UNROLLED]], [[END1]]}
; IR-DAG:   [[LATCH_LOOP]] = distinct !{[[LATCH_LOOP]], {{.*}}[[UNROLLED]], [[END2]]}

; STOCK-WARN: warning: chain.c:4:3: loop not vectorized: the optimizer was unable to perform the requested transformation; the transformation might be disabled or specified as part of an unsupported transformation ordering{{$}}
; STOCK-WARN: warning: chain.c:10:3: loop not vectorized: the optimizer was unable to perform the requested transformation; the transformation might be disabled or specified as part of an unsupported transformation ordering{{$}}
