; The locality engine under loopcc's scheduler alone (no other pass of
; LLVM's pipeline), on loops as LLVM's pipeline leaves them where the
; vectorizer starts (tr.c, below, after sroa, early-cse, instcombine,
; simplifycfg, loop-rotate and indvars), with the chains in the module's
; record. The scheduler goes on with a chain's next step itself, so for
; @tile2 its vectorizer runs after the engine:
;  - @tile2: `tile sizes(4, 8)` then `vectorize width(4) on(intratile(2))`
;    on a 2-deep nest. The engine's nest, as the scheduler hands it to the
;    vectorizer (ENGINE, the IR before LoopVectorizePass): four levels of
;    Polly loops, grid(1), grid(2), intratile(1), intratile(2), each
;    marked with its role and placed at the lines of the loop it comes
;    from (grid(2) and intratile(2) at the j loop's, line 8); the
;    intratile(2) loop asks for vectorize width 4 and carries the marker of
;    step 1, its follow-ups the marker of the chain's end (step 2), which
;    the three other loops carry already. The end (CHECK): the vectorizer
;    has taken the intratile(2) loop (8 iterations, width 4 interleaved
;    twice: one vector iteration, no loop left), three levels of Polly
;    loops remain, the innermost storing <4 x double>, all with the
;    marker of step 2; no warning;
;  - @rev: `reverse` of a map loop: one Polly loop, its counter running
;    from -1023 up to 0 and the element it touches being X[-counter], i.e.
;    X[1023] first, X[0] last; the end marker (step 1); no warning;
;  - @revdep: `reverse` of the recurrence `R[i] = R[i - 1] + 1`: not
;    applied, one warning naming both accesses (the source file is not
;    there: they are named by their array), the loop left as it was (no
;    Polly loop), its request taken away and its marker at the chain's end
;    (step 1).
;
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.err
; RUN: FileCheck %s < %t.ll
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -print-before=loop-vectorize -print-module-scope -disable-output %s 2> %t.engine
; RUN: FileCheck %s --check-prefix=ENGINE --implicit-check-not="IR Dump" < %t.engine
;
; WARN: warning: tr.c:18:3: loop not reversed: 'reverse' would reverse the dependence from R (line 19) to R (line 19)
; WARN-NEXT: note: tr.c:17:24: 'reverse' requested here
;
; The engine's nest in @tile2: each loop's ID from its latch branch, back
; to its own header.
; ENGINE-LABEL: IR Dump Before LoopVectorizePass on tile2
; ENGINE-LABEL: define {{.*}} @tile2(
; ENGINE:       polly.loop_header:
; ENGINE:       br i1 %{{.*}}, label %polly.loop_header, label %{{.*}}, !llvm.loop ![[GRID1:[0-9]+]]
; ENGINE:       polly.loop_header1:
; ENGINE:       br i1 %{{.*}}, label %polly.loop_header1, label %{{.*}}, !llvm.loop ![[GRID2:[0-9]+]]
; ENGINE:       polly.loop_header7:
; ENGINE:       br i1 %{{.*}}, label %polly.loop_header7, label %{{.*}}, !llvm.loop ![[INTRA1:[0-9]+]]
; ENGINE:       polly.loop_header13:
; ENGINE:       load double
; ENGINE:       store double
; ENGINE:       br i1 %{{.*}}, label %polly.loop_header13, label %{{.*}}, !llvm.loop ![[INTRA2:[0-9]+]]
; ENGINE-NEXT:  }
; ENGINE-LABEL: define {{.*}} @rev(
; ENGINE:       ![[GRID1]] = distinct !{![[GRID1]], ![[LOC:[0-9]+]], ![[END:[0-9]+]], ![[MP:[0-9]+]], ![[DONE:[0-9]+]], ![[RG1:[0-9]+]]}
; ENGINE-NEXT:  ![[LOC]] = !DILocation(line: 7, column: 3,
; ENGINE:       ![[MP]] = !{!"llvm.loop.mustprogress"}
; ENGINE-NEXT:  ![[DONE]] = !{!"loopcc.chain", i32 1, i32 2}
; ENGINE-NEXT:  ![[RG1]] = !{!"loopcc.role", i32 0, !"grid(1)"}
; ENGINE-NEXT:  ![[GRID2]] = distinct !{![[GRID2]], ![[LOC2:[0-9]+]], ![[END]], ![[MP]], ![[DONE]], ![[RG2:[0-9]+]]}
; ENGINE-NEXT:  ![[LOC2]] = !DILocation(line: 8, column: 5,
; ENGINE-NEXT:  ![[RG2]] = !{!"loopcc.role", i32 0, !"grid(2)"}
; ENGINE-NEXT:  ![[INTRA1]] = distinct !{![[INTRA1]], ![[LOC]], ![[END]], ![[MP]], ![[DONE]], ![[RI1:[0-9]+]]}
; ENGINE-NEXT:  ![[RI1]] = !{!"loopcc.role", i32 0, !"intratile(1)"}
; ENGINE:       ![[INTRA2]] = distinct !{![[INTRA2]], ![[LOC2]], ![[END]], ![[MP]], ![[ROLE:[0-9]+]], ![[WIDTH:[0-9]+]], ![[SCALABLE:[0-9]+]], ![[ENABLE:[0-9]+]], ![[VECTORIZED:[0-9]+]], ![[EPILOGUE:[0-9]+]], ![[STEP1:[0-9]+]], ![[PRAGMA:[0-9]+]]}
; ENGINE-NEXT:  ![[ROLE]] = !{!"loopcc.role", i32 0, !"intratile(2)"}
; ENGINE-NEXT:  ![[WIDTH]] = !{!"llvm.loop.vectorize.width", i32 4}
; ENGINE-NEXT:  ![[SCALABLE]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
; ENGINE-NEXT:  ![[ENABLE]] = !{!"llvm.loop.vectorize.enable", i1 true}
; ENGINE-NEXT:  ![[VECTORIZED]] = !{!"llvm.loop.vectorize.followup_vectorized", ![[LOC2]], ![[END]], ![[MP]], !{{[0-9]+}}, ![[ISVEC:[0-9]+]], !{{[0-9]+}}, ![[DONE]]}
; ENGINE:       ![[ISVEC]] = !{!"llvm.loop.isvectorized", i32 1}
; ENGINE:       ![[EPILOGUE]] = !{!"llvm.loop.vectorize.followup_epilogue", ![[LOC2]], ![[END]], ![[MP]], !{{[0-9]+}}, ![[ISVEC]], !{{[0-9]+}}, ![[DONE]]}
; ENGINE:       ![[STEP1]] = !{!"loopcc.chain", i32 1, i32 1}
; ENGINE-NEXT:  ![[PRAGMA]] = !{!"loopcc.pragma", !"tr.c", i32 5, i32 24}
;
; The end. @tile2: three levels of Polly loops, the vectorized intratile(2)
; loop inside the third as straight code.
; CHECK-LABEL: define {{.*}} @tile2(
; CHECK:       polly.loop_header:
; CHECK:       br i1 %{{.*}}, label %polly.loop_header, label %{{.*}}, !llvm.loop ![[T1:[0-9]+]]
; CHECK:       polly.loop_header1:
; CHECK:       br i1 %{{.*}}, label %polly.loop_header1, label %{{.*}}, !llvm.loop ![[T2:[0-9]+]]
; CHECK:       polly.loop_header7:
; CHECK-NOT:   {{^[a-z._0-9]+:}}
; CHECK:       fadd <4 x double>
; CHECK:       store <4 x double>
; CHECK:       store <4 x double>
; CHECK-NOT:   store
; CHECK:       br i1 %{{.*}}, label %polly.loop_header7, label %{{.*}}, !llvm.loop ![[T3:[0-9]+]]
; CHECK-NEXT:  }
; @rev: one loop, X[-counter] for counter = -1023 .. 0.
; CHECK-LABEL: define {{.*}} @rev(
; CHECK:       polly.loop_header:
; CHECK-NEXT:    %polly.indvar = phi i64 [ -1023, %{{.*}} ], [ %polly.indvar_next, %polly.loop_header ]
; CHECK-NEXT:    [[I:%[0-9]+]] = sub nsw i64 0, %polly.indvar
; CHECK-NEXT:    [[OFFSET:%[0-9]+]] = shl i64 [[I]], 2
; CHECK-NEXT:    [[X:%.+]] = getelementptr i8, ptr @X, i64 [[OFFSET]]
; CHECK-NEXT:    [[OLD:%.+]] = load i32, ptr [[X]]
; CHECK-NEXT:    [[TIMES3:%.+]] = mul nsw i32 [[OLD]], 3
; CHECK-NEXT:    [[I32:%[0-9]+]] = trunc i64 [[I]] to i32
; CHECK-NEXT:    [[NEW:%.+]] = add nsw i32 [[TIMES3]], [[I32]]
; CHECK-NEXT:    store i32 [[NEW]], ptr [[X]]
; CHECK-NEXT:    %polly.indvar_next = add nsw i64 %polly.indvar, 1
; CHECK-NEXT:    [[MORE:%.+]] = icmp slt i64 %polly.indvar, 0
; CHECK-NEXT:    br i1 [[MORE]], label %polly.loop_header, label %{{.*}}, !llvm.loop ![[R:[0-9]+]]
; CHECK-NEXT:  }
; @revdep: as it was.
; CHECK-LABEL: define {{.*}} @revdep(
; CHECK-NOT:   polly.
; CHECK:         %indvars.iv = phi i64 [ 1, %0 ], [ %indvars.iv.next, %1 ]
; CHECK-NOT:   polly.
; CHECK:         br i1 %exitcond, label %1, label %7, !dbg !{{[0-9]+}}, !llvm.loop ![[D:[0-9]+]]
; CHECK-NOT:   polly.
; CHECK:         ret void
; CHECK-NEXT:  }
; CHECK-DAG:   ![[T1]] = distinct !{![[T1]], ![[TLOC:[0-9]+]], ![[TEND:[0-9]+]], ![[MUSTPROGRESS:[0-9]+]], ![[TDONE:[0-9]+]], ![[TR1:[0-9]+]]}
; CHECK-DAG:   ![[T2]] = distinct !{![[T2]], ![[TLOC2:[0-9]+]], ![[TEND]], ![[MUSTPROGRESS]], ![[TDONE]], ![[TR2:[0-9]+]]}
; CHECK-DAG:   ![[T3]] = distinct !{![[T3]], ![[TLOC]], ![[TEND]], ![[MUSTPROGRESS]], ![[TDONE]], ![[TR3:[0-9]+]]}
; CHECK-DAG:   ![[TLOC]] = !DILocation(line: 7, column: 3,
; CHECK-DAG:   ![[TLOC2]] = !DILocation(line: 8, column: 5,
; CHECK-DAG:   ![[TR1]] = !{!"loopcc.role", i32 0, !"grid(1)"}
; CHECK-DAG:   ![[TR2]] = !{!"loopcc.role", i32 0, !"grid(2)"}
; CHECK-DAG:   ![[TR3]] = !{!"loopcc.role", i32 0, !"intratile(1)"}
; CHECK-DAG:   ![[MUSTPROGRESS]] = !{!"llvm.loop.mustprogress"}
; CHECK-DAG:   ![[TDONE]] = !{!"loopcc.chain", i32 1, i32 2}
; CHECK-DAG:   ![[R]] = distinct !{![[R]], !{{[0-9]+}}, !{{[0-9]+}}, ![[MUSTPROGRESS]], ![[RDONE:[0-9]+]], ![[RROLE:[0-9]+]]}
; CHECK-DAG:   ![[RROLE]] = !{!"loopcc.role", i32 0, !"reversed"}
; CHECK-DAG:   ![[RDONE]] = !{!"loopcc.chain", i32 2, i32 1}
; CHECK-DAG:   ![[D]] = distinct !{![[D]], !{{[0-9]+}}, !{{[0-9]+}}, ![[MUSTPROGRESS]], ![[DDONE:[0-9]+]]}
; CHECK-DAG:   ![[DDONE]] = !{!"loopcc.chain", i32 3, i32 1}
;
; tr.c:
; #define N 32
; double A[N][N], C[N][N];
; int X[1024], R[1024];
; void tile2(void) {
; #pragma loop transform vectorize width(4) on(intratile(2))
; #pragma loop transform tile sizes(4, 8)
;   for (int i = 0; i < N; i++)
;     for (int j = 0; j < N; j++)
;       C[i][j] = A[j][i] + 1;
; }
; void rev(void) {
; #pragma loop transform reverse
;   for (int i = 0; i < 1024; i++)
;     X[i] = X[i] * 3 + i;
; }
; void revdep(void) {
; #pragma loop transform reverse
;   for (int i = 1; i < 1024; i++)
;     R[i] = R[i - 1] + 1;
; }

; ModuleID = 'tr.ll'
source_filename = "tr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [32 x [32 x double]] zeroinitializer, align 16
@C = dso_local global [32 x [32 x double]] zeroinitializer, align 16
@X = dso_local global [1024 x i32] zeroinitializer, align 16
@R = dso_local global [1024 x i32] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local void @tile2() #0 !dbg !27 {
  br label %.preheader, !dbg !30

.preheader:                                       ; preds = %0, %8
  %indvars.iv12 = phi i64 [ 0, %0 ], [ %indvars.iv.next13, %8 ]
  br label %1, !dbg !31

1:                                                ; preds = %.preheader, %1
  %indvars.iv = phi i64 [ 0, %.preheader ], [ %indvars.iv.next, %1 ]
  %2 = getelementptr inbounds nuw [32 x double], ptr @A, i64 %indvars.iv, !dbg !32
  %3 = getelementptr inbounds nuw double, ptr %2, i64 %indvars.iv12, !dbg !32
  %4 = load double, ptr %3, align 8, !dbg !32, !tbaa !33
  %5 = fadd double %4, 1.000000e+00, !dbg !35
  %6 = getelementptr inbounds nuw [32 x double], ptr @C, i64 %indvars.iv12, !dbg !36
  %7 = getelementptr inbounds nuw double, ptr %6, i64 %indvars.iv, !dbg !36
  store double %5, ptr %7, align 8, !dbg !37, !tbaa !33
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !38
  %exitcond = icmp ne i64 %indvars.iv.next, 32, !dbg !39
  br i1 %exitcond, label %1, label %8, !dbg !31, !llvm.loop !40

8:                                                ; preds = %1
  %indvars.iv.next13 = add nuw nsw i64 %indvars.iv12, 1, !dbg !45
  %exitcond15 = icmp ne i64 %indvars.iv.next13, 32, !dbg !46
  br i1 %exitcond15, label %.preheader, label %9, !dbg !30, !llvm.loop !47

9:                                                ; preds = %8
  ret void, !dbg !66
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind uwtable
define dso_local void @rev() #0 !dbg !67 {
  br label %1, !dbg !68

1:                                                ; preds = %0, %1
  %indvars.iv = phi i64 [ 0, %0 ], [ %indvars.iv.next, %1 ]
  %2 = getelementptr inbounds nuw i32, ptr @X, i64 %indvars.iv, !dbg !69
  %3 = load i32, ptr %2, align 4, !dbg !69, !tbaa !8
  %4 = mul nsw i32 %3, 3, !dbg !70
  %5 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !71
  %6 = add nsw i32 %4, %5, !dbg !71
  store i32 %6, ptr %2, align 4, !dbg !72, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !73
  %exitcond = icmp ne i64 %indvars.iv.next, 1024, !dbg !74
  br i1 %exitcond, label %1, label %7, !dbg !68, !llvm.loop !75

7:                                                ; preds = %1
  ret void, !dbg !80
}

; Function Attrs: nounwind uwtable
define dso_local void @revdep() #0 !dbg !81 {
  br label %1, !dbg !82

1:                                                ; preds = %0, %1
  %indvars.iv = phi i64 [ 1, %0 ], [ %indvars.iv.next, %1 ]
  %2 = getelementptr i32, ptr @R, i64 %indvars.iv, !dbg !83
  %3 = getelementptr i8, ptr %2, i64 -4, !dbg !83
  %4 = load i32, ptr %3, align 4, !dbg !83, !tbaa !8
  %5 = add nsw i32 %4, 1, !dbg !84
  %6 = getelementptr inbounds nuw i32, ptr @R, i64 %indvars.iv, !dbg !85
  store i32 %5, ptr %6, align 4, !dbg !86, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !87
  %exitcond = icmp ne i64 %indvars.iv.next, 1024, !dbg !88
  br i1 %exitcond, label %1, label %7, !dbg !82, !llvm.loop !89

7:                                                ; preds = %1
  ret void, !dbg !93
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}
!loopcc.chains = !{!12, !19, !23}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tr.c", directory: "/nonexistent")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 1, !"tile2", !13, !14, !17}
!13 = !{!"tr.c", i32 7, i32 3}
!14 = !{!"tile", !"sizes", !15, !"spelling", !"tile sizes(4, 8)", !"pragma", !16}
!15 = !{i32 4, i32 8}
!16 = !{!"tr.c", i32 6, i32 24}
!17 = !{!"vectorize", !"width", i32 4, !"on", !"intratile(2)", !"spelling", !"vectorize width(4) on(intratile(2))", !"pragma", !18}
!18 = !{!"tr.c", i32 5, i32 24}
!19 = !{i32 2, !"rev", !20, !21}
!20 = !{!"tr.c", i32 13, i32 3}
!21 = !{!"reverse", !"spelling", !"reverse", !"pragma", !22}
!22 = !{!"tr.c", i32 12, i32 24}
!23 = !{i32 3, !"revdep", !24, !25}
!24 = !{!"tr.c", i32 18, i32 3}
!25 = !{!"reverse", !"spelling", !"reverse", !"pragma", !26}
!26 = !{!"tr.c", i32 17, i32 24}
!27 = distinct !DISubprogram(name: "tile2", scope: !1, file: !1, line: 4, type: !28, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = !DISubroutineType(types: !29)
!29 = !{}
!30 = !DILocation(line: 7, column: 3, scope: !27)
!31 = !DILocation(line: 8, column: 5, scope: !27)
!32 = !DILocation(line: 9, column: 17, scope: !27)
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !10, i64 0}
!35 = !DILocation(line: 9, column: 25, scope: !27)
!36 = !DILocation(line: 9, column: 7, scope: !27)
!37 = !DILocation(line: 9, column: 15, scope: !27)
!38 = !DILocation(line: 8, column: 29, scope: !27)
!39 = !DILocation(line: 8, column: 23, scope: !27)
!40 = distinct !{!40, !31, !41, !42, !43, !44}
!41 = !DILocation(line: 9, column: 27, scope: !27)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !{!"llvm.loop.disable_nonforced"}
!44 = !{!"loopcc.protected"}
!45 = !DILocation(line: 7, column: 27, scope: !27)
!46 = !DILocation(line: 7, column: 21, scope: !27)
!47 = distinct !{!47, !30, !41, !42, !48, !49, !43, !50, !64, !65}
!48 = !{!"llvm.loop.tile.sizes", i32 4, i32 8}
!49 = !{!"llvm.loop.tile.enable", i1 true}
!50 = !{!"llvm.loop.tile.followup_intratile(2)", !31, !41, !42, !51, !52, !53, !54, !55, !60, !62, !63}
!51 = !{!"loopcc.role", i32 0, !"intratile(2)"}
!52 = !{!"llvm.loop.vectorize.width", i32 4}
!53 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!54 = !{!"llvm.loop.vectorize.enable", i1 true}
!55 = !{!"llvm.loop.vectorize.followup_vectorized", !31, !41, !42, !56, !57, !58, !59}
!56 = !{!"loopcc.role", i32 1, !"vectorized"}
!57 = !{!"llvm.loop.isvectorized", i32 1}
!58 = !{!"llvm.loop.unroll.runtime.disable"}
!59 = !{!"loopcc.chain", i32 1, i32 2}
!60 = !{!"llvm.loop.vectorize.followup_epilogue", !31, !41, !42, !61, !57, !58, !59}
!61 = !{!"loopcc.role", i32 1, !"epilogue"}
!62 = !{!"loopcc.chain", i32 1, i32 1}
!63 = !{!"loopcc.pragma", !"tr.c", i32 5, i32 24}
!64 = !{!"loopcc.chain", i32 1, i32 0}
!65 = !{!"loopcc.pragma", !"tr.c", i32 6, i32 24}
!66 = !DILocation(line: 10, column: 1, scope: !27)
!67 = distinct !DISubprogram(name: "rev", scope: !1, file: !1, line: 11, type: !28, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 13, column: 3, scope: !67)
!69 = !DILocation(line: 14, column: 12, scope: !67)
!70 = !DILocation(line: 14, column: 17, scope: !67)
!71 = !DILocation(line: 14, column: 21, scope: !67)
!72 = !DILocation(line: 14, column: 10, scope: !67)
!73 = !DILocation(line: 13, column: 30, scope: !67)
!74 = !DILocation(line: 13, column: 21, scope: !67)
!75 = distinct !{!75, !68, !76, !42, !77, !78, !79}
!76 = !DILocation(line: 14, column: 23, scope: !67)
!77 = !{!"llvm.loop.reverse.enable", i1 true}
!78 = !{!"loopcc.chain", i32 2, i32 0}
!79 = !{!"loopcc.pragma", !"tr.c", i32 12, i32 24}
!80 = !DILocation(line: 15, column: 1, scope: !67)
!81 = distinct !DISubprogram(name: "revdep", scope: !1, file: !1, line: 16, type: !28, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!82 = !DILocation(line: 18, column: 3, scope: !81)
!83 = !DILocation(line: 19, column: 12, scope: !81)
!84 = !DILocation(line: 19, column: 21, scope: !81)
!85 = !DILocation(line: 19, column: 5, scope: !81)
!86 = !DILocation(line: 19, column: 10, scope: !81)
!87 = !DILocation(line: 18, column: 30, scope: !81)
!88 = !DILocation(line: 18, column: 21, scope: !81)
!89 = distinct !{!89, !82, !90, !42, !77, !91, !92}
!90 = !DILocation(line: 19, column: 23, scope: !81)
!91 = !{!"loopcc.chain", i32 3, i32 0}
!92 = !{!"loopcc.pragma", !"tr.c", i32 17, i32 24}
!93 = !DILocation(line: 20, column: 1, scope: !81)
