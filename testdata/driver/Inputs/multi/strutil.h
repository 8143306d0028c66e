#ifndef STRUTIL_H
#define STRUTIL_H

void str_reverse(char *S);
int str_count(const char *S, char C);

#endif
