# The one-move protocol of houserules dobutsu: six lines in, one line out.

# example
$ dobutsu
< ogl
< ooo
< oEL
< ooo
< EC
< gc
C P C2

# give up
$ dobutsu
< olo
< ogo
< oho
< Loo
< 
< 
give_up

# the other lion can be taken: no game reaches this position, but the capture wins it
$ dobutsu
< olo
< oHo
< oCo
< oLo
< 
< 
H B2 B1

$ dobutsu
< ooo
< olo
< oGo
< oLo
< C
< 
G B3 B2

# bad hand
$ dobutsu
< gle
< oco
< oCo
< ELG
< c
< 
! houserules dobutsu: line 5: your hand holds upper-case C, E or G, not 'c'
? 1

# lion in hand
$ dobutsu
< geo
< oco
< oCo
< ELG
< 
< l
! houserules dobutsu: line 6: the opponent's hand holds lower-case C, E or G, not 'l'
? 1

# a blank line too many, as a judge may send: still the answer
$ dobutsu
< ogl
< ooo
< oEL
< ooo
< EC
< gc
< 
C P C2

# the opponent's hand left out at the end: it is empty
$ dobutsu
< ogl
< ooo
< oEL
< ooo
< EC
C P C2

# a line of text too many
$ dobutsu
< ogl
< ooo
< oEL
< ooo
< EC
< gc
< gc
! houserules dobutsu: line 7: expected 6 lines (4 board rows, your hand, the opponent's hand), got more
? 1

# few lines
$ dobutsu
< gle
< oco
< oCo
! houserules dobutsu: expected 4 board rows, then your hand and the opponent's hand; got 3 lines
? 1

# short row
$ dobutsu
< gle
< oc
< oCo
< ELG
< 
< 
! houserules dobutsu: line 2: a board row has 3 squares, got 2 ('oc')
? 1

# long row
$ dobutsu
< gle
< oco
< oCoo
< ELG
< 
< 
! houserules dobutsu: line 3: a board row has 3 squares, got 4 ('oCoo')
? 1

# unknown
$ dobutsu
< gle
< oxo
< oCo
< ELG
< 
< 
! houserules dobutsu: line 2: unknown piece 'x' (o empty; C chick, E elephant, G giraffe, L lion, H hen)
? 1

# three lions
$ dobutsu
< gle
< olo
< oCo
< ELG
< 
< 
! houserules dobutsu: line 4: a third lion (there are two, one each)
? 1

# three elephants
$ dobutsu
< gle
< oeo
< oCo
< ELG
< 
< 
! houserules dobutsu: line 4: a third elephant (there are only two)
? 1

# three chicks
$ dobutsu
< gle
< oco
< oCo
< ELG
< CC
< 
! houserules dobutsu: line 5: a third chick (there are only two; hens count as chicks)
? 1

# no lion
$ dobutsu
< gle
< oco
< oCo
< EoG
< 
< 
! houserules dobutsu: lines 1-4: you need exactly one lion (L) on the board
? 1

# a position with one legal move answers it at once
$ dobutsu --time 50
< ool
< goo
< ooe
< Loo
< 
< 
L A4 B3

# bad options
$ dobutsu --time 0
! houserules dobutsu: --time expects milliseconds (a number above 0), got '0'
! usage: houserules dobutsu [--time MS] [--bot NAME] [--bot-option K=V]... (houserules dobutsu --help tells more)
? 2
$ dobutsu --time abc
! houserules dobutsu: --time expects milliseconds (a number above 0), got 'abc'
! usage: houserules dobutsu [--time MS] [--bot NAME] [--bot-option K=V]... (houserules dobutsu --help tells more)
? 2
$ dobutsu --frobnicate
! houserules dobutsu: unknown option --frobnicate for 'dobutsu'
! usage: houserules dobutsu [--time MS] [--bot NAME] [--bot-option K=V]... (houserules dobutsu --help tells more)
? 2
