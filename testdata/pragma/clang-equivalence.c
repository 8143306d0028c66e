// Every lone directive lowers to the same transformation attributes, in the
// same order, as clang-22's equivalent pragma on the same loop (both at -O0;
// Inputs/loop-attrs.py prints each loop's attributes without locations,
// mustprogress and loopcc's markers). `interchange` has no clang equivalent
// (clang has no interchange pragma), so it is not compared here.
// The one difference is deliberate (spec: "A loop that a pending step will
// consume - the inner loop of an unroll_and_jam or interchange - is
// protected"): loopcc adds llvm.loop.disable_nonforced to the inner loop of an
// unroll_and_jam; the CHECK lines require it, and it is erased before the
// diff (clang's inner loop has no attribute) so that everything else must be
// identical.
// RUN: %loopcc -O0 -S -emit-llvm %s -o %t.loopcc.ll
// RUN: %clang -DCLANG -O0 -S -emit-llvm %s -o %t.clang.ll
// RUN: %python %S/Inputs/loop-attrs.py %t.loopcc.ll > %t.loopcc.attrs
// RUN: %python %S/Inputs/loop-attrs.py %t.clang.ll > %t.clang.attrs
// RUN: FileCheck --match-full-lines %s < %t.loopcc.attrs
// RUN: sed -e 's/^unroll_and_jam_count: llvm.loop.disable_nonforced$/unroll_and_jam_count: /' \
// RUN:   -e 's/^unroll_and_jam: llvm.loop.disable_nonforced$/unroll_and_jam: /' \
// RUN:   %t.loopcc.attrs > %t.loopcc.cmp
// RUN: diff %t.clang.attrs %t.loopcc.cmp
// clang really wrote them (the preprocessor switch worked):
// RUN: not grep -c '"loopcc\.' %t.clang.ll
// RUN: grep -c '"loopcc.chain"' %t.loopcc.ll

#ifdef CLANG
#define DIRECTIVE(ours, clangs) _Pragma(clangs)
#else
#define DIRECTIVE(ours, clangs) _Pragma(ours)
#endif

void vectorize(float *a, int n) {
  DIRECTIVE("loop transform vectorize", "clang loop vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK: vectorize: llvm.loop.vectorize.enable i1 true

void vectorize_p(float *a, int n) {
  DIRECTIVE("loop transform vectorize predicate", "clang loop vectorize_predicate(enable) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_p: llvm.loop.vectorize.predicate.enable i1 true; llvm.loop.vectorize.enable i1 true

void vectorize_i2(float *a, int n) {
  DIRECTIVE("loop transform vectorize interleave(2)", "clang loop interleave_count(2) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_i2: llvm.loop.interleave.count i32 2; llvm.loop.vectorize.enable i1 true

void vectorize_i2_p(float *a, int n) {
  DIRECTIVE("loop transform vectorize interleave(2) predicate", "clang loop interleave_count(2) vectorize_predicate(enable) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_i2_p: llvm.loop.vectorize.predicate.enable i1 true; llvm.loop.interleave.count i32 2; llvm.loop.vectorize.enable i1 true

void vectorize_w4(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(4)", "clang loop vectorize_width(4) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_w4: llvm.loop.vectorize.width i32 4; llvm.loop.vectorize.scalable.enable i1 false; llvm.loop.vectorize.enable i1 true

void vectorize_w4_p(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(4) predicate", "clang loop vectorize_width(4) vectorize_predicate(enable) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_w4_p: llvm.loop.vectorize.predicate.enable i1 true; llvm.loop.vectorize.width i32 4; llvm.loop.vectorize.scalable.enable i1 false; llvm.loop.vectorize.enable i1 true

void vectorize_w4_i2(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(4) interleave(2)", "clang loop vectorize_width(4) interleave_count(2) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_w4_i2: llvm.loop.vectorize.width i32 4; llvm.loop.vectorize.scalable.enable i1 false; llvm.loop.interleave.count i32 2; llvm.loop.vectorize.enable i1 true

void vectorize_w4_i2_p(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(4) interleave(2) predicate", "clang loop vectorize_width(4) interleave_count(2) vectorize_predicate(enable) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_w4_i2_p: llvm.loop.vectorize.predicate.enable i1 true; llvm.loop.vectorize.width i32 4; llvm.loop.vectorize.scalable.enable i1 false; llvm.loop.interleave.count i32 2; llvm.loop.vectorize.enable i1 true

void vectorize_ws(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(scalable)", "clang loop vectorize_width(scalable) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_ws: llvm.loop.vectorize.scalable.enable i1 true; llvm.loop.vectorize.enable i1 true

void vectorize_ws_p(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(scalable) predicate", "clang loop vectorize_width(scalable) vectorize_predicate(enable) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_ws_p: llvm.loop.vectorize.predicate.enable i1 true; llvm.loop.vectorize.scalable.enable i1 true; llvm.loop.vectorize.enable i1 true

void vectorize_ws_i2(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(scalable) interleave(2)", "clang loop vectorize_width(scalable) interleave_count(2) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_ws_i2: llvm.loop.vectorize.scalable.enable i1 true; llvm.loop.interleave.count i32 2; llvm.loop.vectorize.enable i1 true

void vectorize_ws_i2_p(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(scalable) interleave(2) predicate", "clang loop vectorize_width(scalable) interleave_count(2) vectorize_predicate(enable) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_ws_i2_p: llvm.loop.vectorize.predicate.enable i1 true; llvm.loop.vectorize.scalable.enable i1 true; llvm.loop.interleave.count i32 2; llvm.loop.vectorize.enable i1 true

void vectorize_w8s(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(8, scalable)", "clang loop vectorize_width(8, scalable) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_w8s: llvm.loop.vectorize.width i32 8; llvm.loop.vectorize.scalable.enable i1 true; llvm.loop.vectorize.enable i1 true

void vectorize_w8s_p(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(8, scalable) predicate", "clang loop vectorize_width(8, scalable) vectorize_predicate(enable) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_w8s_p: llvm.loop.vectorize.predicate.enable i1 true; llvm.loop.vectorize.width i32 8; llvm.loop.vectorize.scalable.enable i1 true; llvm.loop.vectorize.enable i1 true

void vectorize_w8s_i2(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(8, scalable) interleave(2)", "clang loop vectorize_width(8, scalable) interleave_count(2) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_w8s_i2: llvm.loop.vectorize.width i32 8; llvm.loop.vectorize.scalable.enable i1 true; llvm.loop.interleave.count i32 2; llvm.loop.vectorize.enable i1 true

void vectorize_w8s_i2_p(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(8, scalable) interleave(2) predicate", "clang loop vectorize_width(8, scalable) interleave_count(2) vectorize_predicate(enable) vectorize(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_w8s_i2_p: llvm.loop.vectorize.predicate.enable i1 true; llvm.loop.vectorize.width i32 8; llvm.loop.vectorize.scalable.enable i1 true; llvm.loop.interleave.count i32 2; llvm.loop.vectorize.enable i1 true

void vectorize_w4_bare(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(4)", "clang loop vectorize_width(4)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_w4_bare: llvm.loop.vectorize.width i32 4; llvm.loop.vectorize.scalable.enable i1 false; llvm.loop.vectorize.enable i1 true

void vectorize_w8s_i2_bare(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(8, scalable) interleave(2)", "clang loop vectorize_width(8, scalable) interleave_count(2)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_w8s_i2_bare: llvm.loop.vectorize.width i32 8; llvm.loop.vectorize.scalable.enable i1 true; llvm.loop.interleave.count i32 2; llvm.loop.vectorize.enable i1 true

void vectorize_ws_bare(float *a, int n) {
  DIRECTIVE("loop transform vectorize width(scalable)", "clang loop vectorize_width(scalable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: vectorize_ws_bare: llvm.loop.vectorize.scalable.enable i1 true; llvm.loop.vectorize.enable i1 true

void interleave_count(float *a, int n) {
  DIRECTIVE("loop transform interleave count(4)", "clang loop vectorize(enable) vectorize_width(1) interleave_count(4)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: interleave_count: llvm.loop.vectorize.width i32 1; llvm.loop.vectorize.scalable.enable i1 false; llvm.loop.interleave.count i32 4; llvm.loop.vectorize.enable i1 true

void interleave(float *a, int n) {
  DIRECTIVE("loop transform interleave", "clang loop vectorize(enable) vectorize_width(1)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: interleave: llvm.loop.vectorize.width i32 1; llvm.loop.vectorize.scalable.enable i1 false; llvm.loop.vectorize.enable i1 true

void unroll_count(float *a, int n) {
  DIRECTIVE("loop transform unroll count(8)", "clang loop unroll_count(8)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: unroll_count: llvm.loop.unroll.count i32 8

void unroll_count_gcc(float *a, int n) {
  DIRECTIVE("loop transform unroll count(8)", "unroll 8")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: unroll_count_gcc: llvm.loop.unroll.count i32 8

void unroll(float *a, int n) {
  DIRECTIVE("loop transform unroll", "clang loop unroll(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: unroll: llvm.loop.unroll.enable

void unroll_full(float *a, int n) {
  DIRECTIVE("loop transform unroll full", "clang loop unroll(full)")
  for (int i = 0; i < 64; i++)
    a[i] += 1;
}
// CHECK-NEXT: unroll_full: llvm.loop.unroll.full

void distribute(float *a, int n) {
  DIRECTIVE("loop transform distribute", "clang loop distribute(enable)")
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
// CHECK-NEXT: distribute: llvm.loop.distribute.enable i1 true

void unroll_and_jam_count(int n, float C[n][n]) {
  DIRECTIVE("loop transform unroll_and_jam count(4)", "unroll_and_jam(4)")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += 1;
}
// CHECK-NEXT: unroll_and_jam_count: llvm.loop.disable_nonforced
// CHECK-NEXT: unroll_and_jam_count: llvm.loop.unroll_and_jam.count i32 4

void unroll_and_jam(int n, float C[n][n]) {
  DIRECTIVE("loop transform unroll_and_jam", "unroll_and_jam")
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += 1;
}
// CHECK-NEXT: unroll_and_jam: llvm.loop.disable_nonforced
// CHECK-NEXT: unroll_and_jam: llvm.loop.unroll_and_jam.enable
