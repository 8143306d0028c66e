// A header that includes itself until clang's include depth limit.
#pragma loop transform unroll count(2)
#include "recursive.h"
