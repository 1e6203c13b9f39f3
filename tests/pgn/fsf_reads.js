// Reads a PGN file with ffish, Fairy-Stockfish compiled to WebAssembly (what pychess-variants
// reads PGN with): an independent reader that knows Dobutsu. Every game's tags and moves
// must parse, every move must be legal from its FEN by Fairy-Stockfish's rules, the move
// count must be the PlyCount tag, and where Fairy-Stockfish sees the game over its result
// must be the Result tag (our referee may end a game earlier: it calls checkmate where
// Fairy-Stockfish waits for the lion to be taken).
//   node fsf_reads.js NODE_MODULES FILE.pgn
delete globalThis.fetch; // ffish's Emscripten loader would fetch its .wasm as a URL under Node 18+
const fs = require('fs');
const path = require('path');
const [modules, file] = process.argv.slice(2);
const ffish = require(path.join(modules, 'ffish'));
ffish.onRuntimeInitialized = () => {
  const text = fs.readFileSync(file, 'utf8');
  const games = text.split(/\n\n(?=\[)/).filter(g => g.trim());
  let failures = 0;
  games.forEach((one, i) => {
    const fail = why => { failures++; console.log(`${file}: game ${i + 1}: ${why}`); };
    const game = ffish.readGamePGN(one);
    const variant = game.headers('Variant'), fen = game.headers('FEN');
    if (!variant || !fen) return fail('no Variant or FEN tag');
    const moves = game.mainlineMoves().trim().split(' ').filter(m => m);
    const board = new ffish.Board(variant, fen);
    let legal = 0;
    for (const m of moves) { if (!board.push(m)) break; legal++; }
    const plies = Number(game.headers('PlyCount'));
    if (legal !== plies) fail(`${legal} legal moves read, PlyCount says ${plies}`);
    const said = board.result(), result = game.headers('Result');
    if (said !== '*' && said !== result) fail(`Fairy-Stockfish ends it ${said}, the Result tag says ${result}`);
    console.log(`game ${i + 1}: ${variant}, ${game.headerKeys().trim().split(' ').length} tags, ${legal} moves, ${result}`);
    board.delete();
    game.delete();
  });
  if (games.length === 0) { console.log(`${file}: no game`); failures++; }
  console.log(`${games.length} games, ${failures} failures`);
  process.exit(failures ? 1 : 0);
};
