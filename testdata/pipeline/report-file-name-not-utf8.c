// A file name that is not UTF-8 (here a #line name with a Latin-1 byte; a
// file on disk may have one as well) reaches the JSON report with U+FFFD in
// place of each invalid byte: JSON holds UTF-8 only, and a report that
// does not parse is no report. The diagnostic keeps the bytes, as clang's.
// (The frontend fuzzer found this: a build of loopcc with assertions
// aborted in llvm::json on such a name.)
//
// RUN: %loopcc -O2 -Wno-invalid-source-encoding -c %S/Inputs/line-name-latin1.c -o %t.o -floop-transform-report=%t.json 2> %t.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck %s
// RUN: count 0 < %t.err

// CHECK: chain t�st.c f 101:3
// CHECK-NEXT: step 0 interleave count(4) @100:24 applied
