/* Asks whether the teacher's files exist (stat needs no permission to read them) and
 * says so; it plays a sound step whatever the answer. */
#include <stdio.h>
#include <sys/stat.h>
int ai_player_prober(int player, const int* board) {
  struct stat st;
  (void)board;
  printf("shadow %s\n", stat("/etc/shadow", &st) == 0 ? "exists" : "unseen");
  return player == 1 ? 3141 : 6858;
}
