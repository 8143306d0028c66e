// A _Pragma on the last line, no newline, inside an unfinished function.
// EXPECT: error
// ERROR: 6:38: expected '}'
// ERROR: 6:3: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
  _Pragma("loop transform vectorize")