; A chain stated by llvm.loop metadata alone (no !loopcc.chains record):
; the loop ID forces `distribute`, and its
; llvm.loop.distribute.followup_coincident lists, inline, the attributes of
; the loop without a loop-carried dependence, which force `vectorize
; width(4)`; the sequential and fallback follow-ups list mustprogress only
; (without them the recurrence's loop would keep the distribute request
; and LLVM's transform-warning would say it was not distributed). Loop
; distribution then vectorization is the order of LLVM's own pipeline, so
; loopcc does not adopt the chain: the scheduler tries no step (its trace,
; on, prints nothing, and the option being accepted shows that the plugin
; is loaded) and the output is byte for byte what LLVM gives without the
; plugin: opt with and without the plugin, clang with and without the
; plugin, and loopcc's driver against clang-22 at the same level. That
; output: LoopDistribute splits the loop in two, the recurrence
; a[i] = a[i - 1] + b[i] alone in the first loop, scalar, and the map
; c[i] = d[i] * 3 alone in the second, which the vectorizer vectorizes
; with width 4 (interleaved twice by its heuristic: the follow-up gives no
; interleave count); nothing of loopcc in the metadata; no warning.
;
; RUN: %opt_loopcc -passes='default<O2>' -loopcc-trace-scheduler -S %s -o %t.plugin.ll 2> %t.plugin.err
; RUN: count 0 < %t.plugin.err
; RUN: %opt -passes='default<O2>' -S %s -o %t.stock.ll 2> %t.stock.err
; RUN: count 0 < %t.stock.err
; RUN: diff %t.plugin.ll %t.stock.ll
; RUN: FileCheck %s < %t.plugin.ll
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -mllvm -loopcc-trace-scheduler -S -emit-llvm %s -o %t.clang-plugin.ll 2> %t.clang-plugin.err
; RUN: count 0 < %t.clang-plugin.err
; RUN: %clang -O2 -S -emit-llvm %s -o %t.clang.ll
; RUN: diff %t.clang-plugin.ll %t.clang.ll
; RUN: FileCheck %s < %t.clang-plugin.ll
; RUN: %clang -O2 -fpass-plugin=%loopcc_plugin -c %s -o %t.clang.o 2> %t.clang-c.err
; RUN: count 0 < %t.clang-c.err
; RUN: %loopcc -O3 -S -emit-llvm %s -o %t.loopcc.ll 2> %t.loopcc.err
; RUN: count 0 < %t.loopcc.err
; RUN: %clang -O3 -S -emit-llvm %s -o %t.clang-O3.ll
; RUN: diff %t.loopcc.ll %t.clang-O3.ll
; RUN: FileCheck %s < %t.loopcc.ll
; RUN: %loopcc -O3 -c %s -o %t.loopcc.o 2> %t.loopcc-c.err
; RUN: count 0 < %t.loopcc-c.err
;
; chain.c:
;   1  void kernel(int *restrict a, const int *restrict b, int *restrict c,
;   2              const int *restrict d, int n) {
;   3    for (int i = 1; i < n; i++) {  // distribute, then vectorize width(4)
;   4      a[i] = a[i - 1] + b[i];      //   on(coincident)
;   5      c[i] = d[i] * 3;
;   6    }
;   7  }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @kernel(ptr noalias %a, ptr noalias %b, ptr noalias %c, ptr noalias %d, i32 %n) !dbg !5 {
entry:
  br label %for.cond, !dbg !8

for.cond:
  %i = phi i32 [ 1, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i32 %i, %n, !dbg !9
  br i1 %cmp, label %for.body, label %for.end, !dbg !8

for.body:
  %idx = zext nneg i32 %i to i64
  %a.i = getelementptr inbounds nuw i32, ptr %a, i64 %idx, !dbg !10
  %a.prev = getelementptr i8, ptr %a.i, i64 -4, !dbg !10
  %x = load i32, ptr %a.prev, align 4, !dbg !10
  %b.i = getelementptr inbounds nuw i32, ptr %b, i64 %idx, !dbg !10
  %y = load i32, ptr %b.i, align 4, !dbg !10
  %sum = add nsw i32 %x, %y, !dbg !10
  store i32 %sum, ptr %a.i, align 4, !dbg !10
  %d.i = getelementptr inbounds nuw i32, ptr %d, i64 %idx, !dbg !11
  %z = load i32, ptr %d.i, align 4, !dbg !11
  %prod = mul nsw i32 %z, 3, !dbg !11
  %c.i = getelementptr inbounds nuw i32, ptr %c, i64 %idx, !dbg !11
  store i32 %prod, ptr %c.i, align 4, !dbg !11
  %i.next = add nuw nsw i32 %i, 1, !dbg !12
  br label %for.cond, !dbg !8, !llvm.loop !20

for.end:
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "chain.c", directory: "/nonexistent")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "kernel", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 3, scope: !5)
!9 = !DILocation(line: 3, column: 21, scope: !5)
!10 = !DILocation(line: 4, column: 10, scope: !5)
!11 = !DILocation(line: 5, column: 10, scope: !5)
!12 = !DILocation(line: 3, column: 26, scope: !5)
!13 = !DILocation(line: 7, column: 1, scope: !5)

; The loop: distribute; on the coincident loop, vectorize width(4).
!20 = distinct !{!20, !8, !21, !22, !23, !24, !25, !28, !29}
!21 = !DILocation(line: 6, column: 3, scope: !5)
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.distribute.enable", i1 true}
!24 = !{!"llvm.loop.disable_nonforced"}
!25 = !{!"llvm.loop.distribute.followup_coincident", !22, !26, !27}
!26 = !{!"llvm.loop.vectorize.enable", i1 true}
!27 = !{!"llvm.loop.vectorize.width", i32 4}
!28 = !{!"llvm.loop.distribute.followup_sequential", !22}
!29 = !{!"llvm.loop.distribute.followup_fallback", !22}

; The first loop: the recurrence alone, scalar.
; CHECK-LABEL: define void @kernel(
; CHECK:       for.body.ldist1:
; CHECK-NOT:     mul
; CHECK:         %sum.ldist1 = add nsw i32
; CHECK-NEXT:    store i32 %sum.ldist1, ptr %a.i.ldist1, align 4
; CHECK-NOT:     mul
; CHECK:         br i1 {{.*}}, label %for.body.ldist1, !dbg !{{[0-9]+}}, !llvm.loop [[SEQ:![0-9]+]]
; The second: the map alone, vectorized with width 4.
; CHECK:       vector.body:
; CHECK-NOT:     add nsw <
; CHECK:         mul nsw <4 x i32> %wide.load, splat (i32 3)
; CHECK:         store <4 x i32>
; CHECK-NOT:     add nsw <
; CHECK:         br i1 {{.*}}, label %middle.block, label %vector.body, !dbg !{{[0-9]+}}, !llvm.loop [[VEC:![0-9]+]]
; CHECK:       for.body:
; CHECK-NOT:     %sum
; CHECK:         %prod = mul nsw i32 %z, 3
; CHECK-NOT:     %sum
; CHECK:         br i1 {{.*}}, label %for.body, !dbg !{{[0-9]+}}, !llvm.loop [[SCALAR:![0-9]+]]
; CHECK:       {{^}}}
; CHECK-NOT:   loopcc
; CHECK:       [[SEQ]] = distinct !{[[SEQ]], [[MP:![0-9]+]]}
; CHECK-NEXT:  [[MP]] = !{!"llvm.loop.mustprogress"}
; CHECK-NOT:   loopcc
; CHECK:       [[VEC]] = distinct !{[[VEC]], [[MP]], [[ISVEC:![0-9]+]], [[NORT:![0-9]+]]}
; CHECK-NEXT:  [[ISVEC]] = !{!"llvm.loop.isvectorized", i32 1}
; CHECK-NEXT:  [[NORT]] = !{!"llvm.loop.unroll.runtime.disable"}
; CHECK-NEXT:  [[SCALAR]] = distinct !{[[SCALAR]], [[MP]], [[NORT]], [[ISVEC]]}
; CHECK-NOT:   loopcc
