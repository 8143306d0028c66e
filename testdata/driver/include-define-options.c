// -D, -U, -I, -include and -isystem: macros from the command line (later
// options win), headers found through -I and -isystem, a header forced in
// with -include, and -isystem headers treated as system headers (their
// warnings are not shown, even under -Werror).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -Wall -Werror -DNAME=\"cmdline\" -DCOUNT=3 -DDROPPED -UDROPPED \
// RUN:   -I%S/Inputs/include -isystem %S/Inputs/sysinclude \
// RUN:   -include %S/Inputs/forced.h -Wno-unused-function %s -o %t/prog \
// RUN:   -DUSE_LOCAL=0
// RUN: %t/prog | FileCheck %s
//
// Without -D the default applies; -U removes a macro given earlier.
// RUN: %loopcc -I%S/Inputs/include -isystem %S/Inputs/sysinclude \
// RUN:   -include %S/Inputs/forced.h -DCOUNT=1 -UCOUNT -DDROPPED %s -o %t/prog2
// RUN: %t/prog2 | FileCheck --check-prefix=DEFAULTS %s
//
// Without -I the header is not found.
// RUN: not %loopcc -isystem %S/Inputs/sysinclude -include %S/Inputs/forced.h \
// RUN:   -fsyntax-only %s 2>&1 | FileCheck --check-prefix=NOINC %s
// Without -include, FORCED_VALUE is not defined.
// RUN: not %loopcc -I%S/Inputs/include -isystem %S/Inputs/sysinclude \
// RUN:   -fsyntax-only %s 2>&1 | FileCheck --check-prefix=NOFORCE %s
//
// The header under -I warns, the one under -isystem does not.
// RUN: not %loopcc -Wall -Werror -DUSE_LOCAL=1 -I%S/Inputs/include \
// RUN:   -isystem %S/Inputs/sysinclude -include %S/Inputs/forced.h \
// RUN:   -fsyntax-only %s 2>&1 | FileCheck --check-prefix=LOCALWARN %s
// RUN: %loopcc -Wall -I%S/Inputs/include -isystem %S/Inputs/sysinclude \
// RUN:   -include %S/Inputs/forced.h -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck --allow-empty --check-prefix=NOSYSWARN %s
// And -E marks it as a system header (flag 3).
// RUN: %loopcc -E -I%S/Inputs/include -isystem %S/Inputs/sysinclude \
// RUN:   -include %S/Inputs/forced.h %s | FileCheck --check-prefix=PP %s

// CHECK: name=cmdline count=3 dropped=no forced=100 system=32{{$}}
// DEFAULTS: name=default count=2 dropped=yes forced=100 system=32 local=12
// NOINC: fatal error: 'local_header.h' file not found
// NOFORCE: error: use of undeclared identifier 'FORCED_VALUE'
// LOCALWARN: local_header.h:5:7: error: unused variable 'Unused' [-Werror,-Wunused-variable]
// LOCALWARN-NOT: system_header.h
// NOSYSWARN-NOT: system_header.h
// PP: # 1 "{{.*}}Inputs/forced.h" 1
// PP: # 1 "{{.*}}Inputs/sysinclude/system_header.h" 1 3
#include <stdio.h>
#include <system_header.h>

#ifndef NAME
#define NAME "default"
#endif
#ifndef COUNT
#define COUNT 2
#endif
#ifndef USE_LOCAL
#define USE_LOCAL 1
#endif

#if USE_LOCAL
#include "local_header.h"
#endif

int main(void) {
#ifdef DROPPED
  const char *Dropped = "yes";
#else
  const char *Dropped = "no";
#endif
  printf("name=%s count=%d dropped=%s forced=%d system=%d", NAME, COUNT,
         Dropped, FORCED_VALUE, system_helper(1));
#if USE_LOCAL
  printf(" local=%d", local_helper(1));
#endif
  printf("\n");
  return 0;
}
