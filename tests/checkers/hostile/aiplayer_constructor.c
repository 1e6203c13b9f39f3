/* Runs code before main: a constructor writes a file and starts a daemon that writes
 * again later. Confined before exec, the constructor's first system call outside the
 * allow-list kills it, so it never plays. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
__attribute__((constructor)) static void before_main(void) {
  int fd = open("/tmp/houserules_hostile_constructor", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd >= 0) {
    write(fd, "ran\n", 4);
    close(fd);
  }
  if (fork() == 0) {
    setsid();
    sleep(3);
    fd = open("/tmp/houserules_hostile_daemon", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) write(fd, "still here\n", 11);
    _exit(0);
  }
}
int ai_player_constructor(int player, const int* board) {
  (void)board;
  return player == 1 ? 3141 : 6858;
}
