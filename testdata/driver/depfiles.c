// Dependency output as make wants it: -M lists the user and system headers,
// -MM and -MMD leave the system headers out, -MD -MF writes the list to a
// named file while compiling, and -MT names the target. loopcc's lists are
// clang-22's, byte for byte.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -M -I%S/Inputs/include %s | FileCheck --check-prefix=M %s
// RUN: %loopcc -MM -I%S/Inputs/include %s | FileCheck --check-prefix=MM %s
//
// -MD -MF: an object and the dependency file from one compile.
// RUN: %loopcc -MD -MF %t/deps.d -I%S/Inputs/include -c %s -o %t/obj.o
// RUN: test -s %t/obj.o
// RUN: FileCheck --check-prefix=MD %s < %t/deps.d
//
// -MMD: the .d file sits next to the object, named after it.
// RUN: %loopcc -MMD -I%S/Inputs/include -c %s -o %t/mmd.o
// RUN: test -s %t/mmd.o
// RUN: FileCheck --check-prefix=MMD %s < %t/mmd.d
//
// -MT names the target; -MP adds phony targets for the headers.
// RUN: %loopcc -MM -MT custom/target.o -MP -I%S/Inputs/include %s \
// RUN:   | FileCheck --check-prefix=MT %s
// RUN: %loopcc -MMD -MT other.o -MF %t/mt.d -I%S/Inputs/include -c %s -o %t/mt.o
// RUN: FileCheck --check-prefix=MT2 %s < %t/mt.d
//
// The same as clang-22 writes.
// RUN: %clang -M -I%S/Inputs/include %s > %t/clang.M
// RUN: %loopcc -M -I%S/Inputs/include %s > %t/loopcc.M
// RUN: diff %t/clang.M %t/loopcc.M
// RUN: %clang -MD -MF %t/clang.d -I%S/Inputs/include -c %s -o %t/obj.o
// RUN: diff %t/clang.d %t/deps.d

// Long lines are wrapped, where depends on the paths: no -NEXT here.
// M: depfiles.o:
// M: depfiles.c
// M: Inputs/include/local_header.h
// M: /usr/include/stdio.h
// MM: depfiles.o:
// MM: depfiles.c
// MM: Inputs/include/local_header.h
// MM-NOT: stdio.h
// MD: obj.o:
// MD: depfiles.c
// MD: Inputs/include/local_header.h
// MD: /usr/include/stdio.h
// MMD: mmd.o:
// MMD: depfiles.c
// MMD: Inputs/include/local_header.h
// MMD-NOT: stdio.h
// MT: custom/target.o:
// MT: depfiles.c
// MT: Inputs/include/local_header.h
// MT: Inputs/include/local_header.h:
// MT2: other.o:
// MT2: depfiles.c
// MT2: Inputs/include/local_header.h
// MT2-NOT: mt.o
#include "local_header.h"
#include <stdio.h>

int main(void) {
  printf("%d\n", local_helper(1));
  return 0;
}
