// Loaded before libfaketime when the suite runs with the machine's clock moved
// (scripts/faketime/test-a-year-ahead.sh). Node's libuv reads file times with the statx system
// call, made through libc's syscall(), which libfaketime 0.9.10 does not see: files would keep
// the real time while Date.now() is moved, and Next's page cache, which dates an entry read from
// disk by its file's time, would take every entry for a year old. Answering ENOSYS to statx makes
// libuv fall back to fstatat, whose times libfaketime moves like the clock.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdarg.h>
#include <sys/syscall.h>

long syscall(long number, ...) {
  static long (*real)(long, ...) = 0;
  va_list args;
  va_start(args, number);
  long a = va_arg(args, long), b = va_arg(args, long), c = va_arg(args, long);
  long d = va_arg(args, long), e = va_arg(args, long), f = va_arg(args, long);
  va_end(args);
  if (number == SYS_statx) {
    errno = ENOSYS;
    return -1;
  }
  if (!real) real = (long (*)(long, ...))dlsym(RTLD_NEXT, "syscall");
  return real(number, a, b, c, d, e, f);
}
