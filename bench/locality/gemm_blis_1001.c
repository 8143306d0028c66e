/* gemm_blis.c's product at N = 1001. 1001 = 7 x 11 x 13 is a multiple of no
 * vector width: the column tiles are partial at the right edge, where the
 * register tile's loops have bounds known only at run time (chains 2-4);
 * chains 5-6 generate the full blocks apart (tile ... separate), chains
 * 7-9 the full register tiles, so that there they run constant trip
 * counts. Against OpenBLAS's dgemm on one
 * thread. Chains in application order; [isa] is the ISA the register tile
 * was sized for.
 *
 * LOCALITY flops: 2.0 * N * N * N
 * LOCALITY quick: -DN=143
 * LOCALITY openblas: cblas_dgemm (C += A * B)
 * LOCALITY chain 1: interchange permutation(1, 3, 2) on(intratile(1)) after tile sizes(64, 32, 32) (gemm_ijk's best chain, for comparison)
 * LOCALITY chain 2 [avx512]: tile sizes(77, 256, 143); tile sizes(7, 16) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(7) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 3 [avx512]: tile sizes(77, 256, 143); tile sizes(7, 8) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(7) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 4 [avx2]: tile sizes(77, 256, 143); tile sizes(7, 8) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(7) on(level(2)); vectorize width(4) on(inner)
 * LOCALITY chain 5 [avx512]: tile sizes(77, 256, 143) separate; tile sizes(7, 16) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(7) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 6 [avx2]: tile sizes(77, 256, 143) separate; tile sizes(7, 8) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(7) on(level(2)); vectorize width(4) on(inner)
 * LOCALITY chain 7 [avx512]: tile sizes(77, 240, 143); tile sizes(7, 24) separate on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(7) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 8 [avx2]: tile sizes(96, 256, 143); tile sizes(6, 8) separate on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(6) on(level(2)); vectorize width(4) on(inner)
 * LOCALITY chain 9 [avx512]: chain 7 with both blocks packed: tile sizes(77, 240, 143); pack array(B) on(intratile(1)); pack array(A); tile sizes(7, 24) separate on(packed); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(7) on(level(2)); vectorize width(8) on(inner)
 */
#ifndef N
#define N 1001
#endif
#ifndef CHAIN
#define CHAIN 0
#endif

#if CHAIN == 1
#define GEMM P(loop transform interchange permutation(1, 3, 2) on(intratile(1))) P(loop transform tile sizes(64, 32, 32))
#elif CHAIN == 2
#define GEMM REGISTER_TILE(7, 16, 8) BLOCKS(77, 256, 143)
#elif CHAIN == 3
#define GEMM REGISTER_TILE(7, 8, 8) BLOCKS(77, 256, 143)
#elif CHAIN == 4
#define GEMM REGISTER_TILE(7, 8, 4) BLOCKS(77, 256, 143)
#elif CHAIN == 5
#define GEMM REGISTER_TILE(7, 16, 8) SEPARATE_BLOCKS(77, 256, 143)
#elif CHAIN == 6
#define GEMM REGISTER_TILE(7, 8, 4) SEPARATE_BLOCKS(77, 256, 143)
#elif CHAIN == 7
#define GEMM SEPARATE_REGISTER_TILE(7, 24, 8) BLOCKS(77, 240, 143)
#elif CHAIN == 8
#define GEMM SEPARATE_REGISTER_TILE(6, 8, 4) BLOCKS(96, 256, 143)
#elif CHAIN == 9
#define GEMM SEPARATE_MICRO(7, 24, 8) PACKED_BLOCKS(77, 240, 143)
#else
#define GEMM
#endif

#include "gemm_blis.h"
