// -save-temps with -flto: the bitcode job must run the pre-link pipeline
// itself (it writes the summary the link reads), so the optimizer stays
// there and the frontend job runs none. The frontend job lowers the chains
// into the bitcode it writes, as LLVM's follow-up metadata, and LLVM's own
// passes apply them in the bitcode job (full LTO, whose pre-link pipeline
// has the vectorizer and the unroller) or at link time (ThinLTO): in
// LLVM's order, without loopcc's scheduler or report (pipeline.md).
//
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %loopcc -O2 -flto -save-temps -c %s -o full.o -Rpass='loop-vectorize|loop-unroll' 2>&1 \
// RUN:   | FileCheck --check-prefix=FULL %s
// RUN: %opt -S full.o -o - | FileCheck --check-prefix=FULL-IR %s
// RUN: %loopcc -O2 -flto=thin -save-temps -c %s -o thin.o
// RUN: %opt -S thin.o -o - | FileCheck --check-prefix=THIN-IR %s

void scale(float *restrict a, const float *restrict b, int n) {
#pragma loop transform unroll count(4)
#pragma loop transform vectorize width(8)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}
// FULL: remark: {{.*}}save-temps-lto.c:[[@LINE-3]]:3: vectorized loop (vectorization width: 8
// FULL: remark: {{.*}}save-temps-lto.c:[[@LINE-4]]:3: unrolled loop by a factor of 4
// FULL-IR: load <8 x float>
// THIN-IR: !{!"llvm.loop.vectorize.width", i32 8}
// THIN-IR: !{!"llvm.loop.unroll.count", i32 4}
