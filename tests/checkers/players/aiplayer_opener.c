/* Tries to read a file before it plays. */
#include <stdio.h>
int ai_player_opener(int player, const int* board) {
  FILE* f = fopen("/etc/passwd", "r");
  if (f) {
    char line[256];
    if (fgets(line, sizeof line, f)) printf("I read: %s", line);
    fclose(f);
  }
  (void)board;
  return player == 1 ? 3141 : 6858;
}
