/* What the kernel charges on this machine: a system call, a page fault (first touch of an
   anonymous 4 KB page) and a pipe message. The test command prints them beside its times:
   the browser tests and the builds spend much of theirs in these, so a machine where they cost
   ten times more runs the command far slower on the same code. */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void) {
    enum { CALLS = 200000, PAGES = 16384, MESSAGES = 50000 };
    double t = now();
    for (int i = 0; i < CALLS; i++) syscall(SYS_getppid);
    const double call = (now() - t) / CALLS;

    const size_t size = (size_t)PAGES * 4096;
    char* p = mmap(0, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return 1;
    madvise(p, size, MADV_NOHUGEPAGE);  /* one fault a 4 KB page, whatever the THP setting */
    t = now();
    for (size_t i = 0; i < size; i += 4096) p[i] = 1;
    const double fault = (now() - t) / PAGES;
    munmap(p, size);

    int fd[2];
    if (pipe(fd)) return 1;
    char c = 0;
    t = now();
    const pid_t child = fork();
    if (child == 0) {
        for (int i = 0; i < MESSAGES; i++)
            if (read(fd[0], &c, 1) != 1) _exit(1);
        _exit(0);
    }
    for (int i = 0; i < MESSAGES; i++)
        if (write(fd[1], &c, 1) != 1) return 1;
    waitpid(child, 0, 0);
    const double message = (now() - t) / MESSAGES;
    printf("a system call %.2f us, a page fault %.2f us, a pipe message %.2f us\n", call * 1e6, fault * 1e6,
           message * 1e6);
    return 0;
}
