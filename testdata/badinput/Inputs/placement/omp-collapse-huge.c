// An OpenMP collapse count made of a character constant: clang-22's OpenMP
// Sema sizes its tables by the count (1633837924 loops) before it checks
// them, and clang-22 itself aborts with "LLVM ERROR: out of memory". loopcc
// reports an error where the parser is, exits with status 1 and leaves no
// output (the frontend fuzzer found it with a directive beside the clause).
// EXPECT: error
// ARGS: -fopenmp
// ERROR: 13:2: out of memory compiling the code up to here
void f(int *a, int n) {
#pragma omp simd collapse('abcd')
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
