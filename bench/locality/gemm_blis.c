/* gemm_ijk's product at N = 768 with a BLIS-like structure from
 * directives (docs/pragma.md, "pack and the register tile"): the nest tiled
 * into Mc x Nc x Kc blocks, each block's i-j loops tiled again into Mr x Nr
 * register tiles, k moved outside the register tile, the Mr rows jammed and
 * the Nr columns vectorized: the Mr x Nr tile of C stays in vector
 * registers across k. Every size divides 768, so every trip count is a
 * constant. Chain 8 packs both blocks too; chains 9-11 generate the
 * register tile's full tiles apart (tile ... separate). The jam follows
 * locality steps, so the engine applies it (docs/design.md). Against
 * OpenBLAS's dgemm on one thread. Chains in application order; [isa] is the ISA the register tile
 * was sized for (AVX-512: 32 vector registers of 8 doubles; AVX2: 16 of 4).
 *
 * LOCALITY flops: 2.0 * N * N * N
 * LOCALITY quick: -DN=96
 * LOCALITY openblas: cblas_dgemm (C += A * B)
 * LOCALITY chain 1: interchange permutation(1, 3, 2) on(intratile(1)) after tile sizes(64, 32, 32) (gemm_ijk's best chain, for comparison)
 * LOCALITY chain 2 [avx512]: tile sizes(64, 384, 256); tile sizes(4, 24) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(4) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 3 [avx512]: tile sizes(96, 256, 256); tile sizes(6, 32) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(6) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 4 [avx2]: tile sizes(96, 384, 256); tile sizes(6, 8) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(6) on(level(2)); vectorize width(4) on(inner)
 * LOCALITY chain 5 [avx2]: tile sizes(64, 384, 256); tile sizes(4, 12) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(4) on(level(2)); vectorize width(4) on(inner)
 * LOCALITY chain 6: tile sizes(64, 384, 256); interchange permutation(1, 3, 2) on(intratile(1)) (chain 2's blocks, i-k-j inside; no register tile)
 * LOCALITY chain 7 [avx512]: tile sizes(64, 384, 256); tile sizes(4, 24) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); vectorize width(8) on(level(3)) (chain 2 without the jam)
 * LOCALITY chain 8 [avx512]: chain 2 with both blocks packed: tile sizes(64, 384, 256); pack array(B) on(intratile(1)); pack array(A); tile sizes(4, 24) on(packed); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(4) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 9 [avx512]: tile sizes(64, 384, 256); tile sizes(4, 24) separate on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(4) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 10 [avx2]: tile sizes(96, 384, 256); tile sizes(6, 8) separate on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(6) on(level(2)); vectorize width(4) on(inner)
 * LOCALITY chain 11 [avx512]: chain 9 with both blocks packed: tile sizes(64, 384, 256); pack array(B) on(intratile(1)); pack array(A); tile sizes(4, 24) separate on(packed); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(4) on(level(2)); vectorize width(8) on(inner)
 */
#ifndef N
#define N 768
#endif
#ifndef CHAIN
#define CHAIN 0
#endif

#if CHAIN == 1
#define GEMM                                                                  \
  P(loop transform interchange permutation(1, 3, 2) on(intratile(1)))         \
  P(loop transform tile sizes(64, 32, 32))
#elif CHAIN == 2
#define GEMM REGISTER_TILE(4, 24, 8) BLOCKS(64, 384, 256)
#elif CHAIN == 3
#define GEMM REGISTER_TILE(6, 32, 8) BLOCKS(96, 256, 256)
#elif CHAIN == 4
#define GEMM REGISTER_TILE(6, 8, 4) BLOCKS(96, 384, 256)
#elif CHAIN == 5
#define GEMM REGISTER_TILE(4, 12, 4) BLOCKS(64, 384, 256)
#elif CHAIN == 6
#define GEMM                                                                  \
  P(loop transform interchange permutation(1, 3, 2) on(intratile(1)))               \
  BLOCKS(64, 384, 256)
#elif CHAIN == 7
#define GEMM                                                                  \
  P(loop transform vectorize width(8) on(level(3)))                           \
  P(loop transform interchange permutation(3, 1, 2) on(intratile(1)))         \
  P(loop transform tile sizes(4, 24) on(intratile(1)))                              \
  BLOCKS(64, 384, 256)
#elif CHAIN == 8
#define GEMM MICRO(4, 24, 8) PACKED_BLOCKS(64, 384, 256)
#elif CHAIN == 9
#define GEMM SEPARATE_REGISTER_TILE(4, 24, 8) BLOCKS(64, 384, 256)
#elif CHAIN == 10
#define GEMM SEPARATE_REGISTER_TILE(6, 8, 4) BLOCKS(96, 384, 256)
#elif CHAIN == 11
#define GEMM SEPARATE_MICRO(4, 24, 8) PACKED_BLOCKS(64, 384, 256)
#else
#define GEMM
#endif

#include "gemm_blis.h"
