// A directive at the end of a statement expression.
// EXPECT: error
// ERROR: 6:7: initializing 'int' with an expression of incompatible type 'void'
// ERROR: 8:24: expected a for, while or do-while loop to follow '#pragma loop
int f(int *a, int n) {
  int x = ({
    int s = n;
#pragma loop transform unroll count(2)
  });
  return x;
}
