/* chess-pgn-reader.c: to be written */
typedef int chess_placeholder_chess_pgn_reader;
