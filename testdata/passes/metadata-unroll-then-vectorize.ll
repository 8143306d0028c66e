; A chain stated by llvm.loop metadata alone (no !loopcc.chains record), in
; the form of LLVM's Code Transformation Metadata document: the loop ID
; forces `unroll count(2)`, and its llvm.loop.unroll.followup_unrolled
; lists, inline, the unrolled loop's attributes, which force `vectorize
; width(4)`; llvm.loop.disable_nonforced keeps LLVM's heuristics off the
; loop. LLVM's fixed pipeline (vectorize, then unroll) cannot do that
; order, so loopcc adopts the chain and applies it as written: the two
; unrolled elements become one interleave group and the vector loop loads
; and stores <8 x float> (4 lanes x 2 elements), 4 unrolled iterations a
; vector iteration; the vector loop and the loop the vectorizer leaves
; (the unrolled loop, vectorized later by SLP) carry the chain's end
; marker, and no request is left (no llvm.loop.unroll.count, no
; llvm.loop.vectorize.* attribute anywhere); no warning. The same from opt
; with the plugin, from clang with the plugin and from loopcc's driver.
; Stock opt, without the plugin, reaches the follow-up's vectorize request
; after its vectorizer has run: the loop is only unrolled (two scalar
; copies, no vector code) and LLVM's transform-warning complains at the
; loop's start.
;
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o %t.O2.ll 2> %t.O2.err
; RUN: count 0 < %t.O2.err
; RUN: FileCheck %s --check-prefix=IR --implicit-check-not=llvm.loop.unroll.count \
; RUN:   --implicit-check-not=llvm.loop.vectorize. < %t.O2.ll
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -c %s -o %t.clang.o 2> %t.clang.err
; RUN: count 0 < %t.clang.err
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -S -emit-llvm %s -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=IR --implicit-check-not=warning \
; RUN:       --implicit-check-not=llvm.loop.unroll.count --implicit-check-not=llvm.loop.vectorize.
; RUN: %loopcc -O3 -c %s -o %t.loopcc.o 2> %t.loopcc.err
; RUN: count 0 < %t.loopcc.err
; RUN: %loopcc -O3 -S -emit-llvm %s -o - 2>&1 \
; RUN:   | FileCheck %s --check-prefix=IR --implicit-check-not=warning \
; RUN:       --implicit-check-not=llvm.loop.unroll.count --implicit-check-not=llvm.loop.vectorize.
; RUN: %opt -passes='default<O2>' -S %s -o %t.stock.ll 2> %t.stock.err
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ll
; RUN: FileCheck %s --check-prefix=STOCK-WARN --implicit-check-not=warning < %t.stock.err
;
; chain.c:
;   1  void scale(float *restrict a, const float *restrict b, int n) {
;   2    // unroll count(2), then vectorize width(4) on the unrolled loop
;   3
;   4    for (int i = 0; i < n; i++)
;   5      a[i] = a[i] * 2.0f + b[i];
;   6  }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @scale(ptr noalias %a, ptr noalias %b, i32 %n) !dbg !5 {
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
  %b.i = getelementptr inbounds nuw float, ptr %b, i64 %idx, !dbg !10
  %y = load float, ptr %b.i, align 4, !dbg !10
  %r = call float @llvm.fmuladd.f32(float %x, float 2.000000e+00, float %y), !dbg !10
  store float %r, ptr %a.i, align 4, !dbg !10
  %i.next = add nuw nsw i32 %i, 1, !dbg !11
  br label %for.cond, !dbg !8, !llvm.loop !20

for.end:
  ret void, !dbg !12
}

declare float @llvm.fmuladd.f32(float, float, float)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "chain.c", directory: "/nonexistent")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 4, column: 21, scope: !5)
!10 = !DILocation(line: 5, column: 10, scope: !5)
!11 = !DILocation(line: 4, column: 26, scope: !5)
!12 = !DILocation(line: 6, column: 1, scope: !5)

; The loop: start and end locations, unroll count(2), and on the unrolled
; loop vectorize width(4).
!20 = distinct !{!20, !8, !21, !22, !23, !24, !25}
!21 = !DILocation(line: 5, column: 31, scope: !5)
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.disable_nonforced"}
!24 = !{!"llvm.loop.unroll.count", i32 2}
!25 = !{!"llvm.loop.unroll.followup_unrolled", !22, !26, !27}
!26 = !{!"llvm.loop.vectorize.enable", i1 true}
!27 = !{!"llvm.loop.vectorize.width", i32 4}

; The vector loop: each iteration covers 4 iterations of the unrolled loop
; (8 elements), a[2k] and a[2k+1] as one interleave group.
; IR-LABEL: define {{.*}}void @scale(
; IR:       vector.body:
; IR:         %offset.idx = shl i64 %index, 1
; IR:         %wide.vec = load <8 x float>, ptr [[A:%[0-9]+]], align 4
; IR:         load <8 x float>
; IR:         %interleaved.vec = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %wide.vec,
; IR:         store <8 x float> %interleaved.vec, ptr [[A]], align 4
; IR:         %index.next = add nuw i64 %index, 4
; IR:         br i1 {{.*}}, label %middle.block, label %vector.body, !dbg !{{[0-9]+}}, !llvm.loop [[VLOOP:![0-9]+]]
; IR:       for.body:
; IR:         br i1 {{.*}}, label %for.body, !dbg !{{[0-9]+}}, !llvm.loop [[SLOOP:![0-9]+]]
; IR:       {{^}}}
; IR-NOT:   !loopcc.chains
; IR-DAG:   [[VROLE:![0-9]+]] = !{!"loopcc.role", i32 1, !"vectorized"}
; IR-DAG:   [[DONE:![0-9]+]] = !{!"loopcc.chain", i32 1, i32 2}
; IR-DAG:   [[VLOOP]] = distinct !{[[VLOOP]], {{.*}}[[VROLE]], {{.*}}[[DONE]]{{[,}]}}
; IR-DAG:   [[SLOOP]] = distinct !{[[SLOOP]], {{.*}}[[DONE]]{{[,}]}}

; Stock LLVM: unrolled (two scalar copies of the body), never vectorized.
; STOCK-LABEL: define void @scale(
; STOCK-NOT:   x float>
; STOCK:         %r = tail call float @llvm.fmuladd.f32(
; STOCK:         %r.1 = tail call float @llvm.fmuladd.f32(
; STOCK-NOT:   x float>
; STOCK:       {{^}}}
; STOCK-NOT:   loopcc.
; STOCK-WARN: warning: chain.c:4:3: loop not vectorized: the optimizer was unable to perform the requested transformation; the transformation might be disabled or specified as part of an unsupported transformation ordering{{$}}
