// A UCI bridge to maxbennedich/onitama (a Java alpha-beta engine), speaking House Rules'
// Onitama dialect, so that the engine can take a seat: `uci:PATH` in `houserules match`.
//
//   position fen bbBbb/5/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox
//   go movetime 1000          (or: go depth 7, or a game clock: go wtime 9000 btime 9000
//                              winc 100 binc 100, red as white; a twentieth of its bank
//                              plus the increment, as our time manager spends it)
//   bestmove Tiger:c1c3       (or Crab:pass when no piece can move)
//
// The engine's board is a 25-character string from the top row (rank 5) down, its player 0
// is red (moving up the board), its cards are an enum named as ours ("Sea_Snake" for a
// space). It has no pass, so the bridge answers one itself when no piece can move. One
// Searcher per move, as the engine's own AIPlayer does; "info" reports depth, nodes and
// score so that a match record keeps them. Compiled against the engine's sources by
// build.sh beside this file; nothing of the engine is kept in this repository.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.List;

import onitama.ai.Searcher;
import onitama.common.ILogger;
import onitama.ai.pondering.PonderSearchStats;
import onitama.model.Card;
import onitama.model.CardState;
import onitama.model.Move;
import onitama.model.SearchParameters;

public class OnitamaUci {
  static final ILogger SILENT = new ILogger() {
    public void logSearch(String text) {}
    public void logPonder(List<PonderSearchStats> stats) {}
    public void logMove(String move) {}
  };

  // The table is made anew for every move (one Searcher per move, as the engine's own
  // AIPlayer does), so its size follows the move's time: 2^22 entries (48 MB) took longer
  // to clear than a 100 ms move. -Donitama.ttbits=N fixes it.
  static int ttBitsFor(int movetime) {
    Integer fixed = Integer.getInteger("onitama.ttbits");
    if (fixed != null) return fixed;
    if (movetime <= 150) return 18;
    if (movetime <= 600) return 20;
    return 22;
  }

  static String board;  // 25 characters, rank 5 first
  static int player;    // 0 red, 1 blue
  static Card[][] hands = new Card[2][2];
  static Card beside;

  static Card card(String word) {
    Card c = Card.getByName(word.replace('_', ' '));
    if (c == null) throw new IllegalArgumentException("no card named " + word);
    return c;
  }

  static void position(String fen) {
    String[] f = fen.trim().split("\\s+");
    StringBuilder b = new StringBuilder();
    for (String row : f[0].split("/"))
      for (char ch : row.toCharArray())
        if (Character.isDigit(ch)) b.append(".".repeat(ch - '0'));
        else b.append(ch);
    board = b.toString();
    player = f[1].equals("red") ? 0 : 1;
    for (int p = 0; p < 2; ++p) {
      String[] two = f[2 + p].split(",");
      hands[p][0] = card(two[0]);
      hands[p][1] = card(two[1]);
    }
    beside = card(f[4]);
  }

  static String square(int x, int y) { return (char) ('a' + x) + "" + (char) ('5' - y); }

  static String token(Card c) { return c.name().replace(' ', '_'); }

  // Whether a piece of `player` can move with either card (the engine assumes one can).
  static boolean canMove() {
    char student = player == 0 ? 'r' : 'b', master = player == 0 ? 'R' : 'B';
    for (int p = 0; p < 25; ++p) {
      char ch = board.charAt(p);
      if (ch != student && ch != master) continue;
      for (Card c : hands[player]) {
        int targets = c.moveBitmask[player][p];
        for (int q = 0; q < 25; ++q) {
          if ((targets & (1 << q)) == 0) continue;
          char t = board.charAt(q);
          if (t != student && t != master) return true;
        }
      }
    }
    return false;
  }

  static String go(int movetime, int depth, boolean report) {
    if (!canMove()) return token(hands[player][0]) + ":pass";
    Searcher searcher = new Searcher(new SearchParameters(ttBitsFor(movetime), depth, movetime), SILENT, false);
    searcher.setState(player, board, new CardState(hands, beside));
    searcher.start();
    Move m = searcher.getBestMove();
    if (report)
      System.out.println("info depth " + searcher.getScoreSearchNominalDepth() + " nodes " + m.nodesEvaluated
          + " score cp " + m.score);
    return token(m.card) + ":" + square(m.px, m.py) + square(m.nx, m.ny);
  }

  public static void main(String[] args) throws Exception {
    // Warm up the JVM's compiler before the first move (engines start warm; this one
    // would spend its first moves interpreted): a few short searches from the start.
    position("bbBbb/5/5/5/rrRrr red Tiger,Crab Monkey,Boar Ox");
    for (int i = 0; i < 5; ++i) go(200, Searcher.MAX_NOMINAL_DEPTH, false);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    String line;
    while ((line = in.readLine()) != null) {
      line = line.trim();
      if (line.equals("uci")) {
        System.out.println("id name maxbennedich/onitama (House Rules bridge)");
        System.out.println("uciok");
      } else if (line.equals("isready")) {
        System.out.println("readyok");
      } else if (line.startsWith("position fen ")) {
        position(line.substring("position fen ".length()));
      } else if (line.startsWith("go")) {
        String[] w = line.split("\\s+");
        int movetime = 1000, depth = Searcher.MAX_NOMINAL_DEPTH;
        int[] bank = {-1, -1}, increment = {0, 0};
        for (int i = 1; i + 1 < w.length; ++i) {
          if (w[i].equals("movetime")) movetime = Integer.parseInt(w[i + 1]);
          if (w[i].equals("depth")) { depth = Integer.parseInt(w[i + 1]); movetime = 1 << 30; }
          if (w[i].equals("wtime")) bank[0] = Integer.parseInt(w[i + 1]);
          if (w[i].equals("btime")) bank[1] = Integer.parseInt(w[i + 1]);
          if (w[i].equals("winc")) increment[0] = Integer.parseInt(w[i + 1]);
          if (w[i].equals("binc")) increment[1] = Integer.parseInt(w[i + 1]);
        }
        if (bank[player] >= 0)
          movetime = Math.min(bank[player] / 20 + increment[player], bank[player] / 2);
        // (its clock is read every 10000 nodes, and a move's setup takes a few ms: it is told
        // a little less than the move's time, as UCI engines allow for their overhead)
        System.out.println("bestmove " + go(Math.max(1, movetime - 15), depth, true));
        System.out.flush();
        // Housekeeping off the clock, while the other side thinks: each move's searcher
        // allocates its table before its timer starts (tens of MB at 1 s a move), and the
        // collections of the old ones, left to come during a later move, overran it by
        // 50 ms (time losses at 1 s a move, none at 200 ms).
        System.gc();
      } else if (line.equals("quit")) {
        break;
      }
      System.out.flush();
    }
  }
}
