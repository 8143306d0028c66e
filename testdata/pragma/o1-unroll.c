// At -O1 a lone `unroll count(2)` is really unrolled, as clang-22 unrolls
// `#pragma clang loop unroll_count(2)` there. At -O1 (no -funroll-loops)
// clang writes llvm.loop.unroll.disable on every loop that has no unroll
// pragma, and clang does not see loopcc's directives: the lowering drops
// that marker from the unroll step's node, else LLVM would honour the
// "disable" and leave the loop alone. Here the trip count is only known at
// run time: both compilers say "unrolled loop by a factor of 2 with run-time
// trip count", and the function bodies are identical once debug locations,
// loop IDs and TBAA tags are dropped.
// RUN: %loopcc -O1 -Rpass=loop-unroll -S -emit-llvm %s -o %t.loopcc.ll 2> %t.loopcc.err
// RUN: %clang -DCLANG -O1 -Rpass=loop-unroll -S -emit-llvm %s -o %t.clang.ll 2> %t.clang.err
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: %s < %t.loopcc.err
// RUN: FileCheck --check-prefix=REMARK --implicit-check-not=warning: %s < %t.clang.err
// RUN: %opt -S -strip-debug %t.loopcc.ll -o %t.loopcc.strip.ll
// RUN: %opt -S -strip-debug %t.clang.ll -o %t.clang.strip.ll
// RUN: sed -n -e '/^define/,/^}/p' %t.loopcc.strip.ll | \
// RUN:   sed -E -e 's/, !llvm.loop ![0-9]+//' -e 's/, !tbaa ![0-9]+//g' -e 's/, !dbg ![0-9]+//g' > %t.loopcc.body
// RUN: sed -n -e '/^define/,/^}/p' %t.clang.strip.ll | \
// RUN:   sed -E -e 's/, !llvm.loop ![0-9]+//' -e 's/, !tbaa ![0-9]+//g' -e 's/, !dbg ![0-9]+//g' > %t.clang.body
// RUN: diff %t.clang.body %t.loopcc.body
// The unrolled body is in loopcc's IR (so the comparison is not of two
// untouched loops): two copies of the body in the loop, one in the remainder.
// RUN: FileCheck --check-prefix=IR %s < %t.loopcc.body

void unroll2(float *restrict a, const float *restrict b, int n) {
#ifdef CLANG
#pragma clang loop unroll_count(2)
#else
#pragma loop transform unroll count(2)
#endif
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}
// REMARK: o1-unroll.c:[[@LINE-3]]:3: remark: unrolled loop by a factor of 2 with run-time trip count
// IR-LABEL: define {{.*}}void @unroll2(
// IR-COUNT-3: fadd float
// IR-NOT: fadd
// IR: {{^}}}
