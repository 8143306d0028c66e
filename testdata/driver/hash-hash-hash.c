// -### prints the jobs without running them: the compile is a -cc1 job whose
// program is loopcc itself (run in-process), the link is ld's, and no file
// is written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopcc -### -O2 -c %s -o %t/out.o 2>&1 | FileCheck --check-prefix=CC1 %s
// RUN: not test -e %t/out.o
// RUN: %loopcc -### -O2 %s -o %t/prog 2>&1 | FileCheck --check-prefix=LINK %s
// RUN: not test -e %t/prog
// With -fno-integrated-cc1 the same job runs as a separate loopcc process,
// and still builds a working program.
// RUN: %loopcc -### -fno-integrated-cc1 -c %s 2>&1 \
// RUN:   | FileCheck --check-prefix=NOINT %s
// RUN: %loopcc -fno-integrated-cc1 -O2 %s -o %t/prog2
// RUN: %t/prog2 | FileCheck --check-prefix=RUNOUT %s

// CC1: clang version 22
// CC1: (in-process)
// CC1-NEXT: "{{[^"]*}}/loopcc" "-cc1" "-triple" "x86_64-{{[^"]*}}-linux-gnu"
// CC1-SAME: "-emit-obj"
// CC1-SAME: "-resource-dir" "/usr/lib/llvm-22/lib/clang/22"
// CC1-SAME: "-o" "{{[^"]*}}/out.o" "-x" "c" "{{[^"]*}}hash-hash-hash.c"
// CC1-NOT: "-cc1"

// LINK: "{{[^"]*}}/loopcc" "-cc1"
// LINK-SAME: "-o" "[[OBJ:[^"]*]]" "-x" "c"
// LINK-NEXT: "{{[^"]*}}ld{{[^"]*}}"
// LINK-SAME: "-o" "{{[^"]*}}/prog"
// LINK-SAME: "[[OBJ]]"
// LINK-SAME: "-lc"

// NOINT-NOT: (in-process)
// NOINT: "{{[^"]*}}/loopcc" "-cc1"

// RUNOUT: hash-hash-hash ok
#include <stdio.h>

int main(void) {
  puts("hash-hash-hash ok");
  return 0;
}
