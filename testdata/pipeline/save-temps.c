// -save-temps splits the compile into jobs; loopcc runs the optimizer in
// the frontend job, where the chains are (driver/SaveTempsJobs.h), so the
// directives apply as without -save-temps: the same warnings at the same
// lines, the same report, and the same assembly (the .s kept by
// -save-temps against -S without it, comments aside: block names differ).
//
// RUN: rm -rf %t && mkdir -p %t/temps %t/direct
// RUN: cd %t/temps && %loopcc -O2 -save-temps -c %s -o save-temps.o -floop-transform-report=report.json 2> err
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t/temps/err
// RUN: %python %S/Inputs/report.py %t/temps/report.json | FileCheck --check-prefix=JSON %s
// RUN: cd %t/direct && %loopcc -O2 -S %s -o save-temps.s
// RUN: sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' -e '/\.file/d' -e '/\.ident/d' %t/temps/save-temps.s > %t/temps.s
// RUN: sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' -e '/\.file/d' -e '/\.ident/d' %t/direct/save-temps.s > %t/direct.s
// RUN: diff %t/direct.s %t/temps.s
// The chain was applied in that assembly: packed (vector) arithmetic.
// RUN: FileCheck --check-prefix=ASM %s < %t/temps.s
// And a -Werror=pass-failed build fails on the missed one, as without
// -save-temps.
// RUN: cd %t/temps && not %loopcc -O2 -save-temps -Werror=pass-failed -c %s -o werror.o 2>&1 | FileCheck --check-prefix=ERROR %s

void scale(float *restrict a, const float *restrict b, int n) {
#pragma loop transform unroll count(4)
#pragma loop transform vectorize width(8)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}
// JSON: chain save-temps.c scale [[@LINE-3]]:3
// JSON-NEXT: step 0 vectorize width(8) @[[@LINE-5]]:24 applied vector_width=8
// JSON-NEXT: step 1 unroll count(4) @[[@LINE-7]]:24 applied
// ASM-LABEL: scale:
// ASM: addps

float sum(const float *a, int n) {
  float s = 0;
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++) {
    s = s * 0.5f + a[i];
    if (s > 100.0f)
      break;
  }
  return s;
}
// WARN: save-temps.c:[[@LINE-7]]:3: warning: loop not vectorized: {{.*}} [-Wpass-failed]
// WARN: save-temps.c:[[@LINE-9]]:24: note: 'vectorize width(4)' requested here
// ERROR: save-temps.c:[[@LINE-9]]:3: error: loop not vectorized: {{.*}} [-Werror,-Wpass-failed]
// JSON: chain save-temps.c sum [[@LINE-10]]:3
// JSON-NEXT: step 0 vectorize width(4) @[[@LINE-12]]:24 missed
