// One -Rpass remark and one optimization-record entry per applied step: the
// scheduler runs LoopUnroll/LoopVectorize several rounds over `rounds`, and
// no round repeats another's remark, nor hides a distinct step's identical
// remark (`unroll count(2)`, `vectorize`, `unroll count(2)` unrolls twice:
// two "unrolled loop by a factor of 2", as the record shows). -O2 and -O3.
// Likewise one "distributed loop" per loop when LoopDistribute runs for a
// chain after a lone `distribute` in the same function.
//
// RUN: %loopcc -O2 -fsave-optimization-record -foptimization-record-file=%t.yaml -c %s -o %t.o
// RUN: %python %S/Inputs/opt-record.py %t.yaml | grep -e '^Passed loop-unroll ' -e '^Passed loop-vectorize ' \
// RUN:   | sort | uniq -c > %t.record.counts
// RUN: FileCheck --check-prefix=RECORD %s < %t.record.counts
// RUN: %python %S/Inputs/opt-record.py %t.yaml | grep -e '^Passed loop-unroll ' -e '^Passed loop-vectorize ' | count 6
//
// RUN: %loopcc -O2 -Rpass='loop-vectorize|loop-unroll|loop-distribute|loop-unroll-and-jam' \
// RUN:   -floop-transform-report=%t.json -c %s -o %t.o 2> %t.O2.err
// RUN: %python %S/Inputs/report.py %t.json | FileCheck --check-prefix=JSON %s
// RUN: grep ': remark: ' %t.O2.err | count 6
// RUN: grep ': remark: ' %t.O2.err | sed -e 's/^.*rpass-not-repeated\.c:/rpass-not-repeated.c:/' \
// RUN:   | sort | uniq -c > %t.O2.counts
// RUN: FileCheck --check-prefix=COUNTS %s < %t.O2.counts
// RUN: %loopcc -O3 -Rpass='loop-vectorize|loop-unroll|loop-distribute|loop-unroll-and-jam' \
// RUN:   -c %s -o %t.o 2> %t.O3.err
// RUN: grep ': remark: ' %t.O3.err | count 6
// RUN: grep ': remark: ' %t.O3.err | sed -e 's/^.*rpass-not-repeated\.c:/rpass-not-repeated.c:/' \
// RUN:   | sort | uniq -c > %t.O3.counts
// RUN: FileCheck --check-prefix=COUNTS %s < %t.O3.counts
//
// RUN: %loopcc -O2 -DDISTRIBUTE -Rpass=loop-distribute -c %s -o %t.o 2> %t.dist.err
// RUN: grep ': remark: distributed loop' %t.dist.err | count 2
// RUN: grep ': remark: ' %t.dist.err | sed -e 's/^.*rpass-not-repeated\.c:/rpass-not-repeated.c:/' \
// RUN:   | sort | uniq -c > %t.dist.counts
// RUN: FileCheck --check-prefix=DIST %s < %t.dist.counts

void rounds(float *restrict a, const float *restrict b, float *restrict c,
            float *restrict d, int n) {
#pragma loop transform vectorize width(4)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
// COUNTS-DAG: {{^ *}}1 rpass-not-repeated.c:[[@LINE-2]]:3: remark: vectorized loop (vectorization width: 4, interleaved count: {{[0-9]+}}) [-Rpass=loop-vectorize]
// RECORD-DAG: {{^ *}}1 Passed loop-vectorize Vectorized rounds [[@LINE-3]]:3
// JSON: chain rpass-not-repeated.c rounds [[@LINE-4]]:3
// JSON-NEXT: step 0 vectorize width(4) {{.*}} applied

#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    c[i] = c[i] * 2.0f + b[i];
// COUNTS-DAG: {{^ *}}1 rpass-not-repeated.c:[[@LINE-2]]:3: remark: unrolled loop by a factor of 2 with run-time trip count [-Rpass=loop-unroll]
// COUNTS-DAG: {{^ *}}1 rpass-not-repeated.c:[[@LINE-3]]:3: remark: vectorized loop (vectorization width: 4, interleaved count: {{[0-9]+}}) [-Rpass=loop-vectorize]
// RECORD-DAG: {{^ *}}1 Passed loop-unroll PartialUnrolled rounds [[@LINE-4]]:3
// RECORD-DAG: {{^ *}}1 Passed loop-vectorize Vectorized rounds [[@LINE-5]]:3
// JSON: chain rpass-not-repeated.c rounds [[@LINE-6]]:3
// JSON-NEXT: step 0 unroll count(2) {{.*}} applied
// JSON-NEXT: step 1 vectorize width(4) {{.*}} applied

#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
#pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    d[i] = d[i] * 3.0f + c[i];
// COUNTS-DAG: {{^ *}}2 rpass-not-repeated.c:[[@LINE-2]]:3: remark: unrolled loop by a factor of 2 with run-time trip count [-Rpass=loop-unroll]
// COUNTS-DAG: {{^ *}}1 rpass-not-repeated.c:[[@LINE-3]]:3: remark: vectorized loop (vectorization width: 4, interleaved count: {{[0-9]+}}) [-Rpass=loop-vectorize]
// RECORD-DAG: {{^ *}}2 Passed loop-unroll PartialUnrolled rounds [[@LINE-4]]:3
// RECORD-DAG: {{^ *}}1 Passed loop-vectorize Vectorized rounds [[@LINE-5]]:3
// JSON: chain rpass-not-repeated.c rounds [[@LINE-6]]:3
// JSON-NEXT: step 0 unroll count(2) {{.*}} applied
// JSON-NEXT: step 1 vectorize width(4) {{.*}} applied
// JSON-NEXT: step 2 unroll count(2) {{.*}} applied
}

#ifdef DISTRIBUTE
void distribute_rounds(int *restrict a, const int *restrict b, int *restrict c,
                       const int *restrict d, const int *restrict e, int n) {
#pragma loop transform distribute
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + b[i];
    c[i] = d[i] * e[i];
  }
// DIST-DAG: {{^ *}}1 rpass-not-repeated.c:[[@LINE-4]]:3: remark: distributed loop [-Rpass=loop-distribute]

#pragma loop transform distribute
#pragma loop transform unroll count(2)
  for (int i = 1; i < n; i++) {
    c[i] = c[i - 1] + b[i];
    a[i] = d[i] * e[i];
  }
// DIST-DAG: {{^ *}}1 rpass-not-repeated.c:[[@LINE-4]]:3: remark: distributed loop [-Rpass=loop-distribute]
}
#endif
