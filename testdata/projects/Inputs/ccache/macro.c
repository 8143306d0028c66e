// The unroll count is a macro, UF, given on the command line (-DUF=2 or
// -DUF=4): in ccache's preprocessor mode only the preprocessed source tells
// the two compiles apart.
void fill(unsigned *restrict x, int n) {
#pragma loop transform unroll count(UF)
  for (int i = 0; i < n; i++)
    x[i] = 3u * (unsigned)i + 1u;
}
