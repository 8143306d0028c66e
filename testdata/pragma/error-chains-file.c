// A malformed chains file (Inputs/chains-file/malformed.chains) is an
// error at its file:line:column with a caret, every error of the file is
// reported (each line on its own), the exit status is 1 and no output file
// is written: a directive before any header; a header without the loop, or
// with the file not quoted, a loop number 0, one too large, something after
// it, an empty file name; a line that is neither a header nor a directive;
// the directive parser's own errors (a tile size 0); `#pragma loop id` and
// `fuse`, which a chains file cannot use; a misspelt `transform`; a bare
// `#pragma loop`. A chain role check error (on(intratile(3)) after a
// two-loop tile would be) is not reached: a file with an error applies
// nothing. A chains file that does not exist, or is a directory, is an
// error naming it.
//
// RUN: rm -f %t.o
// RUN: not %loopcc -c %s -o %t.o -floop-transform-chains=%S/Inputs/chains-file/malformed.chains 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: test ! -e %t.o
// RUN: not %loopcc -c %s -o %t.o -floop-transform-chains=%t.missing.chains 2>&1 | FileCheck --check-prefix=MISSING %s
// RUN: test ! -e %t.o
// RUN: not %loopcc -c %s -o %t.o -floop-transform-chains=%S 2>&1 | FileCheck --check-prefix=DIRECTORY %s
// RUN: test ! -e %t.o
//
// CHECK: malformed.chains:1:1: error: '#pragma loop transform' before any chain's header: write 'loop "FILE" FUNCTION N' above it to say which loop it is for
// CHECK-NEXT: 1 | #pragma loop transform unroll count(2)
// CHECK-NEXT: | ^
// CHECK: malformed.chains:2:34: error: expected the loop's number or name: a chain's header is 'loop "FILE" FUNCTION N' (N counts the function's loops from 1; a loop name may stand for it)
// CHECK: malformed.chains:3:6: error: expected the file's name, in double quotes: a chain's header is
// CHECK: malformed.chains:4:35: error: loops are counted from 1: the first loop of the function is loop 1
// CHECK: malformed.chains:5:35: error: loop number '99999999999999999999' is too large
// CHECK: malformed.chains:6:37: error: unexpected 'extra' after the chain's header 'loop "FILE" FUNCTION N'
// CHECK: malformed.chains:7:6: error: expected the file's name, in double quotes: a chain's header is
// CHECK: malformed.chains:8:1: error: expected a chain's header 'loop "FILE" FUNCTION N' or a '#pragma loop transform' line; a chains file holds nothing else but '//' comments
// CHECK: malformed.chains:10:38: error: argument of 'sizes' must be positive, not 0
// CHECK: malformed.chains:12:14: error: '#pragma loop id' in a chains file: a chains file names loops in its headers ('loop "FILE" FUNCTION NAME' takes a name the source gives)
// CHECK: malformed.chains:13:24: error: 'fuse' takes the loops of a block, which a chain's header cannot name: write it in the source, above the block
// CHECK: malformed.chains:14:14: error: unknown '#pragma loop transfrom' in a chains file; did you mean '#pragma loop transform'?
// CHECK: malformed.chains:15:9: error: expected a chain's header
// CHECK: 13 errors generated.
//
// MISSING: error: cannot read the chains file '{{.*}}missing.chains': No such file or directory
// DIRECTORY: error: cannot read the chains file '{{.*}}pragma': {{[Ii]}}s a directory

void kernel(double *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2;
}
