// Directives that macros write bind to the loop that follows them in the
// macro's expansion, in the order of the tokens the expansion produced, and
// also where the macro writes other loops at the same position (issue 27,
// issue 38; docs/pragma.md, "Directives and loops written by macros" and
// "Loops that share a position"). One case per sentence of those
// sections, chosen with -DCASE=:
//   DOC -- the section's example, verbatim: a `_Pragma` and its loop in one
//     macro, a `_Pragma` from a macro that the body uses, one given as an
//     argument, one alone before a loop. Each loop gets its own directive
//     and no other.
//   NESTED -- the issue's `UNROLL` inside `LOOP` binds to LOOP's loop (it was
//     an error at the end of a block, and bound to the next loop when one
//     followed the macro's use).
//   ARGUMENT -- a `_Pragma` given as the macro's argument binds to the loop
//     of the macro's body.
//   CHAIN -- two `_Pragma`s from nested macros form a chain in token order:
//     lowered exactly as the same chain written as `#pragma` lines.
//   AFTER -- a `_Pragma` that the expansion puts after its loop applies to
//     the loop after the macro's use.
//   SPLIT -- the loops in macros of their own, used one after the other on
//     one line, are told apart (the fix the ambiguity error suggests).
//   ARG_LOOP -- a loop written in a macro's argument, directly or by a
//     macro used there, gets its directive (clang 22 places the loop at the
//     argument; loopcc records the chain there too, at the file location;
//     it used to look at the macro's use, and dropped the directive).
//   SHARED_TWICE -- the macro: a `_Pragma` right before the first
//     of two loops binds to it; both loops are at the macro's use, and the
//     passes take the first of them in source order (issue 38; it was an
//     error, "ambiguous").
//   SHARED_NEST -- a `_Pragma` before a loop nest that the macro writes
//     binds to the outer loop, whose inner loop is protected for the jam.
//   SHARED_WRAPPED -- SPLIT's macros, used by a macro: both loops are at
//     the outer macro's use again, and FIRST's loop takes the directive.
// Errors, from -fsyntax-only:
//   AFTER_END, AFTER_NOT_LOOP -- a `_Pragma` that the expansion puts after its
//     loop is misplaced where the macro's use ends the block, or is followed
//     by a statement that is not a loop.
//
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=DOC %s -o - | %python %S/Inputs/loop-attrs.py - | FileCheck --check-prefix=DOC %s
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=NESTED %s -o - | %python %S/Inputs/loop-attrs.py - | FileCheck --check-prefix=NESTED %s
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=ARGUMENT %s -o - | %python %S/Inputs/loop-attrs.py - | FileCheck --check-prefix=ARGUMENT %s
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=CHAIN %s -o - | %python %S/Inputs/loop-attrs.py - > %t.chain-macro
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=CHAIN -DPLAIN %s -o - | %python %S/Inputs/loop-attrs.py - > %t.chain-plain
// RUN: diff %t.chain-plain %t.chain-macro
// RUN: FileCheck --check-prefix=CHAIN %s < %t.chain-macro
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=AFTER %s -o - | %python %S/Inputs/loop-attrs.py - | FileCheck --check-prefix=AFTER %s
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=SPLIT %s -o - | %python %S/Inputs/loop-attrs.py - | FileCheck --check-prefix=SPLIT %s
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=ARG_LOOP %s -o %t.arg-loop.ll 2> %t.arg-loop.err
// RUN: count 0 < %t.arg-loop.err
// RUN: %python %S/Inputs/loop-attrs.py %t.arg-loop.ll | FileCheck --check-prefix=ARG_LOOP %s
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=SHARED_TWICE %s -o - | %python %S/Inputs/loop-attrs.py - | FileCheck --check-prefix=SHARED_TWICE %s
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=SHARED_NEST %s -o - | %python %S/Inputs/loop-attrs.py - | FileCheck --check-prefix=SHARED_NEST %s
// RUN: %loopcc -O0 -S -emit-llvm -DCASE=SHARED_WRAPPED %s -o - | %python %S/Inputs/loop-attrs.py - | FileCheck --check-prefix=SHARED_WRAPPED %s
// RUN: not %loopcc -fsyntax-only -DCASE=AFTER_END %s 2>&1 | FileCheck --strict-whitespace --check-prefix=AFTER_END %s
// RUN: not %loopcc -fsyntax-only -DCASE=AFTER_NOT_LOOP %s 2>&1 | FileCheck --strict-whitespace --check-prefix=AFTER_NOT_LOOP %s

#define DOC 1
#define NESTED 2
#define ARGUMENT 3
#define CHAIN 4
#define AFTER 5
#define SPLIT 6
#define ARG_LOOP 7
#define SHARED_TWICE 8
#define SHARED_NEST 9
#define SHARED_WRAPPED 10
#define AFTER_END 11
#define AFTER_NOT_LOOP 12

#if CASE == DOC
#define UNROLL _Pragma("loop transform unroll count(2)")
#define FILL(a, n) \
  _Pragma("loop transform vectorize width(4)") \
  for (int i = 0; i < (n); i++) (a)[i] = i;
#define SCALE(a, n) UNROLL for (int i = 0; i < (n); i++) (a)[i] *= 2;
#define WITH(directive, a, n) directive for (int i = 0; i < (n); i++) (a)[i] += 1;

void f(int *a, int n) {
  FILL(a, n)             // the directive and its loop in one macro
  SCALE(a, n)            // the directive from UNROLL, inside SCALE
  WITH(UNROLL, a, n)     // the directive as an argument
  UNROLL                 // only the directive: the loop follows the macro
  for (int i = 0; i < n; i++)
    a[i] -= 1;
}
// The loops in the order of their back edges, which is source order here.
// DOC:      f: llvm.loop.vectorize.width i32 4; llvm.loop.vectorize.scalable.enable i1 false; llvm.loop.vectorize.enable i1 true{{$}}
// DOC-NEXT: f: llvm.loop.unroll.count i32 2{{$}}
// DOC-NEXT: f: llvm.loop.unroll.count i32 2{{$}}
// DOC-NEXT: f: llvm.loop.unroll.count i32 2{{$}}
// DOC-NOT:  f:

#elif CASE == NESTED
#define UNROLL _Pragma("loop transform unroll count(2)")
#define LOOP(n) UNROLL for (int i = 0; i < n; i++) a[i]++;
void g(int *a, int n) { LOOP(n) }
void h(int *a, int *b, int n) {
  LOOP(n)
  for (int j = 0; j < n; j++)
    b[j]--;
}
// NESTED:      g: llvm.loop.unroll.count i32 2{{$}}
// NESTED-NEXT: h: llvm.loop.unroll.count i32 2{{$}}
// NESTED-NEXT: h:{{ *$}}
// NESTED-NOT:  {{.}}

#elif CASE == ARGUMENT
#define WITH(directive, n) directive for (int i = 0; i < n; i++) a[i]++;
void f(int *a, int *b, int n) {
  WITH(_Pragma("loop transform unroll count(4)"), n)
  for (int j = 0; j < n; j++)
    b[j]--;
}
// ARGUMENT:      f: llvm.loop.unroll.count i32 4{{$}}
// ARGUMENT-NEXT: f:{{ *$}}
// ARGUMENT-NOT:  {{.}}

#elif CASE == CHAIN
// Applied first: vectorize, the directive nearest the loop.
#ifdef PLAIN
void f(int *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i]++;
}
#else
#define UNROLL _Pragma("loop transform unroll count(2)")
#define VECTORIZE _Pragma("loop transform vectorize width(4)")
#define LOOP(n) UNROLL VECTORIZE for (int i = 0; i < n; i++) a[i]++;
void f(int *a, int n) { LOOP(n) }
#endif
// CHAIN: f: llvm.loop.vectorize.width i32 4; {{.*}}llvm.loop.vectorize.followup_vectorized (llvm.loop.unroll.count i32 2;

#elif CASE == AFTER
#define UNROLL _Pragma("loop transform unroll count(2)")
#define THEN_UNROLL(n) for (int i = 0; i < n; i++) a[i]++; UNROLL
void f(int *a, int *b, int n) {
  THEN_UNROLL(n)
  for (int j = 0; j < n; j++)
    b[j]--;
}
// AFTER:      f:{{ *$}}
// AFTER-NEXT: f: llvm.loop.unroll.count i32 2{{$}}
// AFTER-NOT:  {{.}}

#elif CASE == SPLIT
// Two macros used one after the other on one line: their loops are at
// different columns, and the directive goes to FIRST's loop only.
#define FIRST(body) \
  _Pragma("loop transform unroll count(2)") \
  for (int i = 0; i < 4; i++) body;
#define SECOND(body) for (int i = 0; i < 4; i++) body;
void f(float *a) {
  FIRST(a[i] += 1) SECOND(a[i] *= 2)
}
// SPLIT:      f: llvm.loop.unroll.count i32 2{{$}}
// SPLIT-NEXT: f:{{ *$}}
// SPLIT-NOT:  {{.}}

#elif CASE == ARG_LOOP
#define ID(x) x
#define UNROLL _Pragma("loop transform unroll count(2)")
#define FOR_I(n) for (int i = 0; i < n; i++) a[i]++;
void f(int *a, int n) {
  ID(_Pragma("loop transform unroll count(2)") for (int i = 0; i < n; i++) a[i]++;)
}
void g(int *a, int n) {
  ID(UNROLL FOR_I(n))
}
// ARG_LOOP:      f: llvm.loop.unroll.count i32 2
// ARG_LOOP-NEXT: g: llvm.loop.unroll.count i32 2
// ARG_LOOP-NOT:  {{.}}

#elif CASE == SHARED_TWICE
#define TWICE(n) _Pragma("loop transform unroll count(2)") for (int i = 0; i < n; i++) a[i]++; for (int j = 0; j < n; j++) b[j]++;
void f(int *a, int *b, int n) { TWICE(n) }
// The loops in the order of their back edges: i's loop, then j's.
// SHARED_TWICE:      f: llvm.loop.unroll.count i32 2{{$}}
// SHARED_TWICE-NEXT: f: {{$}}
// SHARED_TWICE-NOT:  {{.}}

#elif CASE == SHARED_NEST
#define NEST(a, n) \
  _Pragma("loop transform unroll_and_jam count(2)") \
  for (int i = 0; i < (n); i++) for (int j = 0; j < (n); j++) (a)[i] += j;
void f(int *a, int n) {
  NEST(a, n)
}
// The inner loop's back edge first: it is protected for the jam.
// SHARED_NEST:      f: llvm.loop.disable_nonforced{{$}}
// SHARED_NEST-NEXT: f: llvm.loop.unroll_and_jam.count i32 2{{$}}
// SHARED_NEST-NOT:  {{.}}

#elif CASE == SHARED_WRAPPED
#define FIRST(body) \
  _Pragma("loop transform unroll count(2)") \
  for (int i = 0; i < 4; i++) body;
#define SECOND(body) for (int i = 0; i < 4; i++) body;
#define BOTH(a) FIRST(a[i] += 1) SECOND(a[i] *= 2)
void f(float *a) {
  BOTH(a)
}
// SHARED_WRAPPED:      f: llvm.loop.unroll.count i32 2{{$}}
// SHARED_WRAPPED-NEXT: f: {{$}}
// SHARED_WRAPPED-NOT:  {{.}}

#elif CASE == AFTER_END
#define UNROLL _Pragma("loop transform unroll count(2)")
#define THEN_UNROLL(n) for (int i = 0; i < n; i++) a[i]++; UNROLL
void f(int *a, int n) {
  THEN_UNROLL(n)
}
// AFTER_END: pragma-in-macro-binding.c:[[@LINE-2]]:3: error: expected a for, while or do-while loop to follow '#pragma loop transform', not the end of the block{{$}}
// AFTER_END-NEXT: {{^ *}}[[@LINE-3]] |   THEN_UNROLL(n){{$}}
// AFTER_END-NEXT: {{^ *}}|   ^~~~~~~~~~~~~~{{$}}
// AFTER_END-NEXT: pragma-in-macro-binding.c:[[@LINE-7]]:60: note: expanded from macro 'THEN_UNROLL'
// AFTER_END-NEXT: {{^ *}}[[@LINE-8]] | #define THEN_UNROLL(n) for (int i = 0; i < n; i++) a[i]++; UNROLL{{$}}
// AFTER_END-NEXT: {{^ *}}|                                                            ^~~~~~{{$}}
// AFTER_END-NEXT: pragma-in-macro-binding.c:[[@LINE-11]]:16: note: expanded from macro 'UNROLL'
// AFTER_END-NEXT: {{^ *}}[[@LINE-12]] | #define UNROLL _Pragma("loop transform unroll count(2)"){{$}}
// AFTER_END-NEXT: {{^ *}}|                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
// AFTER_END-NEXT: <scratch space>:{{[0-9]+}}:17: note: expanded from here
// AFTER_END-NEXT: {{^ *}}{{[0-9]+}} |  loop transform unroll count(2){{$}}
// AFTER_END-NEXT: {{^ *}}|                 ^{{$}}
// AFTER_END-NEXT: {{^}}1 error generated.{{$}}

#elif CASE == AFTER_NOT_LOOP
#define UNROLL _Pragma("loop transform unroll count(2)")
#define THEN_UNROLL(n) for (int i = 0; i < n; i++) a[i]++; UNROLL
void f(int *a, int n) {
  THEN_UNROLL(n)
  a[0] = 0;
}
// AFTER_NOT_LOOP: pragma-in-macro-binding.c:[[@LINE-3]]:3: error: expected a for, while or do-while loop to follow '#pragma loop transform'{{$}}
// AFTER_NOT_LOOP-NEXT: {{^ *}}[[@LINE-4]] |   THEN_UNROLL(n){{$}}
// AFTER_NOT_LOOP-NEXT: {{^ *}}|   ^~~~~~~~~~~~~~{{$}}
// AFTER_NOT_LOOP-NEXT: pragma-in-macro-binding.c:[[@LINE-8]]:60: note: expanded from macro 'THEN_UNROLL'
// AFTER_NOT_LOOP-NEXT: {{^ *}}[[@LINE-9]] | #define THEN_UNROLL(n) for (int i = 0; i < n; i++) a[i]++; UNROLL{{$}}
// AFTER_NOT_LOOP-NEXT: {{^ *}}|                                                            ^~~~~~{{$}}
// AFTER_NOT_LOOP-NEXT: pragma-in-macro-binding.c:[[@LINE-12]]:16: note: expanded from macro 'UNROLL'
// AFTER_NOT_LOOP-NEXT: {{^ *}}[[@LINE-13]] | #define UNROLL _Pragma("loop transform unroll count(2)"){{$}}
// AFTER_NOT_LOOP-NEXT: {{^ *}}|                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
// AFTER_NOT_LOOP-NEXT: <scratch space>:{{[0-9]+}}:17: note: expanded from here
// AFTER_NOT_LOOP-NEXT: {{^ *}}{{[0-9]+}} |  loop transform unroll count(2){{$}}
// AFTER_NOT_LOOP-NEXT: {{^ *}}|                 ^{{$}}
// AFTER_NOT_LOOP-NEXT: pragma-in-macro-binding.c:[[@LINE-14]]:3: note: this statement is not a loop
// AFTER_NOT_LOOP-NEXT: {{^ *}}[[@LINE-15]] |   a[0] = 0;{{$}}
// AFTER_NOT_LOOP-NEXT: {{^ *}}|   ^{{$}}
// AFTER_NOT_LOOP-NEXT: {{^}}1 error generated.{{$}}
#endif
