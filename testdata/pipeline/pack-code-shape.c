// The code a pack produces (-fno-discard-value-names keeps Polly's names):
// the buffer is an alloca aligned to a cache line when small (the default
// limit, 128 KiB) and a malloc'd block, freed after the nest, when larger
// (-mllvm -loopcc-pack-stack-bytes=0); the copy into it runs before the
// loop (LLVM turns a copy whose layout is the array's into a memcpy); a
// transposed read, B[j][i] with j innermost, gets a transposed buffer, so
// the loop reads it with unit stride (its vector loads are consecutive
// and no load of B is left in the loop); the written array C is copied
// back after the loop. The original array is never read inside the loop.
//
// RUN: %loopcc -O2 -S -emit-llvm -fno-discard-value-names %s -o - | FileCheck --check-prefix=STACK %s
// RUN: %loopcc -O2 -S -emit-llvm -fno-discard-value-names -mllvm -loopcc-pack-stack-bytes=0 %s -o - | FileCheck --check-prefix=HEAP %s
#define N 64
double A[N][N], B[N][N], C[N][N];

void transposed(void) {
#pragma loop transform pack array(B)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = B[j][i] * 2;
}
// STACK-LABEL: define {{.*}}void @transposed()
// STACK: %[[BUF:packed_[A-Za-z0-9_]+]] = alloca [64 x [64 x double]], align 64
// The copy: B read along its rows (consecutive elements), the buffer
// written transposed (a row of the buffer apart: 512 bytes).
// STACK: %[[ROW:[0-9a-z.]+]] = getelementptr i8, ptr @B, i64 %{{.*}}
// STACK: %polly.access.B = getelementptr double, ptr %[[ROW]], i64 %[[COL:[0-9a-z.]+]]
// STACK: %polly.access.B.load = load double, ptr %polly.access.B
// STACK: shl nuw nsw i64 %[[COL]], 9
// STACK: store double %polly.access.B.load, ptr
// The loop: vector loads from the buffer, nothing read from B.
// STACK: getelementptr i8, ptr %[[BUF]], i64
// STACK-NOT: @B
// STACK: load <{{[0-9]+}} x double>, ptr
// STACK-NOT: @B

// HEAP-LABEL: define {{.*}}void @transposed()
// HEAP: %[[BUF:packed_[A-Za-z0-9_]+]] = {{(tail )?}}call {{.*}}ptr @malloc(i64 32768)
// HEAP: call void @free(ptr {{.*}}%[[BUF]])
// HEAP: ret void

void written(void) {
#pragma loop transform pack array(C)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = C[i][j] * 0.5 + A[i][j];
}
// STACK-LABEL: define {{.*}}void @written()
// STACK: alloca [64 x [64 x double]], align 64
// Copied in, then the loop, then copied back (LLVM makes the two copies
// memcpys, the buffer having C's layout).
// STACK: call void @llvm.memcpy{{.*}}(ptr {{.*}}%packed{{.*}}, ptr {{.*}}@C,
// STACK: call void @llvm.memcpy{{.*}}(ptr {{.*}}@C, ptr {{.*}}%packed

// A pack followed by a step that transforms its loop (here a tile on the
// packed loop) still makes its buffer: the copies go before the outermost
// loop the step made (they were silently dropped before).
void pack_then_tile(void) {
#pragma loop transform tile sizes(8, 8) on(packed)
#pragma loop transform pack array(B)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] -= B[j][i];
}
// STACK-LABEL: define {{.*}}void @pack_then_tile()
// STACK: %packed_{{[A-Za-z0-9_]+}} = alloca [64 x [64 x double]], align 64

// A loop written by a macro: its accesses' locations are the macro's, so
// the global is found by its IR name (Polly's own name for it is
// MemRef_B; before, the pack was missed with "no access to 'B'"). The
// column of B the loop reads is packed into a contiguous buffer.
#define NEGATE_COLUMN                                                         \
  _Pragma("loop transform pack array(B)")                                     \
  for (int i = 0; i < N; i++)                                                 \
    C[0][i] = -B[i][3];
void in_macro(void) { NEGATE_COLUMN }
// STACK-LABEL: define {{.*}}void @in_macro()
// STACK: %packed_{{[A-Za-z0-9_]+}} = alloca [{{.*}}], align 64
