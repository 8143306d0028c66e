// At -O2 a lone directive gives clang-22's code for the equivalent pragma:
// the function bodies are identical once debug locations (loopcc tracks loop
// locations even without -g), loop IDs and TBAA tags are dropped.
// `unroll count(4)` is compared with `#pragma unroll 4`; vectorize, full
// unrolling and interleaving with their `#pragma clang loop` forms. Every
// transformation applies, so neither compiler says anything.
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.loopcc.ll 2> %t.loopcc.err
// RUN: %clang -DCLANG -O2 -S -emit-llvm %s -o %t.clang.ll 2> %t.clang.err
// RUN: count 0 < %t.clang.err
// RUN: count 0 < %t.loopcc.err
// RUN: %opt -S -strip-debug %t.loopcc.ll -o %t.loopcc.strip.ll
// RUN: %opt -S -strip-debug %t.clang.ll -o %t.clang.strip.ll
// RUN: sed -n -e '/^define/,/^}/p' %t.loopcc.strip.ll | \
// RUN:   sed -E -e 's/, !llvm.loop ![0-9]+//' -e 's/, !tbaa ![0-9]+//g' -e 's/, !dbg ![0-9]+//g' > %t.loopcc.body
// RUN: sed -n -e '/^define/,/^}/p' %t.clang.strip.ll | \
// RUN:   sed -E -e 's/, !llvm.loop ![0-9]+//' -e 's/, !tbaa ![0-9]+//g' -e 's/, !dbg ![0-9]+//g' > %t.clang.body
// RUN: diff %t.clang.body %t.loopcc.body
// The transformations did happen (so the comparison is not of untouched loops):
// RUN: FileCheck %s < %t.loopcc.body

#ifdef CLANG
#define DIRECTIVE(ours, clangs) _Pragma(clangs)
#else
#define DIRECTIVE(ours, clangs) _Pragma(ours)
#endif

void unroll4(int *a, int n) {
  DIRECTIVE("loop transform unroll count(4)", "unroll 4")
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + i;
}
// CHECK-LABEL: @unroll4(
// The vectorized loop unrolled by 4, then the scalar loop unrolled by 4.
// CHECK-COUNT-8: store <4 x i32>
// CHECK-COUNT-4: store i32 %

void vectorize4(float *restrict a, float *restrict b, int n) {
  DIRECTIVE("loop transform vectorize width(4)", "clang loop vectorize_width(4)")
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}
// CHECK-LABEL: @vectorize4(
// clang's vectorizer picks interleave count 2 by itself here.
// CHECK-COUNT-2: fadd <4 x float>

void vectorize4_interleave2(float *restrict a, float *restrict b, int n) {
  DIRECTIVE("loop transform vectorize width(4) interleave(2)",
            "clang loop vectorize_width(4) interleave_count(2)")
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}
// CHECK-LABEL: @vectorize4_interleave2(
// CHECK-COUNT-2: fadd <4 x float>

void unroll_full(int *a) {
  DIRECTIVE("loop transform unroll full", "clang loop unroll(full)")
  for (int i = 0; i < 8; i++)
    a[i] = a[i] * 3 + i;
}
// CHECK-LABEL: @unroll_full(
// CHECK-NOT: br
// CHECK: ret void

void interleave4(int *a, int n) {
  DIRECTIVE("loop transform interleave count(4)",
            "clang loop vectorize(enable) vectorize_width(1) interleave_count(4)")
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 3 + i;
}
// CHECK-LABEL: @interleave4(
// CHECK-COUNT-4: store i32 %
