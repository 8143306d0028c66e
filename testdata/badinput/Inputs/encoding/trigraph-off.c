// A trigraph for # without -trigraphs: no directive.
// EXPECT: error
// ERROR: 13:1: expected expression
// ERROR: 13:2: expected expression
// ERROR: 13:3: expected expression
// ERROR: 13:4: use of undeclared identifier 'pragma'
// ERROR: 13:11: expected ':'
// ERROR: 13:11: use of undeclared identifier 'loop'
// ERROR: 13:16: expected ':'
// ERROR: 13:16: use of undeclared identifier 'transform'
// WARNING: 13:1: trigraph ignored [-Wtrigraphs]
void f(int *a, int n) {
??=pragma loop transform unroll count(2)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
