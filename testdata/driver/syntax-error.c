// A syntax error is reported at file:line:col with the source line and a
// caret under the spot; the status is 1 and no object is left behind.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%loopcc -c %s -o %t/out.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: not test -e %t/out.o
// Linking too: no program.
// RUN: not %loopcc %s -o %t/prog
// RUN: not test -e %t/prog
// An old object is removed, not left looking up to date.
// RUN: echo stale > %t/stale.o
// RUN: not %loopcc -c %s -o %t/stale.o
// RUN: not test -e %t/stale.o

int main(void) {
  int Value = 1
  return Value;
}
// CHECK: syntax-error.c:[[@LINE-3]]:16: error: expected ';' at end of declaration
// CHECK-NEXT: {{^}} [[@LINE-4]] |   int Value = 1{{$}}
// CHECK-NEXT: {{^}}    |                ^{{$}}
// CHECK-NEXT: {{^}}    |                ;{{$}}
// CHECK: 1 error generated.
// CHECK-NEXT: exit=1
