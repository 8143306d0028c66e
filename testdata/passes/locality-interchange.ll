; The locality engine alone, on loops as LLVM's pipeline leaves them where
; the vectorizer starts (ij.c, below, after sroa, early-cse, instcombine,
; simplifycfg, loop-rotate and indvars), with the chains in the module's
; record:
;  - @gemm: `interchange` of a 2-deep nest: Polly regenerates it
;    (polly.loop_header blocks, two levels), no warning;
;  - @ijk: `interchange permutation(1, 3, 2)` of a 3-deep nest: three
;    levels of Polly loops;
;  - @dep: `interchange` of `A[i][j] = A[i - 1][j + 1] + 1`, which would
;    reverse the dependence: not applied, one warning naming both accesses
;    (the source file is not there: they are named by their array), the
;    nest left as it was (no Polly loop).
; Each chain's loops end with the marker of its end (step 1).
;
; RUN: %opt_loopcc -passes='function(loopcc-transform-scheduler),loopcc-missed-transform-reporter' \
; RUN:   -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.err
; RUN: FileCheck %s < %t.ll
;
; WARN: warning: ij.c:18:3: loop not interchanged: 'interchange' would reverse the dependence from A (line 20) to A (line 20)
; WARN-NEXT: note: ij.c:17:24: 'interchange' requested here
;
; CHECK-LABEL: define {{.*}} @gemm(
; CHECK: polly.loop_header:
; CHECK: polly.loop_header1:
; CHECK-NOT: polly.loop_header{{[0-9]*}}:
; CHECK-LABEL: define {{.*}} @ijk(
; CHECK: polly.loop_header:
; CHECK: polly.loop_header1:
; CHECK: polly.loop_header7:
; CHECK-LABEL: define {{.*}} @dep(
; CHECK-NOT: polly.
; CHECK: ret void
; CHECK-DAG: !{!"loopcc.chain", i32 1, i32 1}
; CHECK-DAG: !{!"loopcc.chain", i32 2, i32 1}
; CHECK-DAG: !{!"loopcc.chain", i32 3, i32 1}
;
; ij.c:
; #define N 256
; double A[N][N], B[N][N], C[N][N];
; void gemm(void) {
; #pragma loop transform interchange
;   for (int i = 0; i < N; i++)
;     for (int j = 0; j < N; j++)
;       C[i][j] += A[i][0] * B[0][j];
; }
; void ijk(void) {
; #pragma loop transform interchange permutation(1, 3, 2)
;   for (int i = 0; i < N; i++)
;     for (int j = 0; j < N; j++)
;       for (int k = 0; k < N; k++)
;         C[i][j] += A[i][k] * B[k][j];
; }
; void dep(void) {
; #pragma loop transform interchange
;   for (int i = 1; i < N; i++)
;     for (int j = 0; j < N - 1; j++)
;       A[i][j] = A[i - 1][j + 1] + 1;
; }

; ModuleID = 'ij.ll'
source_filename = "ij.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [256 x [256 x double]] zeroinitializer, align 16
@B = dso_local global [256 x [256 x double]] zeroinitializer, align 16
@C = dso_local global [256 x [256 x double]] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local void @gemm() #0 !dbg !25 {
  br label %.preheader, !dbg !28

.preheader:                                       ; preds = %0, %10
  %indvars.iv12 = phi i64 [ 0, %0 ], [ %indvars.iv.next13, %10 ]
  br label %1, !dbg !29

1:                                                ; preds = %.preheader, %1
  %indvars.iv = phi i64 [ 0, %.preheader ], [ %indvars.iv.next, %1 ]
  %2 = getelementptr inbounds nuw [256 x double], ptr @A, i64 %indvars.iv12, !dbg !30
  %3 = load double, ptr %2, align 16, !dbg !30, !tbaa !31
  %4 = getelementptr inbounds nuw double, ptr @B, i64 %indvars.iv, !dbg !33
  %5 = load double, ptr %4, align 8, !dbg !33, !tbaa !31
  %6 = getelementptr inbounds nuw [256 x double], ptr @C, i64 %indvars.iv12, !dbg !34
  %7 = getelementptr inbounds nuw double, ptr %6, i64 %indvars.iv, !dbg !34
  %8 = load double, ptr %7, align 8, !dbg !35, !tbaa !31
  %9 = call double @llvm.fmuladd.f64(double %3, double %5, double %8), !dbg !35
  store double %9, ptr %7, align 8, !dbg !35, !tbaa !31
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !36
  %exitcond = icmp ne i64 %indvars.iv.next, 256, !dbg !37
  br i1 %exitcond, label %1, label %10, !dbg !29, !llvm.loop !38

10:                                               ; preds = %1
  %indvars.iv.next13 = add nuw nsw i64 %indvars.iv12, 1, !dbg !43
  %exitcond15 = icmp ne i64 %indvars.iv.next13, 256, !dbg !44
  br i1 %exitcond15, label %.preheader, label %11, !dbg !28, !llvm.loop !45

11:                                               ; preds = %10
  ret void, !dbg !49
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind uwtable
define dso_local void @ijk() #0 !dbg !50 {
  br label %.preheader14, !dbg !51

.preheader14:                                     ; preds = %0, %13
  %indvars.iv23 = phi i64 [ 0, %0 ], [ %indvars.iv.next24, %13 ]
  br label %.preheader, !dbg !52

.preheader:                                       ; preds = %.preheader14, %12
  %indvars.iv19 = phi i64 [ 0, %.preheader14 ], [ %indvars.iv.next20, %12 ]
  br label %1, !dbg !53

1:                                                ; preds = %.preheader, %1
  %indvars.iv = phi i64 [ 0, %.preheader ], [ %indvars.iv.next, %1 ]
  %2 = getelementptr inbounds nuw [256 x double], ptr @A, i64 %indvars.iv23, !dbg !54
  %3 = getelementptr inbounds nuw double, ptr %2, i64 %indvars.iv, !dbg !54
  %4 = load double, ptr %3, align 8, !dbg !54, !tbaa !31
  %5 = getelementptr inbounds nuw [256 x double], ptr @B, i64 %indvars.iv, !dbg !55
  %6 = getelementptr inbounds nuw double, ptr %5, i64 %indvars.iv19, !dbg !55
  %7 = load double, ptr %6, align 8, !dbg !55, !tbaa !31
  %8 = getelementptr inbounds nuw [256 x double], ptr @C, i64 %indvars.iv23, !dbg !56
  %9 = getelementptr inbounds nuw double, ptr %8, i64 %indvars.iv19, !dbg !56
  %10 = load double, ptr %9, align 8, !dbg !57, !tbaa !31
  %11 = call double @llvm.fmuladd.f64(double %4, double %7, double %10), !dbg !57
  store double %11, ptr %9, align 8, !dbg !57, !tbaa !31
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !58
  %exitcond = icmp ne i64 %indvars.iv.next, 256, !dbg !59
  br i1 %exitcond, label %1, label %12, !dbg !53, !llvm.loop !60

12:                                               ; preds = %1
  %indvars.iv.next20 = add nuw nsw i64 %indvars.iv19, 1, !dbg !62
  %exitcond22 = icmp ne i64 %indvars.iv.next20, 256, !dbg !63
  br i1 %exitcond22, label %.preheader, label %13, !dbg !52, !llvm.loop !64

13:                                               ; preds = %12
  %indvars.iv.next24 = add nuw nsw i64 %indvars.iv23, 1, !dbg !65
  %exitcond26 = icmp ne i64 %indvars.iv.next24, 256, !dbg !66
  br i1 %exitcond26, label %.preheader14, label %14, !dbg !51, !llvm.loop !67

14:                                               ; preds = %13
  ret void, !dbg !71
}

; Function Attrs: nounwind uwtable
define dso_local void @dep() #0 !dbg !72 {
  br label %.preheader, !dbg !73

.preheader:                                       ; preds = %0, %9
  %indvars.iv12 = phi i64 [ 1, %0 ], [ %indvars.iv.next13, %9 ]
  br label %1, !dbg !74

1:                                                ; preds = %.preheader, %1
  %indvars.iv = phi i64 [ 0, %.preheader ], [ %indvars.iv.next, %1 ]
  %2 = getelementptr [256 x double], ptr @A, i64 %indvars.iv12, !dbg !75
  %3 = getelementptr i8, ptr %2, i64 -2048, !dbg !75
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !76
  %4 = getelementptr inbounds nuw double, ptr %3, i64 %indvars.iv.next, !dbg !75
  %5 = load double, ptr %4, align 8, !dbg !75, !tbaa !31
  %6 = fadd double %5, 1.000000e+00, !dbg !77
  %7 = getelementptr inbounds nuw [256 x double], ptr @A, i64 %indvars.iv12, !dbg !78
  %8 = getelementptr inbounds nuw double, ptr %7, i64 %indvars.iv, !dbg !78
  store double %6, ptr %8, align 8, !dbg !79, !tbaa !31
  %exitcond = icmp ne i64 %indvars.iv.next, 255, !dbg !80
  br i1 %exitcond, label %1, label %9, !dbg !74, !llvm.loop !81

9:                                                ; preds = %1
  %indvars.iv.next13 = add nuw nsw i64 %indvars.iv12, 1, !dbg !83
  %exitcond15 = icmp ne i64 %indvars.iv.next13, 256, !dbg !84
  br i1 %exitcond15, label %.preheader, label %10, !dbg !73, !llvm.loop !85

10:                                               ; preds = %9
  ret void, !dbg !88
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}
!loopcc.chains = !{!12, !16, !21}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ij.c", directory: "/nonexistent")
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
!12 = !{i32 1, !"gemm", !13, !14}
!13 = !{!"ij.c", i32 5, i32 3}
!14 = !{!"interchange", !"spelling", !"interchange", !"pragma", !15}
!15 = !{!"ij.c", i32 4, i32 24}
!16 = !{i32 2, !"ijk", !17, !18}
!17 = !{!"ij.c", i32 11, i32 3}
!18 = !{!"interchange", !"permutation", !19, !"spelling", !"interchange permutation(1, 3, 2)", !"pragma", !20}
!19 = !{i32 1, i32 3, i32 2}
!20 = !{!"ij.c", i32 10, i32 24}
!21 = !{i32 3, !"dep", !22, !23}
!22 = !{!"ij.c", i32 18, i32 3}
!23 = !{!"interchange", !"spelling", !"interchange", !"pragma", !24}
!24 = !{!"ij.c", i32 17, i32 24}
!25 = distinct !DISubprogram(name: "gemm", scope: !1, file: !1, line: 3, type: !26, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = !DISubroutineType(types: !27)
!27 = !{}
!28 = !DILocation(line: 5, column: 3, scope: !25)
!29 = !DILocation(line: 6, column: 5, scope: !25)
!30 = !DILocation(line: 7, column: 18, scope: !25)
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !10, i64 0}
!33 = !DILocation(line: 7, column: 28, scope: !25)
!34 = !DILocation(line: 7, column: 7, scope: !25)
!35 = !DILocation(line: 7, column: 15, scope: !25)
!36 = !DILocation(line: 6, column: 29, scope: !25)
!37 = !DILocation(line: 6, column: 23, scope: !25)
!38 = distinct !{!38, !29, !39, !40, !41, !42}
!39 = !DILocation(line: 7, column: 34, scope: !25)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !{!"llvm.loop.disable_nonforced"}
!42 = !{!"loopcc.protected"}
!43 = !DILocation(line: 5, column: 27, scope: !25)
!44 = !DILocation(line: 5, column: 21, scope: !25)
!45 = distinct !{!45, !28, !39, !40, !46, !47, !48}
!46 = !{!"llvm.loop.interchange.enable", i1 true}
!47 = !{!"loopcc.chain", i32 1, i32 0}
!48 = !{!"loopcc.pragma", !"ij.c", i32 4, i32 24}
!49 = !DILocation(line: 8, column: 1, scope: !25)
!50 = distinct !DISubprogram(name: "ijk", scope: !1, file: !1, line: 9, type: !26, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 11, column: 3, scope: !50)
!52 = !DILocation(line: 12, column: 5, scope: !50)
!53 = !DILocation(line: 13, column: 7, scope: !50)
!54 = !DILocation(line: 14, column: 20, scope: !50)
!55 = !DILocation(line: 14, column: 30, scope: !50)
!56 = !DILocation(line: 14, column: 9, scope: !50)
!57 = !DILocation(line: 14, column: 17, scope: !50)
!58 = !DILocation(line: 13, column: 31, scope: !50)
!59 = !DILocation(line: 13, column: 25, scope: !50)
!60 = distinct !{!60, !53, !61, !40}
!61 = !DILocation(line: 14, column: 36, scope: !50)
!62 = !DILocation(line: 12, column: 29, scope: !50)
!63 = !DILocation(line: 12, column: 23, scope: !50)
!64 = distinct !{!64, !52, !61, !40, !41, !42}
!65 = !DILocation(line: 11, column: 27, scope: !50)
!66 = !DILocation(line: 11, column: 21, scope: !50)
!67 = distinct !{!67, !51, !61, !40, !68, !46, !69, !70}
!68 = !{!"llvm.loop.interchange.permutation", i32 1, i32 3, i32 2}
!69 = !{!"loopcc.chain", i32 2, i32 0}
!70 = !{!"loopcc.pragma", !"ij.c", i32 10, i32 24}
!71 = !DILocation(line: 15, column: 1, scope: !50)
!72 = distinct !DISubprogram(name: "dep", scope: !1, file: !1, line: 16, type: !26, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = !DILocation(line: 18, column: 3, scope: !72)
!74 = !DILocation(line: 19, column: 5, scope: !72)
!75 = !DILocation(line: 20, column: 17, scope: !72)
!76 = !DILocation(line: 20, column: 28, scope: !72)
!77 = !DILocation(line: 20, column: 33, scope: !72)
!78 = !DILocation(line: 20, column: 7, scope: !72)
!79 = !DILocation(line: 20, column: 15, scope: !72)
!80 = !DILocation(line: 19, column: 23, scope: !72)
!81 = distinct !{!81, !74, !82, !40, !41, !42}
!82 = !DILocation(line: 20, column: 35, scope: !72)
!83 = !DILocation(line: 18, column: 27, scope: !72)
!84 = !DILocation(line: 18, column: 21, scope: !72)
!85 = distinct !{!85, !73, !82, !40, !46, !86, !87}
!86 = !{!"loopcc.chain", i32 3, i32 0}
!87 = !{!"loopcc.pragma", !"ij.c", i32 17, i32 24}
!88 = !DILocation(line: 21, column: 1, scope: !72)
