/* Built by install-script.test with the installed loopcc and <loopcc.h>. */
#include <loopcc.h>
#include <stdio.h>

int main(void) {
  float y[64];
  LOOP_TRANSFORM(vectorize width(4))
  for (int i = 0; i < 64; i++)
    y[i] = 2.0f * i;
  printf("%g\n", y[63]);
  return 0;
}
