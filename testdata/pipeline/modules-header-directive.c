// With -fmodules, a header that belongs to a module is imported, not
// included: clang compiles the module on its own, without loopcc's pragma
// handler, and its directives were dropped without a word (the report
// listed no chain; issue 27). Such a directive is now an error at the
// #include, naming the module and the header's line, as a directive in a
// precompiled header is; also when it comes from a _Pragma in a macro of
// the header. A module without directives imports as before, and a
// textual header of a module is included, its directive applied.
//
// RUN: rm -rf %t.cache
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fmodules -fmodules-cache-path=%t.cache \
// RUN:   -I %S/Inputs/modules -O2 -c %s -o %t.o -DCASE=1 2> %t.err1 | FileCheck --check-prefix=EXIT1 %s
// RUN: FileCheck --check-prefix=ONE --implicit-check-not=error: %s < %t.err1
// RUN: %python %testdata/Inputs/exit-status.py %loopcc -fmodules -fmodules-cache-path=%t.cache \
// RUN:   -I %S/Inputs/modules -fsyntax-only %s -DCASE=2 2> %t.err2 | FileCheck --check-prefix=EXIT1 %s
// RUN: FileCheck --check-prefix=TWO --implicit-check-not=error: %s < %t.err2
// RUN: %loopcc -fmodules -fmodules-cache-path=%t.cache -I %S/Inputs/modules -O2 -c %s -o %t.o \
// RUN:   -DCASE=3 -floop-transform-report=%t.json 2> %t.err3
// RUN: count 0 < %t.err3
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=THREE %s
// EXIT1: exit status: 1

#if CASE == 1
#include "kernel.h"
// ONE: modules-header-directive.c:[[@LINE-1]]:1: error: '#pragma loop transform' in a header imported as module 'Kernel' ({{.*}}kernel.h:2): a module keeps no loop directives; #include the header without -fmodules, or make it a textual header of the module
void use(int *a, int n) { kernel(a, n); }
#elif CASE == 2
#include "macro_kernel.h"
// TWO: modules-header-directive.c:[[@LINE-1]]:1: error: '#pragma loop transform' in a header imported as module 'MacroKernel' ({{.*}}macro_kernel.h:1)
void use(int *a, int n) { macro_kernel(a, n); }
#else
#include "plain.h"
#include "textual.h"
void use(int *a, int n) { textual_kernel(a, twice(n)); }
// THREE: chain textual.h textual_kernel 3:3
// THREE-NEXT: step 0 unroll count(2) @2:24 applied {{.*}}copies=use
#endif
