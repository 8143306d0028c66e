; parallelize stated by llvm.loop metadata alone (no !loopcc.chains record):
; llvm.loop.parallelize.enable with threads 2, schedule "dynamic" and chunk
; 16 on the loop of @fill, which carries no dependence, and enable alone on
; the loop of @prefix, which carries a[i - 1] to a[i]. Through opt's -O2
; with loopcc's plugin: @fill's loop is outlined into a function run by
; LLVM's OpenMP runtime, asked for 2 threads right before the fork, its
; chunks handed out dynamically (libomp's kmp_sch_dynamic_chunked, 35) 16
; iterations at a time; @prefix keeps its loop, with the plugin's warning.
; Stock opt knows no llvm.loop.parallelize and leaves both loops alone.
;
; RUN: %opt_loopcc -passes='default<O2>' -S %s -o %t.O2.ll 2> %t.O2.err
; RUN: FileCheck %s --check-prefix=IR < %t.O2.ll
; RUN: FileCheck %s --check-prefix=WARN < %t.O2.err
; RUN: %opt -passes='default<O2>' -S %s -o %t.stock.ll
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ll
;
; IR-LABEL: define void @fill(
; IR: call void @__kmpc_push_num_threads(ptr {{.*}}, i32 {{.*}}, i32 2)
; IR-NEXT: call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr {{.*}}, i32 4, ptr nonnull @fill_polly_subfn,
; IR-LABEL: define void @prefix(
; IR-NOT: __kmpc
; IR-LABEL: define internal void @fill_polly_subfn(
; IR: call void @__kmpc_dispatch_init_8(ptr {{.*}}, i32 {{.*}}, i32 35, i64 {{.*}}, i64 {{.*}}, i64 {{.*}}, i64 16)
; IR: call i32 @__kmpc_dispatch_next_8(
; WARN: warning: loop not parallelized: the loop carries the dependence from a to a: its iterations must run one after another
; WARN: note: 'parallelize' requested here
; STOCK-NOT: __kmpc

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @fill(ptr noalias %a, i64 %n) {
entry:
  %cmp = icmp sgt i64 %n, 0
  br i1 %cmp, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = trunc i64 %i to i32
  store i32 %v, ptr %p, align 4
  %i.next = add nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

define void @prefix(ptr noalias %a, i64 %n) {
entry:
  %cmp = icmp sgt i64 %n, 1
  br i1 %cmp, label %loop, label %exit

loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %prev = add nsw i64 %i, -1
  %pp = getelementptr inbounds i32, ptr %a, i64 %prev
  %x = load i32, ptr %pp, align 4
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %y = load i32, ptr %p, align 4
  %s = add nsw i32 %x, %y
  store i32 %s, ptr %p, align 4
  %i.next = add nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !5

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3, !4}
!1 = !{!"llvm.loop.parallelize.enable", i1 true}
!2 = !{!"llvm.loop.parallelize.threads", i32 2}
!3 = !{!"llvm.loop.parallelize.schedule", !"dynamic"}
!4 = !{!"llvm.loop.parallelize.chunk", i32 16}
!5 = distinct !{!5, !1}
