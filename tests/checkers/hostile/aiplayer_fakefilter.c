/* Defines the libseccomp functions a self-confining program would call, as functions that
 * do nothing, then runs a shell during a move. */
#include <stdlib.h>
typedef void* scmp_filter_ctx;
scmp_filter_ctx seccomp_init(unsigned action) { (void)action; return (void*)1; }
int seccomp_rule_add(scmp_filter_ctx c, unsigned a, int s, unsigned n, ...) {
  (void)c; (void)a; (void)s; (void)n; return 0;
}
int seccomp_load(scmp_filter_ctx c) { (void)c; return 0; }
void seccomp_release(scmp_filter_ctx c) { (void)c; }
int ai_player_fakefilter(int player, const int* board) {
  (void)board;
  system("id > /tmp/houserules_hostile_fakefilter");
  return player == 1 ? 3141 : 6858;
}
