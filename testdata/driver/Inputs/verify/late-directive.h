// A directive that reaches the unit from a header: the first attempt has
// no loop locations and is compiled again (LocationTracking.h).
#define REVERSED_LOOP(I, N)                                                   \
  _Pragma("loop transform reverse") for (int I = 1; I < (N); I++)
