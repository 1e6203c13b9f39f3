/* Starts a process during a move that would outlive its game. */
#include <fcntl.h>
#include <unistd.h>
int ai_player_daemon(int player, const int* board) {
  (void)board;
  if (fork() == 0) {
    sleep(3);
    int fd = open("/tmp/houserules_hostile_daemon_move", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) close(fd);
    _exit(0);
  }
  return player == 1 ? 3141 : 6858;
}
