// -Werror turns a warning into an error: the status becomes 1 and no object
// is written; -Wno-error=<group> and -Wno-<group> turn it back.
// RUN: rm -rf %t && mkdir -p %t
// Just a warning: compiled.
// RUN: %loopcc -Wall -c %s -o %t/warn.o 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: test -s %t/warn.o
// With -Werror: an error, status 1, no object.
// RUN: sh -c '%loopcc -Wall -Werror -c %s -o %t/err.o; echo "exit=$?"' 2>&1 \
// RUN:   | FileCheck --check-prefixes=ERR,STATUS %s
// RUN: not test -e %t/err.o
// RUN: not %loopcc -Werror=unused-variable -c %s -o %t/err2.o 2>&1 \
// RUN:   | FileCheck --check-prefix=ERR %s
// RUN: not test -e %t/err2.o
// Back to a warning, or nothing at all.
// RUN: %loopcc -Wall -Werror -Wno-error=unused-variable -c %s -o %t/back.o 2>&1 \
// RUN:   | FileCheck --check-prefix=WARN %s
// RUN: test -s %t/back.o
// RUN: %loopcc -Wall -Werror -Wno-unused-variable -c %s -o %t/quiet.o 2>&1 \
// RUN:   | count 0
// RUN: test -s %t/quiet.o

// WARN: werror.c:[[@LINE+6]]:7: warning: unused variable 'Unused' [-Wunused-variable]
// WARN: 1 warning generated.
// ERR: werror.c:[[@LINE+4]]:7: error: unused variable 'Unused' [-Werror,-Wunused-variable]
// ERR: 1 error generated.
// STATUS-NEXT: exit=1
int main(void) {
  int Unused;
  return 0;
}
