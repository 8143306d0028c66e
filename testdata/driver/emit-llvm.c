// -S -emit-llvm writes LLVM IR text with the function's `define`, optimized
// at the -O level given; -c -emit-llvm writes bitcode.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -O2 -S -emit-llvm %s -o %t/out.ll
// RUN: FileCheck --check-prefix=O2 %s < %t/out.ll
// RUN: %loopcc -O0 -S -emit-llvm %s -o - | FileCheck --check-prefix=O0 %s
// RUN: cd %t && %loopcc -O2 -S -emit-llvm %s
// RUN: FileCheck --check-prefix=O2 %s < %t/emit-llvm.ll
// The IR is well formed.
// RUN: %opt -S -passes=verify %t/out.ll -o /dev/null
// RUN: %loopcc -O2 -c -emit-llvm %s -o %t/out.bc
// RUN: %opt -S %t/out.bc | FileCheck --check-prefix=O2 %s

// O2: define dso_local i32 @sum_to(i32 noundef {{%.*}})
// O2-NOT: alloca
// O2: ret i32
// O0: define dso_local i32 @sum_to(i32 noundef {{%.*}})
// O0: alloca i32
int sum_to(int N) {
  int Sum = 0;
  for (int I = 0; I < N; I++)
    Sum += I;
  return Sum;
}
