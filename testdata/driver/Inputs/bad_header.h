// Included by diagnostics-match-clang.c: a warning reported through an
// include stack.
static int header_function(int X) {
  if (X = 3)
    return 1;
  return 0;
}
