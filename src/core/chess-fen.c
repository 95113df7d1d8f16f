/* chess-fen.c: to be written */
typedef int chess_placeholder_chess_fen;
