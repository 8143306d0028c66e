// on(role) for every role of every transformation, at -O0: the second step
// sits in the first step's follow-up for exactly that role (`all`: the
// followup_all node, and beside it a node per role with only the role marker,
// which LLVM merges into each loop so reports name it by its role); the
// first step's other produced loops get their
// final follow-ups (isvectorized i32 1 + unroll.runtime.disable after
// vectorize/interleave, unroll.disable after unroll (its remainder also gets
// vectorize.enable false) and after unroll_and_jam's outer loops,
// distribute.enable false after distribute; none for the loops
// that keep their own ID: unroll_and_jam's inner loops, interchange's other
// loop). These done flags are inherited: the second step's final follow-ups
// list the first step's flags for that role first, then their own; the
// second step's node itself keeps only isvectorized i32 1 of them (after the
// step's attributes: unroll.runtime.disable would stop a runtime unroll).
// disable_nonforced is on every node whose pending step is unroll and
// not on those whose pending step is vectorize; chain markers give each
// node's pending step (2 = none left). The inner loop of unroll_and_jam and
// interchange is protected (disable_nonforced on its own ID).
// Inputs/loop-attrs.py prints each loop's attributes, one a line, a
// follow-up's indented under it, without locations, mustprogress and
// loopcc.pragma.
// RUN: %loopcc -O0 -S -emit-llvm %s -o %t.ll
// RUN: %python %S/Inputs/loop-attrs.py --chain --tree %t.ll > %t.attrs
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.attrs
// One chain per function, each with its own id.
// RUN: grep -o '"loopcc.chain", i32 [0-9]*, i32 0}' %t.ll | sort -u | count 20

void vectorize_on_vectorized(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(vectorized)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK:vectorize_on_vectorized:
// CHECK-NEXT:  llvm.loop.vectorize.width i32 4
// CHECK-NEXT:  llvm.loop.vectorize.scalable.enable i1 false
// CHECK-NEXT:  llvm.loop.vectorize.enable i1 true
// CHECK-NEXT:  llvm.loop.vectorize.followup_vectorized:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.isvectorized i32 1
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.vectorize.followup_epilogue:
// CHECK-NEXT:    llvm.loop.isvectorized i32 1
// CHECK-NEXT:    llvm.loop.unroll.runtime.disable
// CHECK-NEXT:    loopcc.chain [[#ID]] 2
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void vectorize_on_epilogue(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(epilogue)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:vectorize_on_epilogue:
// CHECK-NEXT:  llvm.loop.vectorize.width i32 4
// CHECK-NEXT:  llvm.loop.vectorize.scalable.enable i1 false
// CHECK-NEXT:  llvm.loop.vectorize.enable i1 true
// CHECK-NEXT:  llvm.loop.vectorize.followup_vectorized:
// CHECK-NEXT:    llvm.loop.isvectorized i32 1
// CHECK-NEXT:    llvm.loop.unroll.runtime.disable
// CHECK-NEXT:    loopcc.chain [[#ID:]] 2
// CHECK-NEXT:  llvm.loop.vectorize.followup_epilogue:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.isvectorized i32 1
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void vectorize_on_all(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(all)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:vectorize_on_all:
// CHECK-NEXT:  llvm.loop.vectorize.width i32 4
// CHECK-NEXT:  llvm.loop.vectorize.scalable.enable i1 false
// CHECK-NEXT:  llvm.loop.vectorize.enable i1 true
// CHECK-NEXT:  llvm.loop.vectorize.followup_all:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.isvectorized i32 1
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.vectorize.followup_vectorized:
// CHECK-NEXT:  llvm.loop.vectorize.followup_epilogue:
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void interleave_on_vectorized(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(vectorized)
#pragma loop transform interleave count(2)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:interleave_on_vectorized:
// CHECK-NEXT:  llvm.loop.vectorize.width i32 1
// CHECK-NEXT:  llvm.loop.vectorize.scalable.enable i1 false
// CHECK-NEXT:  llvm.loop.interleave.count i32 2
// CHECK-NEXT:  llvm.loop.vectorize.enable i1 true
// CHECK-NEXT:  llvm.loop.vectorize.followup_vectorized:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.isvectorized i32 1
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.vectorize.followup_epilogue:
// CHECK-NEXT:    llvm.loop.isvectorized i32 1
// CHECK-NEXT:    llvm.loop.unroll.runtime.disable
// CHECK-NEXT:    loopcc.chain [[#ID]] 2
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void interleave_on_epilogue(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(epilogue)
#pragma loop transform interleave count(2)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:interleave_on_epilogue:
// CHECK-NEXT:  llvm.loop.vectorize.width i32 1
// CHECK-NEXT:  llvm.loop.vectorize.scalable.enable i1 false
// CHECK-NEXT:  llvm.loop.interleave.count i32 2
// CHECK-NEXT:  llvm.loop.vectorize.enable i1 true
// CHECK-NEXT:  llvm.loop.vectorize.followup_vectorized:
// CHECK-NEXT:    llvm.loop.isvectorized i32 1
// CHECK-NEXT:    llvm.loop.unroll.runtime.disable
// CHECK-NEXT:    loopcc.chain [[#ID:]] 2
// CHECK-NEXT:  llvm.loop.vectorize.followup_epilogue:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.isvectorized i32 1
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void interleave_on_all(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(all)
#pragma loop transform interleave count(2)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:interleave_on_all:
// CHECK-NEXT:  llvm.loop.vectorize.width i32 1
// CHECK-NEXT:  llvm.loop.vectorize.scalable.enable i1 false
// CHECK-NEXT:  llvm.loop.interleave.count i32 2
// CHECK-NEXT:  llvm.loop.vectorize.enable i1 true
// CHECK-NEXT:  llvm.loop.vectorize.followup_all:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.isvectorized i32 1
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.vectorize.followup_vectorized:
// CHECK-NEXT:  llvm.loop.vectorize.followup_epilogue:
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void unroll_on_unrolled(int n, float *a, float C[n][n]) {
#pragma loop transform vectorize width(4) on(unrolled)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:unroll_on_unrolled:
// CHECK-NEXT:  llvm.loop.unroll.count i32 2
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:    llvm.loop.vectorize.width i32 4
// CHECK-NEXT:    llvm.loop.vectorize.scalable.enable i1 false
// CHECK-NEXT:    llvm.loop.vectorize.enable i1 true
// CHECK-NEXT:    llvm.loop.vectorize.followup_vectorized:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.vectorize.followup_epilogue:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:    llvm.loop.unroll.disable
// CHECK-NEXT:    llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:    loopcc.chain [[#ID]] 2
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void unroll_on_remainder(int n, float *a, float C[n][n]) {
#pragma loop transform vectorize width(4) on(remainder)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:unroll_on_remainder:
// CHECK-NEXT:  llvm.loop.unroll.count i32 2
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:    llvm.loop.unroll.disable
// CHECK-NEXT:    loopcc.chain [[#ID:]] 2
// CHECK-NEXT:  llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:    llvm.loop.vectorize.width i32 4
// CHECK-NEXT:    llvm.loop.vectorize.scalable.enable i1 false
// CHECK-NEXT:    llvm.loop.vectorize.enable i1 true
// CHECK-NEXT:    llvm.loop.vectorize.followup_vectorized:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    llvm.loop.vectorize.followup_epilogue:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void unroll_on_all(int n, float *a, float C[n][n]) {
#pragma loop transform vectorize width(4) on(all)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:unroll_on_all:
// CHECK-NEXT:  llvm.loop.unroll.count i32 2
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.unroll.followup_all:
// CHECK-NEXT:    llvm.loop.vectorize.width i32 4
// CHECK-NEXT:    llvm.loop.vectorize.scalable.enable i1 false
// CHECK-NEXT:    llvm.loop.vectorize.enable i1 true
// CHECK-NEXT:    llvm.loop.vectorize.followup_vectorized:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.vectorize.followup_epilogue:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.isvectorized i32 1
// CHECK-NEXT:      llvm.loop.unroll.runtime.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:  llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void unroll_and_jam_on_outer(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(outer)
#pragma loop transform unroll_and_jam count(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += 1;
}
// CHECK-NEXT:unroll_and_jam_on_outer:
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:unroll_and_jam_on_outer:
// CHECK-NEXT:  llvm.loop.unroll_and_jam.count i32 2
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_outer:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_remainder_outer:
// CHECK-NEXT:    llvm.loop.unroll.disable
// CHECK-NEXT:    loopcc.chain [[#ID]] 2
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void unroll_and_jam_on_inner(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(inner)
#pragma loop transform unroll_and_jam count(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += 1;
}
// CHECK-NEXT:unroll_and_jam_on_inner:
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:unroll_and_jam_on_inner:
// CHECK-NEXT:  llvm.loop.unroll_and_jam.count i32 2
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_outer:
// CHECK-NEXT:    llvm.loop.unroll.disable
// CHECK-NEXT:    loopcc.chain [[#ID:]] 2
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_inner:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_remainder_outer:
// CHECK-NEXT:    llvm.loop.unroll.disable
// CHECK-NEXT:    loopcc.chain [[#ID]] 2
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void unroll_and_jam_on_remainder_outer(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(remainder_outer)
#pragma loop transform unroll_and_jam count(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += 1;
}
// CHECK-NEXT:unroll_and_jam_on_remainder_outer:
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:unroll_and_jam_on_remainder_outer:
// CHECK-NEXT:  llvm.loop.unroll_and_jam.count i32 2
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_outer:
// CHECK-NEXT:    llvm.loop.unroll.disable
// CHECK-NEXT:    loopcc.chain [[#ID:]] 2
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_remainder_outer:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void unroll_and_jam_on_remainder_inner(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(remainder_inner)
#pragma loop transform unroll_and_jam count(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += 1;
}
// CHECK-NEXT:unroll_and_jam_on_remainder_inner:
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:unroll_and_jam_on_remainder_inner:
// CHECK-NEXT:  llvm.loop.unroll_and_jam.count i32 2
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_outer:
// CHECK-NEXT:    llvm.loop.unroll.disable
// CHECK-NEXT:    loopcc.chain [[#ID:]] 2
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_remainder_outer:
// CHECK-NEXT:    llvm.loop.unroll.disable
// CHECK-NEXT:    loopcc.chain [[#ID]] 2
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_remainder_inner:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void unroll_and_jam_on_all(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(all)
#pragma loop transform unroll_and_jam count(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += 1;
}
// CHECK-NEXT:unroll_and_jam_on_all:
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:unroll_and_jam_on_all:
// CHECK-NEXT:  llvm.loop.unroll_and_jam.count i32 2
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_all:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_outer:
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_inner:
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_remainder_outer:
// CHECK-NEXT:  llvm.loop.unroll_and_jam.followup_remainder_inner:
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void distribute_on_coincident(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(coincident)
#pragma loop transform distribute
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:distribute_on_coincident:
// CHECK-NEXT:  llvm.loop.distribute.enable i1 true
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.distribute.followup_coincident:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.distribute.enable i1 false
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.distribute.enable i1 false
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.distribute.followup_sequential:
// CHECK-NEXT:    llvm.loop.distribute.enable i1 false
// CHECK-NEXT:    loopcc.chain [[#ID]] 2
// CHECK-NEXT:  llvm.loop.distribute.followup_fallback:
// CHECK-NEXT:    llvm.loop.distribute.enable i1 false
// CHECK-NEXT:    loopcc.chain [[#ID]] 2
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void distribute_on_sequential(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(sequential)
#pragma loop transform distribute
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:distribute_on_sequential:
// CHECK-NEXT:  llvm.loop.distribute.enable i1 true
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.distribute.followup_coincident:
// CHECK-NEXT:    llvm.loop.distribute.enable i1 false
// CHECK-NEXT:    loopcc.chain [[#ID:]] 2
// CHECK-NEXT:  llvm.loop.distribute.followup_sequential:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.distribute.enable i1 false
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.distribute.enable i1 false
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.distribute.followup_fallback:
// CHECK-NEXT:    llvm.loop.distribute.enable i1 false
// CHECK-NEXT:    loopcc.chain [[#ID]] 2
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void distribute_on_fallback(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(fallback)
#pragma loop transform distribute
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:distribute_on_fallback:
// CHECK-NEXT:  llvm.loop.distribute.enable i1 true
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.distribute.followup_coincident:
// CHECK-NEXT:    llvm.loop.distribute.enable i1 false
// CHECK-NEXT:    loopcc.chain [[#ID:]] 2
// CHECK-NEXT:  llvm.loop.distribute.followup_sequential:
// CHECK-NEXT:    llvm.loop.distribute.enable i1 false
// CHECK-NEXT:    loopcc.chain [[#ID]] 2
// CHECK-NEXT:  llvm.loop.distribute.followup_fallback:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.distribute.enable i1 false
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.distribute.enable i1 false
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void distribute_on_all(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(all)
#pragma loop transform distribute
  for (int i = 0; i < n; i++) {
    a[i + 1] = a[i] + 1;
    a[i] = 2;
  }
}
// CHECK-NEXT:distribute_on_all:
// CHECK-NEXT:  llvm.loop.distribute.enable i1 true
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.distribute.followup_all:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.distribute.enable i1 false
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.distribute.enable i1 false
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  llvm.loop.distribute.followup_coincident:
// CHECK-NEXT:  llvm.loop.distribute.followup_sequential:
// CHECK-NEXT:  llvm.loop.distribute.followup_fallback:
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void interchange_on_outer(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(outer)
#pragma loop transform interchange
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += 1;
}
// CHECK-NEXT:interchange_on_outer:
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:interchange_on_outer:
// CHECK-NEXT:  llvm.loop.interchange.enable i1 true
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.interchange.followup_outer:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  loopcc.chain [[#ID]] 0

void interchange_on_inner(int n, float *a, float C[n][n]) {
#pragma loop transform unroll count(2) on(inner)
#pragma loop transform interchange
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += 1;
}
// CHECK-NEXT:interchange_on_inner:
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:interchange_on_inner:
// CHECK-NEXT:  llvm.loop.interchange.enable i1 true
// CHECK-NEXT:  llvm.loop.disable_nonforced
// CHECK-NEXT:  llvm.loop.interchange.followup_inner:
// CHECK-NEXT:    llvm.loop.unroll.count i32 2
// CHECK-NEXT:    llvm.loop.disable_nonforced
// CHECK-NEXT:    llvm.loop.unroll.followup_unrolled:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      loopcc.chain [[#ID:]] 2
// CHECK-NEXT:    llvm.loop.unroll.followup_remainder:
// CHECK-NEXT:      llvm.loop.unroll.disable
// CHECK-NEXT:      llvm.loop.vectorize.enable i1 false
// CHECK-NEXT:      loopcc.chain [[#ID]] 2
// CHECK-NEXT:    loopcc.chain [[#ID]] 1
// CHECK-NEXT:  loopcc.chain [[#ID]] 0
