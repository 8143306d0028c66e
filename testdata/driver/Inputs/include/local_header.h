// Found through -I. Under -Wall its unused variable warns: it is not a
// system header.
#define LOCAL_VALUE 11
static inline int local_helper(int X) {
  int Unused;
  return X + LOCAL_VALUE;
}
