// Built by install.test with an installed loopcc: needs clang's builtin
// <stddef.h> and <stdarg.h>.
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

struct Pair {
  char Key;
  double Value;
};

static int add_all(int Count, ...) {
  va_list Args;
  va_start(Args, Count);
  int Sum = 0;
  while (Count--)
    Sum += va_arg(Args, int);
  va_end(Args);
  return Sum;
}

int main(void) {
  printf("offset=%zu sum=%d max_align_ok=%d\n", offsetof(struct Pair, Value),
         add_all(5, 1, 2, 3, 4, 5),
         (int)(_Alignof(max_align_t) >= _Alignof(long double)));
  return 0;
}
