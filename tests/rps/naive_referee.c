/* A deliberately naive RPS file referee, written apart from the game's Lua to cross-check
 * the scenarios: a grid of characters, string compares, recount everything after each move.
 *
 *   naive_referee DIR OUT [ROWS COLUMNS ROCKS PAPERS SCISSORS BOMBS JOKERS FLAGS]
 *
 * reads DIR/player{1,2}.rps_{board,moves} and writes the referee's output to OUT. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 100
#define MAXLINES 2000
#define LINELEN 4096

static int N = 10, M = 10;
static int cap[128]; /* by letter */
static char who[MAXN + 1][MAXN + 1];  /* 0, 1, 2 by [y][x] */
static char what[MAXN + 1][MAXN + 1]; /* R P S B F J */
static char rep[MAXN + 1][MAXN + 1];  /* what it fights as */

static char *lines[2][2][MAXLINES]; /* [board=0 / moves=1][player] */
static int nlines[2][2];

static void read_file(const char *dir, const char *name, int kind, int player) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "naive_referee: cannot open %s\n", path);
    exit(1);
  }
  char buf[LINELEN];
  while (fgets(buf, sizeof buf, f)) {
    size_t len = strlen(buf);
    while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r')) buf[--len] = 0;
    lines[kind][player][nlines[kind][player]++] = strdup(buf);
  }
  fclose(f);
}

static int split(const char *line, char words[10][64]) {
  int n = 0;
  const char *p = line;
  while (*p) {
    while (*p && isspace((unsigned char)*p)) p++;
    if (!*p) break;
    int len = 0;
    while (p[len] && !isspace((unsigned char)p[len])) len++;
    if (n == 10) return 99;
    if (len > 60) len = 60; /* a very long word is wrong anyway */
    memcpy(words[n], p, (size_t)len);
    words[n][len] = 0;
    n++;
    p += len;
  }
  return n;
}

static int num(const char *w) { /* -1 when not digits */
  if (!*w || strlen(w) > 6) return strlen(w) > 6 && strspn(w, "0123456789") == strlen(w) ? 999999 : -1;
  for (const char *p = w; *p; p++)
    if (!isdigit((unsigned char)*p)) return -1;
  return atoi(w);
}

static int blank(const char *s) {
  for (; *s; s++)
    if (!isspace((unsigned char)*s)) return 0;
  return 1;
}

/* 0 when the file is good, else the bad line's number. Places the pieces in pl[]. */
struct piece { char what, rep; int x, y; };
static struct piece pl[3][MAXN * MAXN];
static int npl[3];

static int read_board(int player) {
  int count[128] = {0};
  char taken[MAXN + 1][MAXN + 1];
  memset(taken, 0, sizeof taken);
  for (int i = 0; i < nlines[0][player - 1]; i++) {
    char w[10][64];
    int n = split(lines[0][player - 1][i], w);
    if (n == 0) continue;
    if (strlen(w[0]) != 1 || !strchr("RPSBFJ", w[0][0])) return i + 1;
    char t = w[0][0];
    if (n != (t == 'J' ? 4 : 3)) return i + 1;
    int x = num(w[1]), y = num(w[2]);
    if (x < 1 || x > M || y < 1 || y > N) return i + 1;
    char r = t;
    if (t == 'J') {
      if (strlen(w[3]) != 1 || !strchr("RPSB", w[3][0])) return i + 1;
      r = w[3][0];
    }
    if (++count[(int)t] > cap[(int)t]) return i + 1;
    if (taken[y][x]) return i + 1;
    taken[y][x] = 1;
    pl[player][npl[player]++] = (struct piece){t, r, x, y};
  }
  if (count['F'] != cap['F']) return nlines[0][player - 1] > 0 ? nlines[0][player - 1] : 1;
  return 0;
}

/* who wins a fight: 1 the first, 2 the second, 0 both go */
static int fight(char a, char b) {
  if (a == b) return 0;
  if (b == 'F') return 1;
  if (a == 'F') return 2;
  if (a == 'B' || b == 'B') return 0;
  if ((a == 'R' && b == 'S') || (a == 'S' && b == 'P') || (a == 'P' && b == 'R')) return 1;
  return 2;
}

static int flags(int p) {
  int n = 0;
  for (int y = 1; y <= N; y++)
    for (int x = 1; x <= M; x++)
      if (who[y][x] == p && what[y][x] == 'F') n++;
  return n;
}

static int movers(int p) {
  int n = 0;
  for (int y = 1; y <= N; y++)
    for (int x = 1; x <= M; x++)
      if (who[y][x] == p && strchr("RPSJ", what[y][x])) n++;
  return n;
}

static void put(int p, int y, int x, char t, char r) {
  who[y][x] = (char)p;
  what[y][x] = t;
  rep[y][x] = r;
}

static void clear(int y, int x) { put(0, y, x, 0, 0); }

static FILE *out;

static void finish(int winner, const char *reason) {
  fprintf(out, "Winner: %d\nReason: %s\n\n", winner, reason);
  for (int y = 1; y <= N; y++) {
    for (int x = 1; x <= M; x++) {
      char c = ' ';
      if (who[y][x] == 1) c = what[y][x];
      if (who[y][x] == 2) c = (char)tolower(what[y][x]);
      fputc(c, out);
    }
    fputc('\n', out);
  }
  fclose(out);
  exit(0);
}

/* 0 when the move was made, else 1 (a bad line) */
static int move(int p, const char *line) {
  char w[10][64];
  int n = split(line, w);
  if (n != 4 && n != 8) return 1;
  int fx = num(w[0]), fy = num(w[1]), tx = num(w[2]), ty = num(w[3]);
  if (fx < 0 || fy < 0 || tx < 0 || ty < 0) return 1;
  int jx = 0, jy = 0;
  char nr = 0;
  if (n == 8) {
    if (strcmp(w[4], "J:") != 0) return 1;
    jx = num(w[5]);
    jy = num(w[6]);
    if (jx < 0 || jy < 0) return 1;
  }
  if (fx < 1 || fx > M || fy < 1 || fy > N) return 1;
  if (who[fy][fx] != p) return 1;
  if (what[fy][fx] == 'B' || what[fy][fx] == 'F') return 1;
  if (what[fy][fx] == 'J' && rep[fy][fx] == 'B') return 1;
  if (tx < 1 || tx > M || ty < 1 || ty > N) return 1;
  if (abs(tx - fx) + abs(ty - fy) != 1) return 1;
  if (who[ty][tx] == p) return 1;
  if (n == 8) {
    if (jx < 1 || jx > M || jy < 1 || jy > N) return 1;
    int joker_there;
    /* the course names a joker by its source square; the moving one also by where it lands */
    if ((jx == tx && jy == ty) || (jx == fx && jy == fy))
      joker_there = what[fy][fx] == 'J';
    else
      joker_there = who[jy][jx] == p && what[jy][jx] == 'J';
    if (!joker_there) return 1;
    if (jx == fx && jy == fy) jx = tx, jy = ty; /* the moving joker: where it stands after the move */
    if (strlen(w[7]) != 1 || !strchr("RPSB", w[7][0])) return 1;
    nr = w[7][0];
  }
  char t = what[fy][fx], r = rep[fy][fx];
  clear(fy, fx);
  if (who[ty][tx] == 0) {
    put(p, ty, tx, t, r);
  } else {
    int f = fight(r, rep[ty][tx]);
    if (f == 1) put(p, ty, tx, t, r);
    if (f == 0) clear(ty, tx);
  }
  if (nr && who[jy][jx] == p && what[jy][jx] == 'J') rep[jy][jx] = nr;
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 3 && argc != 11) {
    fprintf(stderr, "usage: naive_referee DIR OUT [ROWS COLUMNS R P S B J F]\n");
    return 2;
  }
  cap['R'] = 2, cap['P'] = 5, cap['S'] = 1, cap['B'] = 2, cap['J'] = 2, cap['F'] = 1;
  if (argc == 11) {
    N = atoi(argv[3]), M = atoi(argv[4]);
    cap['R'] = atoi(argv[5]), cap['P'] = atoi(argv[6]), cap['S'] = atoi(argv[7]);
    cap['B'] = atoi(argv[8]), cap['J'] = atoi(argv[9]), cap['F'] = atoi(argv[10]);
  }
  read_file(argv[1], "player1.rps_board", 0, 0);
  read_file(argv[1], "player2.rps_board", 0, 1);
  read_file(argv[1], "player1.rps_moves", 1, 0);
  read_file(argv[1], "player2.rps_moves", 1, 1);
  out = fopen(argv[2], "w");
  if (!out) return 1;
  int bad1 = read_board(1), bad2 = read_board(2);
  char reason[256];
  if (bad1 && bad2) {
    snprintf(reason, sizeof reason,
             "Bad Positioning input file for both players - player 1: line %d, player 2: line %d", bad1, bad2);
    finish(0, reason);
  }
  if (bad1 || bad2) {
    int good = bad1 ? 2 : 1;
    for (int i = 0; i < npl[good]; i++) put(good, pl[good][i].y, pl[good][i].x, pl[good][i].what, pl[good][i].rep);
    snprintf(reason, sizeof reason, "Bad Positioning input file for player %d - line %d", bad1 ? 1 : 2,
             bad1 ? bad1 : bad2);
    finish(good, reason);
  }
  for (int i = 0; i < npl[1]; i++) put(1, pl[1][i].y, pl[1][i].x, pl[1][i].what, pl[1][i].rep);
  for (int i = 0; i < npl[2]; i++) {
    struct piece q = pl[2][i];
    if (who[q.y][q.x] == 0) {
      put(2, q.y, q.x, q.what, q.rep);
    } else {
      int f = fight(rep[q.y][q.x], q.rep);
      if (f == 0) clear(q.y, q.x);
      if (f == 2) put(2, q.y, q.x, q.what, q.rep);
    }
  }
  if (flags(1) == 0 && flags(2) == 0) finish(0, "A tie - all flags are eaten by both players in the position files");
  if (flags(1) == 0) finish(2, "All flags of the opponent are captured");
  if (flags(2) == 0) finish(1, "All flags of the opponent are captured");
  if (movers(1) == 0 && movers(2) > 0) finish(2, "All moving PIECES of the opponent are eaten");
  if (movers(2) == 0 && movers(1) > 0) finish(1, "All moving PIECES of the opponent are eaten");
  int next[2] = {0, 0}, p = 1;
  for (;;) {
    /* the player's next line that is not blank */
    while (next[p - 1] < nlines[1][p - 1] && blank(lines[1][p - 1][next[p - 1]])) next[p - 1]++;
    int other = 3 - p;
    while (next[other - 1] < nlines[1][other - 1] && blank(lines[1][other - 1][next[other - 1]])) next[other - 1]++;
    int mine_left = next[p - 1] < nlines[1][p - 1], theirs_left = next[other - 1] < nlines[1][other - 1];
    if (!mine_left && !theirs_left) finish(0, "A tie - both Moves input files done without a winner");
    if (!mine_left) {
      p = other;
      continue;
    }
    int line = next[p - 1] + 1;
    if (move(p, lines[1][p - 1][next[p - 1]++])) {
      snprintf(reason, sizeof reason, "Bad Moves input file for player %d - line %d", p, line);
      finish(other, reason);
    }
    if (flags(other) == 0) finish(p, "All flags of the opponent are captured");
    if (movers(other) == 0) finish(p, "All moving PIECES of the opponent are eaten");
    if (movers(p) == 0) finish(other, "All moving PIECES of the opponent are eaten");
    if (theirs_left) p = other;
  }
}
