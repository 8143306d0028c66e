// fuse [looprange(first, count)] before a block of loops is lowered onto
// the loops it fuses: the first carries llvm.loop.fuse.count (how many
// loops are fused) and llvm.loop.fuse.enable, each other one
// llvm.loop.fuse.member (its position among the fused loops, 2 for the
// second) and llvm.loop.fuse.enable; a loop the looprange leaves out
// carries nothing. A directive above the fuse (with on(fused) or without
// on()) sits in the first loop's llvm.loop.fuse.followup_fused, with the
// loopcc.role marker for fused. A loop with its own step inside the block
// (tile) carries the fuse in that step's follow-up instead. -E keeps the
// directives, and the preprocessed source gives the same IR.
// RUN: %loopcc -O0 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s
// RUN: %loopcc -E %s -o %t.i
// RUN: FileCheck --check-prefix=PP %s < %t.i
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t.c.ll
// RUN: %loopcc -O2 -S -emit-llvm %t.i -o %t.i.ll
// RUN: %opt -S -strip-debug %t.c.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.c.norm
// RUN: %opt -S -strip-debug %t.i.ll | grep -v -e '^; ModuleID' -e '^source_filename' > %t.i.norm
// RUN: diff %t.c.norm %t.i.norm
#define N 64
double a[N], b[N], c[N];
void plain(void) {
#pragma loop transform fuse
  {
    for (int i = 0; i < N; i++)
      a[i] = i;
    for (int i = 0; i < N; i++)
      b[i] = a[i];
  }
}
void three(void) {
#pragma loop transform fuse
  {
    for (int i = 0; i < N; i++)
      a[i] = i;
    for (int i = 0; i < N; i++)
      b[i] = a[i];
    for (int i = 0; i < N; i++)
      c[i] = b[i];
  }
}
void range(void) {
#pragma loop transform fuse looprange(2, 2)
  {
    for (int i = 0; i < N; i++)
      a[i] = i;
    for (int i = 0; i < N; i++)
      b[i] = a[i];
    for (int i = 0; i < N; i++)
      c[i] = b[i];
  }
}
void chain(void) {
#pragma loop transform vectorize width(4) on(fused)
#pragma loop transform fuse
  {
    for (int i = 0; i < N; i++)
      a[i] = i;
    for (int i = 0; i < N; i++)
      b[i] = a[i];
  }
}
void chain_default(void) {
#pragma loop transform vectorize width(8)
#pragma loop transform fuse
  {
    for (int i = 0; i < N; i++)
      a[i] = i;
    for (int i = 0; i < N; i++)
      b[i] = a[i];
  }
}
void member(void) {
#pragma loop transform fuse
  {
    for (int i = 0; i < N; i++)
      a[i] = i;
#pragma loop transform tile sizes(16)
    for (int i = 0; i < N; i++)
      b[i] = c[i];
  }
}
// PP: #pragma loop transform fuse
// PP: #pragma loop transform fuse
// PP: #pragma loop transform fuse looprange(2, 2)
// PP: #pragma loop transform vectorize width(4) on(fused)
// PP-NEXT: #pragma loop transform fuse
// PP: #pragma loop transform vectorize width(8)
// PP-NEXT: #pragma loop transform fuse
// PP: #pragma loop transform fuse
// PP: #pragma loop transform tile sizes(16)

// Each loop's ID, from its latch, in source order.
// IR: define {{.*}} @plain(
// IR: !llvm.loop ![[PLAIN1:[0-9]+]]
// IR: !llvm.loop ![[PLAIN2:[0-9]+]]
// IR: define {{.*}} @three(
// IR: !llvm.loop ![[THREE1:[0-9]+]]
// IR: !llvm.loop ![[THREE2:[0-9]+]]
// IR: !llvm.loop ![[THREE3:[0-9]+]]
// IR: define {{.*}} @range(
// IR: !llvm.loop ![[RANGE1:[0-9]+]]
// IR: !llvm.loop ![[RANGE2:[0-9]+]]
// IR: !llvm.loop ![[RANGE3:[0-9]+]]
// IR: define {{.*}} @chain(
// IR: !llvm.loop ![[CHAIN1:[0-9]+]]
// IR: !llvm.loop ![[CHAIN2:[0-9]+]]
// IR: define {{.*}} @chain_default(
// IR: !llvm.loop ![[DEF1:[0-9]+]]
// IR: !llvm.loop ![[DEF2:[0-9]+]]
// IR: define {{.*}} @member(
// IR: !llvm.loop ![[MEMBER1:[0-9]+]]
// IR: !llvm.loop ![[MEMBER2:[0-9]+]]

// IR-DAG: ![[MP:[0-9]+]] = !{!"llvm.loop.mustprogress"}
// IR-DAG: ![[COUNT2:[0-9]+]] = !{!"llvm.loop.fuse.count", i32 2}
// IR-DAG: ![[COUNT3:[0-9]+]] = !{!"llvm.loop.fuse.count", i32 3}
// IR-DAG: ![[FUSEON:[0-9]+]] = !{!"llvm.loop.fuse.enable", i1 true}
// IR-DAG: ![[K2:[0-9]+]] = !{!"llvm.loop.fuse.member", i32 2}
// IR-DAG: ![[K3:[0-9]+]] = !{!"llvm.loop.fuse.member", i32 3}
// IR-DAG: ![[FUSED:[0-9]+]] = !{!"loopcc.role", i32 0, !"fused"}
// IR-DAG: ![[W4:[0-9]+]] = !{!"llvm.loop.vectorize.width", i32 4}
// IR-DAG: ![[W8:[0-9]+]] = !{!"llvm.loop.vectorize.width", i32 8}
// IR-DAG: ![[TILE16:[0-9]+]] = !{!"llvm.loop.tile.sizes", i32 16}
// IR-DAG: ![[TILEON:[0-9]+]] = !{!"llvm.loop.tile.enable", i1 true}

// Two loops: the first counts them, the second is member 2.
// IR-DAG: ![[PLAIN1]] = distinct !{![[PLAIN1]], {{.*}}![[COUNT2]], ![[FUSEON]]{{(,|})}}
// IR-DAG: ![[PLAIN2]] = distinct !{![[PLAIN2]], {{.*}}![[K2]], ![[FUSEON]]{{(,|})}}

// Three loops: members 2 and 3.
// IR-DAG: ![[THREE1]] = distinct !{![[THREE1]], {{.*}}![[COUNT3]], ![[FUSEON]]{{(,|})}}
// IR-DAG: ![[THREE2]] = distinct !{![[THREE2]], {{.*}}![[K2]], ![[FUSEON]]{{(,|})}}
// IR-DAG: ![[THREE3]] = distinct !{![[THREE3]], {{.*}}![[K3]], ![[FUSEON]]{{(,|})}}

// looprange(2, 2): the first loop keeps its locations and mustprogress
// only; the second counts 2 loops, the third is member 2.
// IR-DAG: ![[RANGE1]] = distinct !{![[RANGE1]], ![[#]], ![[#]], ![[MP]]}
// IR-DAG: ![[RANGE2]] = distinct !{![[RANGE2]], {{.*}}![[COUNT2]], ![[FUSEON]]{{(,|})}}
// IR-DAG: ![[RANGE3]] = distinct !{![[RANGE3]], {{.*}}![[K2]], ![[FUSEON]]{{(,|})}}

// vectorize above the fuse, with on(fused) and without on(): in the first
// loop's followup_fused, after the role marker; the member carries no
// follow-up.
// IR-DAG: ![[CHAINFF:[0-9]+]] = !{!"llvm.loop.fuse.followup_fused", {{.*}}![[FUSED]], ![[W4]]{{(,|})}}
// IR-DAG: ![[CHAIN1]] = distinct !{![[CHAIN1]], {{.*}}![[COUNT2]], ![[FUSEON]], {{.*}}![[CHAINFF]]{{(,|})}}
// IR-DAG: ![[CHAIN2]] = distinct !{![[CHAIN2]], {{(![0-9]+, )*}}![[K2]], ![[FUSEON]]{{(, ![0-9]+)*}}}
// IR-DAG: ![[DEFFF:[0-9]+]] = !{!"llvm.loop.fuse.followup_fused", {{.*}}![[FUSED]], ![[W8]]{{(,|})}}
// IR-DAG: ![[DEF1]] = distinct !{![[DEF1]], {{.*}}![[COUNT2]], ![[FUSEON]], {{.*}}![[DEFFF]]{{(,|})}}
// IR-DAG: ![[DEF2]] = distinct !{![[DEF2]], {{(![0-9]+, )*}}![[K2]], ![[FUSEON]]{{(, ![0-9]+)*}}}

// A member with its own tile: the tile on the loop, the fuse (member 2)
// in the tile's followup_grid(1); the first loop counts 2 as usual.
// IR-DAG: ![[MEMBER1]] = distinct !{![[MEMBER1]], {{.*}}![[COUNT2]], ![[FUSEON]]{{(,|})}}
// IR-DAG: ![[GRID:[0-9]+]] = !{!"llvm.loop.tile.followup_grid(1)", {{.*}}![[K2]], ![[FUSEON]]{{(,|})}}
// IR-DAG: ![[MEMBER2]] = distinct !{![[MEMBER2]], {{.*}}![[TILE16]], ![[TILEON]], {{.*}}![[GRID]]{{(,|})}}
