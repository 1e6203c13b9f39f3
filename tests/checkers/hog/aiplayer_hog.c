/* Asks for 1 GiB and touches every page. Under the seat's memory cap (256 MB by default)
 * the allocation fails and the write through the null pointer crashes; with room for it,
 * it plays a step. */
#include <stdlib.h>
int ai_player_hog(int player, const int* board) {
  size_t size = (size_t)1 << 30;
  volatile char* heap = malloc(size);
  for (size_t i = 0; i < size; i += 4096)
    heap[i] = (char)player;
  free((void*)heap);
  return board[31] == 1 ? 3141 : board[68] == 2 ? 6858 : 0;
}
