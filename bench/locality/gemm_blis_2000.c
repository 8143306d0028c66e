/* gemm_blis.c's product at N = 2000. In chains 1-4 every size divides
 * 2000, so every trip count is a constant; chains 5-7 generate the
 * register tile's full tiles apart (tile ... separate), chain 5 with
 * sizes that do not divide 2000. Against OpenBLAS's dgemm on one thread. Chains in
 * application order; [isa] is the ISA the register tile was sized for.
 *
 * LOCALITY flops: 2.0 * N * N * N
 * LOCALITY quick: -DN=200
 * LOCALITY openblas: cblas_dgemm (C += A * B)
 * LOCALITY chain 1: interchange permutation(1, 3, 2) on(intratile(1)) after tile sizes(64, 32, 32) (gemm_ijk's best chain, for comparison)
 * LOCALITY chain 2 [avx512]: tile sizes(80, 200, 250); tile sizes(4, 40) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(4) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 3 [avx512]: tile sizes(80, 400, 250); tile sizes(4, 40) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(4) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 4 [avx2]: tile sizes(80, 400, 250); tile sizes(4, 16) on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(4) on(level(2)); vectorize width(4) on(inner)
 * LOCALITY chain 5 [avx512]: tile sizes(77, 240, 143); tile sizes(7, 24) separate on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(7) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 6 [avx512]: tile sizes(80, 200, 250); tile sizes(4, 40) separate on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(4) on(level(2)); vectorize width(8) on(inner)
 * LOCALITY chain 7 [avx2]: tile sizes(96, 400, 250); tile sizes(6, 8) separate on(intratile(1)); interchange permutation(3, 1, 2) on(intratile(1)); unroll_and_jam count(6) on(level(2)); vectorize width(4) on(inner)
 */
#ifndef N
#define N 2000
#endif
#ifndef CHAIN
#define CHAIN 0
#endif

#if CHAIN == 1
#define GEMM P(loop transform interchange permutation(1, 3, 2) on(intratile(1))) P(loop transform tile sizes(64, 32, 32))
#elif CHAIN == 2
#define GEMM REGISTER_TILE(4, 40, 8) BLOCKS(80, 200, 250)
#elif CHAIN == 3
#define GEMM REGISTER_TILE(4, 40, 8) BLOCKS(80, 400, 250)
#elif CHAIN == 4
#define GEMM REGISTER_TILE(4, 16, 4) BLOCKS(80, 400, 250)
#elif CHAIN == 5
#define GEMM SEPARATE_REGISTER_TILE(7, 24, 8) BLOCKS(77, 240, 143)
#elif CHAIN == 6
#define GEMM SEPARATE_REGISTER_TILE(4, 40, 8) BLOCKS(80, 200, 250)
#elif CHAIN == 7
#define GEMM SEPARATE_REGISTER_TILE(6, 8, 4) BLOCKS(96, 400, 250)
#else
#define GEMM
#endif

#include "gemm_blis.h"
