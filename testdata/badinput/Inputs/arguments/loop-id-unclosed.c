// #pragma loop id( without its closing parenthesis: the line is skipped to
// its end (the handler once read on past it, into the next lines, and
// crashed), at file scope, before a loop, and on the last line of the file.
// EXPECT: error
// ERROR: 8:14: expected '#pragma loop id(NAME)': one identifier, the name of the loop that follows
// ERROR: 10:14: expected '#pragma loop id(NAME)': one identifier, the name of the loop that follows
// ERROR: 15:14: expected '#pragma loop id(NAME)': one identifier, the name of the loop that follows
#pragma loop id(a
void f(int *a, int n) {
#pragma loop id(b
  for (int i = 0; i < n; i++)
    a[i] = i;
}
int g;
#pragma loop id(c