// -std picks the C standard as in clang: __STDC_VERSION__ follows it;
// _Static_assert, new in C11, is an extension under -std=c99 that -pedantic
// warns about and -pedantic-errors rejects; in C23 `bool` is a keyword.
// The default is clang-22's (C17).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -std=c99 %s -o %t/c99
// RUN: %t/c99 | FileCheck --check-prefix=C99 %s
// RUN: %loopcc -std=c11 %s -o %t/c11
// RUN: %t/c11 | FileCheck --check-prefix=C11 %s
// RUN: %loopcc -std=c23 %s -o %t/c23
// RUN: %t/c23 | FileCheck --check-prefix=C23 %s
// RUN: %loopcc %s -o %t/default
// RUN: %t/default | FileCheck --check-prefix=DEFAULT %s
// RUN: %loopcc -std=gnu89 -E %s | FileCheck --check-prefix=C89 %s
//
// RUN: not %loopcc -std=c99 -pedantic-errors -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck --check-prefix=C99-PEDANTIC %s
// RUN: %loopcc -std=c11 -pedantic-errors -fsyntax-only %s
// RUN: %loopcc -std=c99 -pedantic -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck --check-prefix=C99-WARN %s
//
// RUN: %loopcc -std=c11 -DOWN_BOOL -fsyntax-only %s
// RUN: not %loopcc -std=c23 -DOWN_BOOL -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck --check-prefix=C23-BOOL %s
//
// An unknown standard is an error, as in clang.
// RUN: not %loopcc -std=c42 -fsyntax-only %s 2>&1 | FileCheck --check-prefix=BAD %s

// C99: stdc=199901 static_assert=ext
// C11: stdc=201112 static_assert=yes
// C23: stdc=202311 static_assert=yes
// DEFAULT: stdc=201710 static_assert=yes
// C89: int version = VERSION_UNDEFINED;
// C99-PEDANTIC: std-versions.c:[[@LINE+4]]:1: error: '_Static_assert' is a C11 extension [-Werror,-Wc11-extensions]
// C99-WARN: std-versions.c:[[@LINE+3]]:1: warning: '_Static_assert' is a C11 extension [-Wc11-extensions]
// BAD: error: invalid value 'c42' in '-std=c42'
// (Before any header: glibc's <sys/cdefs.h> redefines it for C99.)
_Static_assert(sizeof(int) >= 2, "int is at least 16 bits");

#ifdef OWN_BOOL
// C23-BOOL: std-versions.c:[[@LINE+1]]:13: error: {{.*}}'bool'
typedef int bool;
#endif

#include <stdio.h>

#ifdef __STDC_VERSION__
int version = __STDC_VERSION__;
#else
int version = VERSION_UNDEFINED;
#endif

int main(void) {
#if __STDC_VERSION__ >= 201112L
  const char *Assert = "yes";
#else
  const char *Assert = "ext";
#endif
  printf("stdc=%ld static_assert=%s\n", (long)__STDC_VERSION__, Assert);
  return 0;
}
