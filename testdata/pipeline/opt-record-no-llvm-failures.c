// -fsave-optimization-record: a loop that carries a loopcc chain gets no
// failure entry from LLVM's transform-warning or from LoopDistribute's own
// failure diagnostic in the record, whether its chain failed (loopcc reports
// that itself) or its loop was distributed (the entry would be a false
// "distribution failed"); the record does hold the passes' own entries for
// these loops. clang-22's record for the same loops with the closest pragmas
// has such failure entries, which is what is left out.
//
// RUN: %loopcc -O2 -fsave-optimization-record -foptimization-record-file=%t.yaml -c %s -o %t.o 2> /dev/null
// RUN: %python %S/Inputs/opt-record.py %t.yaml > %t.record
// RUN: FileCheck --check-prefix=RECORD %s < %t.record
// RUN: %clang -DCLANG -O2 -fsave-optimization-record -foptimization-record-file=%t.clang.yaml \
// RUN:   -c %s -o %t.clang.o 2> /dev/null
// RUN: %python %S/Inputs/opt-record.py %t.clang.yaml > %t.clang.record
// RUN: FileCheck --check-prefix=CLANG %s < %t.clang.record
//
// RUN: not grep -e '^Failure ' -e ' transform-warning ' %t.record

#ifdef CLANG
#define LOOP(ours, clangs) _Pragma(clangs)
#else
#define LOOP(ours, clangs) _Pragma(ours)
#endif

void nothing_to_split(int *a, int n) {
  LOOP("loop transform distribute", "clang loop distribute(enable)")
  for (int i = 0; i < n; i++)
    a[i + 1] = a[i] * 3;
}
// RECORD-DAG: Missed loop-distribute NotDistributed nothing_to_split [[@LINE-3]]:3
// CLANG-DAG: Failure transform-warning FailedRequestedDistribution nothing_to_split [[@LINE-4]]:3

void distributed(int *restrict a, const int *restrict b, int *restrict c,
                 const int *restrict d, const int *restrict e, int n) {
  LOOP("loop transform distribute", "clang loop distribute(enable)")
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
}
// RECORD-DAG: Passed loop-distribute Distribute distributed [[@LINE-5]]:3
// CLANG-DAG: Failure transform-warning FailedRequestedDistribution distributed [[@LINE-6]]:3

void chain_fails(int *a, int n) {
  LOOP("loop transform unroll count(2)", "clang loop unroll_count(2)")
  LOOP("loop transform vectorize width(4)", "clang loop vectorize_width(4)")
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 3 + 1;
}
// RECORD-DAG: Missed loop-vectorize MissedDetails chain_fails [[@LINE-3]]:3
// CLANG-DAG: Failure transform-warning FailedRequestedVectorization chain_fails [[@LINE-4]]:3
