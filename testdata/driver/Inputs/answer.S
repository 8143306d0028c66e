// int answer(void): returns ANSWER, a macro, so this file needs cpp.
#define ANSWER 42
        .text
        .globl  answer
        .type   answer,@function
answer:
        movl    $ANSWER, %eax
        ret
        .size   answer, .-answer
        .section .note.GNU-stack,"",@progbits
