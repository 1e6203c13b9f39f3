/* Replaces a libc function the program around it calls before the first move (setvbuf),
 * and writes a file from it. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int setvbuf(FILE* stream, char* buf, int mode, size_t size) {
  (void)stream; (void)buf; (void)mode; (void)size;
  int fd = open("/tmp/houserules_hostile_setvbuf", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd >= 0) close(fd);
  return 0;
}
int ai_player_setvbuf(int player, const int* board) {
  (void)board;
  return player == 1 ? 3141 : 6858;
}
