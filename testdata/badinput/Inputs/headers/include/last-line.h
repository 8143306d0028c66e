// A header whose last line is a directive at file scope, no newline.
#pragma loop transform unroll count(2)