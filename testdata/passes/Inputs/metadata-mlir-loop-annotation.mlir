// The loop of metadata-mlir-loop-annotation.test, as an MLIR producer
// writes it: the LLVM dialect, the chain in the latch branch's
// loop_annotation. unroll count(2), and on the unrolled loop (the
// followupUnrolled annotation) vectorize width(4). mlir-translate writes
// the follow-up as MLIR does: `llvm.loop.unroll.followup_unrolled` holding
// one distinct loop ID whose operands are the unrolled loop's attributes.
// disableNonforced keeps LLVM's heuristics off the loop; startLoc and
// endLoc are the loop's position in chain.c:
//
//   1  void scale(float *restrict a, const float *restrict b, long n) {
//   2    // unroll count(2), then vectorize width(4) on the unrolled loop
//   3
//   4    for (long i = 0; i < n; i++)
//   5      a[i] = a[i] * 2.0f + b[i];
//   6  }

#di_file = #llvm.di_file<"chain.c" in "/nonexistent">
#di_cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "hand", isOptimized = true, emissionKind = LineTablesOnly>
#di_sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_cu, scope = #di_file, name = "scale", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized">
#loc_fn = loc(fused<#di_sp>["chain.c":1:6])
#loc_for = loc(fused<#di_sp>["chain.c":4:3])
#loc_cond = loc(fused<#di_sp>["chain.c":4:22])
#loc_inc = loc(fused<#di_sp>["chain.c":4:27])
#loc_body = loc(fused<#di_sp>["chain.c":5:12])
#loc_end = loc(fused<#di_sp>["chain.c":5:31])
#loc_ret = loc(fused<#di_sp>["chain.c":6:1])
#vectorize = #llvm.loop_vectorize<disable = false, width = 4 : i32>
#unrolled = #llvm.loop_annotation<vectorize = #vectorize>
#unroll = #llvm.loop_unroll<count = 2 : i32, followupUnrolled = #unrolled>
#annotation = #llvm.loop_annotation<disableNonforced = true, unroll = #unroll, mustProgress = true, startLoc = #loc_for, endLoc = #loc_end>

module attributes {llvm.target_triple = "x86_64-pc-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  llvm.func @scale(%a: !llvm.ptr {llvm.noalias}, %b: !llvm.ptr {llvm.noalias}, %n: i64) {
    %c0 = llvm.mlir.constant(0 : i64) : i64 loc(#loc_for)
    %c1 = llvm.mlir.constant(1 : i64) : i64 loc(#loc_inc)
    %two = llvm.mlir.constant(2.0 : f32) : f32 loc(#loc_body)
    llvm.br ^header(%c0 : i64) loc(#loc_for)
  ^header(%i: i64 loc(#loc_for)):
    %cmp = llvm.icmp "slt" %i, %n : i64 loc(#loc_cond)
    llvm.cond_br %cmp, ^body, ^exit loc(#loc_for)
  ^body:
    %pa = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32 loc(#loc_body)
    %x = llvm.load %pa : !llvm.ptr -> f32 loc(#loc_body)
    %pb = llvm.getelementptr inbounds %b[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32 loc(#loc_body)
    %y = llvm.load %pb : !llvm.ptr -> f32 loc(#loc_body)
    %r = llvm.intr.fmuladd(%x, %two, %y) : (f32, f32, f32) -> f32 loc(#loc_body)
    llvm.store %r, %pa : f32, !llvm.ptr loc(#loc_body)
    %next = llvm.add %i, %c1 overflow<nsw, nuw> : i64 loc(#loc_inc)
    llvm.br ^header(%next : i64) {loop_annotation = #annotation} loc(#loc_for)
  ^exit:
    llvm.return loc(#loc_ret)
  } loc(#loc_fn)
}
