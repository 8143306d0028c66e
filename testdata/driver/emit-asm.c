// -S writes assembly: the function's label, its global symbol and code, to
// the named file, or to <input>.s in the working directory without -o.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -O2 -S %s -o %t/out.s
// RUN: FileCheck %s < %t/out.s
// RUN: cd %t && %loopcc -O2 -S %s
// RUN: FileCheck %s < %t/emit-asm.s
// RUN: %loopcc -O2 -S %s -o - | FileCheck %s

// CHECK: .globl triple_plus_one
// CHECK: triple_plus_one:
// CHECK: lea
// CHECK: ret
int triple_plus_one(int X) { return 3 * X + 1; }
