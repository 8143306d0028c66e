// Pulled in with -include before the first line of the main file.
#define FORCED_VALUE 100
