/* Does not compile. */
int ai_player_broken(int player, const int* board) {
  return player +
}
