/* chess-pgn-writer.c: to be written */
typedef int chess_placeholder_chess_pgn_writer;
