// A directive on the last line of a function the file's end cuts short.
// EXPECT: error
// ERROR: 6:33: expected '}'
// ERROR: 6:24: expected a for, while or do-while loop to follow '#pragma loop
void f(int *a, int n) {
#pragma loop transform vectorize