// fuse's own errors, each with exit status 1, its position and caret, and
// no object: fuse before a single loop rather than a block; a block with a
// statement that is not a loop (noted at that statement), with fewer than 2
// loops, or too few loops for its looprange; looprange(first, 1), which
// names one loop, and looprange with one argument; two fuses above one
// block; another directive (unroll) alone before a block, which still
// wants a loop; vectorize, unroll, interleave, unroll_and_jam and
// distribute above a loop inside the fused block (the loops are fused
// before LLVM's passes run; only tile, interchange, reverse, pack and skew
// may come first), noted at the fuse; fuse through a macro's _Pragma, accepted
// before a block of loops and reported at the macro's use otherwise; and
// fuse as the last line of a function, before its '}'.
// The looprange errors are reported when the directive is parsed, the
// block's when the directive is bound to it, and the order of steps when
// the chains are checked, so they come in that order.
// RUN: rm -rf %t && mkdir -p %t && echo stale > %t/out.o
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t/out.o
// -fsyntax-only reports the same errors.
// RUN: sh -c '%loopcc -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck --strict-whitespace %s

void single(int *a, int n) {
#pragma loop transform fuse
  for (int i = 0; i < n; i++)
    a[i] = i;
}
void not_a_loop(int *a, int n) {
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
    a[0] = n;
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
void one_loop(int *a, int n) {
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
  }
}
void beyond(int *a, int n) {
#pragma loop transform fuse looprange(2, 3)
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
    for (int i = 0; i < n; i++)
      a[i] += i;
    for (int i = 0; i < n; i++)
      a[i] *= i;
  }
}
void count_one(int *a, int n) {
#pragma loop transform fuse looprange(1, 1)
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
void one_argument(int *a, int n) {
#pragma loop transform fuse looprange(2)
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
void stacked(int *a, int n) {
#pragma loop transform fuse
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
void unroll_block(int *a, int n) {
#pragma loop transform unroll
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
void vectorize_first(int *a, int n) {
#pragma loop transform fuse
  {
#pragma loop transform vectorize width(4)
    for (int i = 0; i < n; i++)
      a[i] = i;
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
void unroll_member(int *a, int n) {
#pragma loop transform fuse
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
#pragma loop transform unroll count(2)
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
void interleave_first(int *a, int n) {
#pragma loop transform fuse
  {
#pragma loop transform interleave count(2)
    for (int i = 0; i < n; i++)
      a[i] = i;
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
void unroll_and_jam_first(int *a, int *b, int n) {
#pragma loop transform fuse
  {
#pragma loop transform unroll_and_jam count(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        a[i] += b[j];
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
void distribute_first(int *a, int *b, int n) {
#pragma loop transform fuse
  {
#pragma loop transform distribute
    for (int i = 0; i < n; i++) {
      a[i] = i;
      b[i] = i;
    }
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
// A tile inside the block is allowed; the unroll after it is not.
void tile_then_unroll(int *a, int n) {
#pragma loop transform fuse
  {
#pragma loop transform unroll count(2)
#pragma loop transform tile sizes(16)
    for (int i = 0; i < n; i++)
      a[i] = i;
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
#define FUSE _Pragma("loop transform fuse")
// Through a macro: before a block of loops it is accepted; before a block
// with a statement that is not a loop it is reported at the macro's use.
void macro_ok(int *a, int n) {
  FUSE
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
    for (int i = 0; i < n; i++)
      a[i] += i;
  }
}
void macro_not_a_loop(int *a, int n) {
  FUSE
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
    a[0] = n;
  }
}
void end_of_block(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loop transform fuse
}
// CHECK: error-fuse.c:[[@LINE-126]]:42: error: 'looprange(1, 1)' names one loop; 'fuse' needs at least 2 loops
// CHECK-NEXT: {{^ *}}[[@LINE-127]] | #pragma loop transform fuse looprange(1, 1){{$}}
// CHECK-NEXT: {{^ *}}|                                          ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-120]]:40: error: 'looprange' takes two integers, the position of the first loop to fuse (1 for the block's first loop) and how many loops to fuse: 'looprange(1, 2)'
// CHECK-NEXT: {{^ *}}[[@LINE-121]] | #pragma loop transform fuse looprange(2){{$}}
// CHECK-NEXT: {{^ *}}|                                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-165]]:24: error: 'fuse' applies to a sequence of loops: write it before a block '{ ... }' whose statements are the loops to fuse
// CHECK-NEXT: {{^ *}}[[@LINE-166]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-163]]:24: error: 'fuse' needs a block whose statements are all loops (for, while or do-while)
// CHECK-NEXT: {{^ *}}[[@LINE-164]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-162]]:5: note: this statement is not a loop
// CHECK-NEXT: {{^ *}}[[@LINE-163]] |     a[0] = n;{{$}}
// CHECK-NEXT: {{^ *}}|     ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-159]]:24: error: 'fuse' needs at least 2 loops; the block has 1
// CHECK-NEXT: {{^ *}}[[@LINE-160]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-155]]:24: error: 'looprange(2, 3)' names loops 2 to 4; the block has 3 loops
// CHECK-NEXT: {{^ *}}[[@LINE-156]] | #pragma loop transform fuse looprange(2, 3){{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-129]]:24: error: 'fuse' above another 'fuse' of the same block: the fused loop is one loop, with nothing to fuse it with
// CHECK-NEXT: {{^ *}}[[@LINE-130]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-122]]:24: error: expected a for, while or do-while loop to follow '#pragma loop transform'
// CHECK-NEXT: {{^ *}}[[@LINE-123]] | #pragma loop transform unroll{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~~~{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-124]]:3: note: this statement is not a loop
// CHECK-NEXT: {{^ *}}[[@LINE-125]] |   {{{$}}
// CHECK-NEXT: {{^ *}}|   ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-42]]:3: error: 'fuse' needs a block whose statements are all loops (for, while or do-while)
// CHECK-NEXT: {{^ *}}[[@LINE-43]] |   FUSE{{$}}
// CHECK-NEXT: {{^ *}}|   ^~~~{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-58]]:14: note: expanded from macro 'FUSE'
// CHECK-NEXT: {{^ *}}[[@LINE-59]] | #define FUSE _Pragma("loop transform fuse"){{$}}
// CHECK-NEXT: {{^ *}}|              ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: <scratch space>:{{[0-9]+}}:17: note: expanded from here
// CHECK-NEXT: {{^ *}}{{[0-9]+}} |  loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}|                 ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-47]]:5: note: this statement is not a loop
// CHECK-NEXT: {{^ *}}[[@LINE-48]] |     a[0] = n;{{$}}
// CHECK-NEXT: {{^ *}}|     ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-44]]:24: error: expected a for, while or do-while loop to follow '#pragma loop transform', not the end of the block
// CHECK-NEXT: {{^ *}}[[@LINE-45]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}| ~~~~~~~~~~~~~~~~~~~~~~~^~~~{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-132]]:24: error: 'vectorize' cannot come before 'fuse': the loops are fused on Polly's model of the code, before LLVM's loop-vectorize runs; only tile, interchange, reverse, pack and skew may transform a loop before it is fused; write 'vectorize on(fused)' above the 'fuse' to apply it to the fused loop
// CHECK-NEXT: {{^ *}}[[@LINE-133]] | #pragma loop transform vectorize width(4){{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-137]]:24: note: 'fuse' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-138]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-126]]:24: error: 'unroll' cannot come before 'fuse': the loops are fused on Polly's model of the code, before LLVM's loop-unroll runs; only tile, interchange, reverse, pack and skew may transform a loop before it is fused; write 'unroll on(fused)' above the 'fuse' to apply it to the fused loop
// CHECK-NEXT: {{^ *}}[[@LINE-127]] | #pragma loop transform unroll count(2){{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-133]]:24: note: 'fuse' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-134]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-124]]:24: error: 'interleave' cannot come before 'fuse': the loops are fused on Polly's model of the code, before LLVM's loop-vectorize runs; only tile, interchange, reverse, pack and skew may transform a loop before it is fused; write 'interleave on(fused)' above the 'fuse' to apply it to the fused loop
// CHECK-NEXT: {{^ *}}[[@LINE-125]] | #pragma loop transform interleave count(2){{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-129]]:24: note: 'fuse' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-130]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-120]]:24: error: 'unroll_and_jam' cannot come before 'fuse': the loops are fused on Polly's model of the code, before LLVM's loop-unroll-and-jam runs; only tile, interchange, reverse, pack and skew may transform a loop before it is fused; write 'unroll_and_jam on(fused)' above the 'fuse' to apply it to the fused loop
// CHECK-NEXT: {{^ *}}[[@LINE-121]] | #pragma loop transform unroll_and_jam count(2){{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-125]]:24: note: 'fuse' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-126]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-115]]:24: error: 'distribute' cannot come before 'fuse': the loops are fused on Polly's model of the code, before LLVM's loop-distribute runs; only tile, interchange, reverse, pack and skew may transform a loop before it is fused; write 'distribute on(fused)' above the 'fuse' to apply it to the fused loop
// CHECK-NEXT: {{^ *}}[[@LINE-116]] | #pragma loop transform distribute{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-120]]:24: note: 'fuse' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-121]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-108]]:24: error: 'unroll' cannot come before 'fuse': the loops are fused on Polly's model of the code, before LLVM's loop-unroll runs; only tile, interchange, reverse, pack and skew may transform a loop before it is fused; write 'unroll on(fused)' above the 'fuse' to apply it to the fused loop
// CHECK-NEXT: {{^ *}}[[@LINE-109]] | #pragma loop transform unroll count(2){{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: error-fuse.c:[[@LINE-113]]:24: note: 'fuse' requested here
// CHECK-NEXT: {{^ *}}[[@LINE-114]] | #pragma loop transform fuse{{$}}
// CHECK-NEXT: {{^ *}}|                        ^{{$}}
// CHECK-NEXT: {{^}}16 errors generated.{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}
