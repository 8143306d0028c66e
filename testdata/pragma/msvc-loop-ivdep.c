// MSVC's `#pragma loop(ivdep)` is not loopcc's directive: it is ignored as
// clang-22 ignores it (a warning only under -Wunknown-pragmas), the object is
// written, and the loop gets no loopcc metadata.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -Werror -c %s -o %t/quiet.o 2> %t/quiet.err
// RUN: test -s %t/quiet.o
// RUN: count 0 < %t/quiet.err
// RUN: %loopcc -Wunknown-pragmas -c %s -o %t/out.o 2>&1 | FileCheck --strict-whitespace %s
// RUN: test -s %t/out.o
// Character for character what clang-22 says:
// RUN: %clang -Wunknown-pragmas -c %s -o %t/clang.o 2> %t/clang.err
// RUN: %loopcc -Wunknown-pragmas -c %s -o %t/out.o 2> %t/loopcc.err
// RUN: diff %t/clang.err %t/loopcc.err
// RUN: %loopcc -O0 -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s

void f(int *a, int n) {
#pragma loop(ivdep)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
// CHECK: msvc-loop-ivdep.c:[[@LINE-4]]:9: warning: unknown pragma ignored [-Wunknown-pragmas]
// CHECK-NEXT: {{^ *}}[[@LINE-5]] | #pragma loop(ivdep){{$}}
// CHECK-NEXT: {{^ *}}|         ^{{$}}
// CHECK-NEXT: {{^}}1 warning generated.{{$}}
// IR: define {{.*}} @f(
// IR-NOT: loopcc.
