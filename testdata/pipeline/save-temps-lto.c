// -save-temps with -flto: the bitcode job must run the pre-link pipeline
// itself (it writes the summary the link reads), so the optimizer stays
// there and the frontend job runs none. The frontend job writes the chains
// into the bitcode (the lowered follow-ups on the loops, and the chain
// record, passes/ChainRecord.h); loopcc's passes in the bitcode job read
// them there, so the written order is honoured and a missed step is
// reported at its loop, exactly as without -save-temps: for full LTO and
// ThinLTO the functions of the bitcode object are those of the object
// built without -save-temps (value names aside: the frontend job of
// -save-temps keeps them), and the warning and its notes are the same.
//
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %loopcc -O2 -flto -save-temps -c %s -o full-st.o 2> full-st.err
// RUN: %loopcc -O2 -flto -c %s -o full.o 2> full.err
// RUN: %opt -passes=instnamer -S full-st.o -o full-st.ll
// RUN: %opt -passes=instnamer -S full.o -o full.ll
// RUN: %python %S/Inputs/function-bodies.py full-st.ll > full-st.body
// RUN: %python %S/Inputs/function-bodies.py full.ll > full.body
// RUN: diff full-st.body full.body
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < full-st.err
// RUN: diff full-st.err full.err
// RUN: FileCheck --check-prefix=IR %s < full-st.ll
//
// RUN: %loopcc -O2 -flto=thin -save-temps -c %s -o thin-st.o 2> thin-st.err
// RUN: %loopcc -O2 -flto=thin -c %s -o thin.o 2> thin.err
// RUN: %opt -passes=instnamer -S thin-st.o -o thin-st.ll
// RUN: %opt -passes=instnamer -S thin.o -o thin.ll
// RUN: %python %S/Inputs/function-bodies.py thin-st.ll > thin-st.body
// RUN: %python %S/Inputs/function-bodies.py thin.ll > thin.body
// RUN: diff thin-st.body thin.body
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < thin-st.err
// RUN: diff thin-st.err thin.err
// RUN: FileCheck --check-prefix=IR %s < thin-st.ll

// unroll first, then vectorize: not LLVM's order. Both steps applied: the
// loops of chain 1 carry its final marker (step 2 of 2).
void scale(float *restrict a, const float *restrict b, int n) {
#pragma loop transform vectorize width(8)
#pragma loop transform unroll count(4)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0f + b[i];
}
// IR-NOT: !loopcc.chains
// IR: !{!"loopcc.chain", i32 1, i32 2}

void recurrence(float *a, int n) {
#pragma loop transform unroll count(2)
#pragma loop transform vectorize width(4)
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 2.0f;
}
// WARN: save-temps-lto.c:[[@LINE-3]]:3: warning: loop not vectorized: {{.*}}An iteration reads what an earlier one wrote, fewer iterations back than a vector has lanes
// WARN: save-temps-lto.c:[[@LINE-5]]:24: note: 'vectorize width(4)' requested here
// WARN: save-temps-lto.c:[[@LINE-7]]:24: note: 'unroll count(2)' was not applied because it follows 'vectorize width(4)'
