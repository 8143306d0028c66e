#pragma loop transform unroll count(2)
// EXPECT: error
// ERROR: 1:24: '#pragma loop transform' must be inside a function, directly before a
