// Found through -isystem. The same unused variable as in local_header.h,
// but a system header's warnings are not shown.
#define SYSTEM_VALUE 31
static inline int system_helper(int X) {
  int Unused;
  return X + SYSTEM_VALUE;
}
